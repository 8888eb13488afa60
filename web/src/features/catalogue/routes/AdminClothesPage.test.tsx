import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminBrand, adminBrandList, clothPage, clothView } from '../../../test/answers';
import { json } from '../../../test/fakeApi';
import type { Handler, RecordedRequest } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import type { SignedIn } from '../../../test/renderApp';
import type { Taxonomy } from '../../../lib/taxonomy';
import type { Cloth } from '../api/listClothes';

const term = (id: string, name: string, typeId?: string) => ({ id, name, names: { es: name }, ...(typeId ? { typeId } : {}) });
const TAXONOMY: Taxonomy = {
  types: [term('1', 'Clothes'), term('2', 'Footwear')],
  categories: [term('vestidos', 'Dresses', '1'), term('botas', 'Boots', '2')],
  events: [term('boda', 'Wedding'), term('playa', 'Beach')],
  genders: [term('mujer', 'Women')],
  seasons: [term('verano', 'Summer')],
  weather: [term('calido', 'Warm')],
  colors: [term('blanco', 'White')],
  styles: [term('clasico', 'Classic')],
  materials: [term('cuero', 'Leather'), term('lino', 'Linen')],
};
const IMAGE = { name: 'a1.webp', thumb: 'a1-t.webp', url: '/images/a1.webp', thumbUrl: '/images/a1-t.webp' };
const DRESS: Cloth = clothView({
  id: '7b0f7d7e-0000-4000-8000-000000000001',
  name: 'Linen dress',
  names: { es: 'Vestido de lino', en: 'Linen dress' },
  categoryId: 'vestidos',
  seasons: ['verano'],
  sizes: ['S', 'M'],
  colors: ['blanco'],
  materials: ['lino'],
  price: 12500,
  images: [IMAGE],
  revision: 3,
});
const BRAND: SignedIn = { user: 'casa-luna', type: 'BRAND', userId: 'u3', email: 'hola@casaluna.com', emailVerified: true };
const ADMIN: SignedIn = { user: 'root', type: 'ADMIN', userId: 'u1', email: 'root@vitrina.example', emailVerified: true };

const page = (items: Cloth[]) => json(200, { items, total: items.length, page: 1, pageSize: 24 });
const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');
/** Types a whole value at once (a paste), as the field sees it; keeps the long wizard journey quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

async function openClothes(routes: Record<string, Handler> = {}, who: SignedIn = BRAND, path = '/admin/clothes') {
  const app = await renderApp(path, {
    stored: { user: who.user, type: who.type },
    server: who,
    routes: {
      'GET /api/categories/data/': () => json(200, TAXONOMY),
      'GET /api/admin/clothes': () => page([DRESS]),
      ...routes,
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Clothes' });
  return { ...app, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('admin clothes', () => {
  it("lists the brand's clothes with thumbnail and the price written the reader's way, and hides one at once", async () => {
    let dress = DRESS;
    const { user, api } = await openClothes({
      'GET /api/admin/clothes': () => page([dress]),
      'PUT /api/admin/clothes/7b0f7d7e-0000-4000-8000-000000000001/visibility': () => {
        dress = { ...DRESS, visible: false, revision: 4 };
        return json(200, clothPage(dress));
      },
    });
    const row = await screen.findByRole('row', { name: /Linen dress/ });
    expect(plain(row.textContent)).toContain('ARS 12,500');
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/images/a1-t.webp');
    expect(screen.queryByRole('combobox', { name: 'Filter by brand' })).toBeNull();

    const visible = within(row).getByRole('switch', { name: 'Linen dress visible' });
    await user.click(visible);
    await waitFor(() => expect((within(screen.getByRole('row', { name: /Linen dress/ })).getByRole('switch') as HTMLInputElement).checked).toBe(false));
    const [write] = writes(api.requests);
    expect([write?.method, write?.url.pathname, write?.body, write?.headers.get('If-Match')]).toEqual([
      'PUT',
      '/api/admin/clothes/7b0f7d7e-0000-4000-8000-000000000001/visibility',
      { visible: false },
      '"3"',
    ]);
  });

  it('marks a cloth imported without a photo as needing one, with our stand-in, and says why it cannot be shown yet', async () => {
    const noPhoto: Cloth = {
      ...DRESS,
      id: '7b0f7d7e-0000-4000-8000-000000000002',
      name: 'Plain tee',
      names: { es: 'Remera lisa', en: 'Plain tee' },
      visible: false,
      images: [],
    };
    const { user } = await openClothes({
      'GET /api/admin/clothes': () => page([DRESS, noPhoto]),
      'PUT /api/admin/clothes/7b0f7d7e-0000-4000-8000-000000000002/visibility': () =>
        json(409, { code: 'CLOTH_NEEDS_PHOTO', message: 'This cloth has no photo yet: add one before showing it.' }),
    });
    const row = await screen.findByRole('row', { name: /Plain tee/ });
    expect(within(row).getByText('Needs a photo')).toBeTruthy();
    expect(row.querySelector('img')).toBeNull();
    expect(within(screen.getByRole('row', { name: /Linen dress/ })).queryByText('Needs a photo')).toBeNull();
    await user.click(within(row).getByRole('switch', { name: 'Plain tee visible' }));
    expect(await screen.findByText('“Plain tee” has no photo: add one to show it.')).toBeTruthy();
  });

  it('creates a cloth through information, images and preview, telling the tier limit in words', async () => {
    let answer: Handler = () => json(403, { code: 'UPLOAD_LIMIT_REACHED', message: "You've reached your upload limit. Please upgrade your subscription." });
    const { user, api } = await openClothes({
      'POST /api/admin/images': () => json(201, IMAGE),
      'POST /api/admin/images/from-url': () => json(400, { code: 'IMAGE_URL_FAILED', message: 'Could not fetch image from URL' }),
      'POST /api/admin/clothes': (request) => answer(request),
      'GET /api/admin/clothes': () => json(200, { brand: { id: 'b1', name: 'Casa Luna' }, items: [DRESS], total: 1, page: 1, pageSize: 20 }),
    });
    await user.click(await screen.findByRole('button', { name: 'New cloth' }));
    const dialog = await screen.findByRole('dialog', { name: 'New cloth' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Enter the Spanish name.')).toBeTruthy();
    expect(within(dialog).getByText('The price must be above zero, with at most two decimals.')).toBeTruthy();

    await fill(user, within(dialog).getByLabelText('Name in Spanish'), 'Botas de cuero');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Footwear');
    expect(
      within(within(dialog).getByLabelText('Category'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Boots']);
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Boots');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'Women');
    // Written the Spanish way in the English admin, the price could be read two ways: it is asked for, never guessed.
    await fill(user, within(dialog).getByLabelText('Price'), '45.000,50');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('That amount could be read two ways: write it as 45,900 or 45,900.50.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Price'));
    await fill(user, within(dialog).getByLabelText('Price'), '45,000.50');
    expect(within(dialog).getByText(/^Saved as ARS\s45,000\.50\.$/)).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Apply a discount'));
    await fill(user, within(dialog).getByLabelText('Discounted price'), '39000');
    await user.click(within(dialog).getByLabelText('Wedding'));
    await user.click(within(dialog).getByLabelText('Leather'));
    await fill(user, within(dialog).getByLabelText('Sizes'), '38, 39');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(within(dialog).getByText('Recommended 864 × 1376 (5:8)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Add at least one image, or keep the cloth hidden until it has one.')).toBeTruthy();
    await fill(user, within(dialog).getByLabelText('Image URL'), 'https://example.com/x.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Add from URL' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not fetch image from URL');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'boots.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Upload images'), file);
    expect(await within(dialog).findByRole('img', { name: 'Image 1' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    const card = within(dialog).getByRole('region', { name: 'Card in results' });
    expect(within(card).getByRole('heading', { name: 'Botas de cuero' })).toBeTruthy();
    // The brand's own name, not a stand-in for it.
    expect(within(card).getByText('Casa Luna')).toBeTruthy();
    expect(plain(card.textContent)).toContain('ARS 45,000.50');
    expect(plain(card.textContent)).toContain('ARS 39,000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe("You've reached your upload limit. Please upgrade your subscription.");

    answer = () => json(201, clothPage({ ...DRESS, id: '7b0f7d7e-0000-4000-8000-000000000002', name: 'Botas de cuero' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Botas de cuero” saved.')).toBeTruthy();

    const upload = api.requests.find((request) => request.url.pathname === '/api/admin/images');
    expect(upload?.headers.get('Content-Type')).toBe('image/jpeg');
    expect(upload?.body).toBe(file);
    const saved = writes(api.requests).filter((request) => request.url.pathname === '/api/admin/clothes');
    expect(saved).toHaveLength(2);
    expect(saved[1]?.body).toEqual({
      names: { es: 'Botas de cuero' },
      typeId: '2',
      categoryId: 'botas',
      seasons: [],
      eventIds: ['boda'],
      gender: 'mujer',
      sizes: ['38', '39'],
      stock: { soldOut: false, soldOutSizes: [] },
      weather: [],
      tags: [],
      colors: [],
      colorTemperature: null,
      style: null,
      materials: ['cuero'],
      description: null,
      url: null,
      currency: 'ARS',
      price: 45000.5,
      discountedPrice: 39000,
      discountEnabled: true,
      visible: true,
      images: [{ name: 'a1.webp', thumb: 'a1-t.webp' }],
    });
  }, 15_000);

  it('edits from the revision it read (If-Match) and says so clearly when someone saved first', async () => {
    const { user, api } = await openClothes({
      'GET /api/clothes/7b0f7d7e-0000-4000-8000-000000000001': () =>
        new Response(JSON.stringify(clothPage({ ...DRESS, revision: 5 })), { status: 200, headers: { 'Content-Type': 'application/json', ETag: '"5"' } }),
      'PUT /api/admin/clothes/7b0f7d7e-0000-4000-8000-000000000001': () =>
        json(412, { code: 'STALE_REVISION', message: 'The catalogue changed since you read it.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Linen dress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Linen dress”' });
    expect((within(dialog).getByRole('textbox', { name: 'Name in English' }) as HTMLInputElement).value).toBe('Linen dress');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Someone saved this cloth after you opened it. Close it and open it again to see their changes.',
    );
    const [edit] = writes(api.requests);
    expect(edit?.headers.get('If-Match')).toBe('"5"');
  });

  it('tells a brand whose plan is not paid that it cannot upload images, and where to pay', async () => {
    const inactive = () => json(402, { code: 'SUBSCRIPTION_INACTIVE', message: 'Your plan is not active. Pay your subscription to upload clothes.' });
    const { user } = await openClothes({
      'GET /api/clothes/7b0f7d7e-0000-4000-8000-000000000001': () =>
        new Response(JSON.stringify(clothPage({ ...DRESS, revision: 5 })), { status: 200, headers: { 'Content-Type': 'application/json', ETag: '"5"' } }),
      'POST /api/admin/images/from-url': inactive,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Linen dress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Linen dress”' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await fill(user, within(dialog).getByLabelText('Image URL'), 'https://example.com/x.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Add from URL' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Your plan is not active: pay your subscription to upload images and videos. Go to your subscription');
    expect(within(alert).getByRole('link', { name: 'Go to your subscription' }).getAttribute('href')).toBe('/admin/dashboard');
  });

  it('deletes only after a confirmation', async () => {
    let items = [DRESS];
    const { user, api } = await openClothes({
      'GET /api/admin/clothes': () => page(items),
      'DELETE /api/admin/clothes/7b0f7d7e-0000-4000-8000-000000000001': () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Linen dress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Linen dress”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(api.requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Linen dress' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Linen dress” deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Linen dress/ })).toBeNull());
    expect(writes(api.requests).map((request) => [request.method, request.headers.get('If-Match')])).toEqual([['DELETE', '"3"']]);
  });

  it("lets an admin see every brand's clothes and narrow them to one brand in the address", async () => {
    const { user, api, location } = await openClothes(
      { 'GET /api/admin/brands': () => json(200, adminBrandList([adminBrand(), adminBrand({ id: 'b2', name: 'Norte S.R.L.', brand: 'Norte' })])) },
      ADMIN,
    );
    expect((await screen.findByRole('row', { name: /Linen dress/ })).textContent).toContain('Casa Luna');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Filter by brand' }), 'Norte');
    await waitFor(() => expect(location()).toBe('/admin/clothes?brand=b2'));
    await waitFor(() => {
      const lists = api.requests.filter((request) => request.url.pathname === '/api/admin/clothes');
      expect(lists.at(-1)?.url.searchParams.get('brandId')).toBe('b2');
    });
  });
});
