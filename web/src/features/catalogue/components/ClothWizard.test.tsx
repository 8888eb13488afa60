import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clothPage, clothView } from '../../../test/answers';
import { json } from '../../../test/fakeApi';
import type { Handler, RecordedRequest } from '../../../test/fakeApi';
import { descriptionOf, renderWithProviders } from '../../../test/renderWithProviders';
import { useTaxonomy } from '../../../lib/taxonomy';
import type { Taxonomy } from '../../../lib/taxonomy';
import type { Cloth } from '../api/listClothes';
import { ClothWizard } from './ClothWizard';

const term = (id: string, name: string, typeId?: string) => ({ id, name, names: { es: name }, ...(typeId ? { typeId } : {}) });
const TAXONOMY: Taxonomy = {
  types: [term('1', 'Clothes'), term('2', 'Footwear')],
  categories: [term('vestidos', 'Dresses', '1'), term('faldas', 'Skirts', '1'), term('botas', 'Boots', '2')],
  events: [term('boda', 'Wedding')],
  genders: [term('mujer', 'Women')],
  seasons: [term('verano', 'Summer'), term('invierno', 'Winter')],
  weather: [term('calido', 'Warm')],
  colors: [term('rojo', 'Red'), term('azul-marino', 'Navy'), term('crudo', 'Ecru')],
  styles: [term('clasico', 'Classic'), term('urbano', 'Streetwear')],
  materials: [term('lino', 'Linen'), term('seda', 'Silk'), term('cuero', 'Leather')],
};
const image = (name: string) => ({ name: `${name}.webp`, thumb: `${name}-t.webp`, url: `/images/${name}.webp`, thumbUrl: `/images/${name}-t.webp` });
const DRESS: Cloth = clothView({
  id: '7b0f7d7e-0000-4000-8000-000000000001',
  name: 'Linen dress',
  names: { es: 'Vestido de lino', en: 'Linen dress' },
  categoryId: 'vestidos',
  seasons: ['verano', 'invierno'],
  sizes: ['S'],
  materials: ['lino'],
  price: 12500,
  images: [image('a1'), image('a2')],
  revision: 3,
});
const SAVE = 'PUT /api/admin/clothes/7b0f7d7e-0000-4000-8000-000000000001';

/** The wizard as the clothes page opens it: the taxonomy from the api, so a refresh reaches its selects. */
function EditDress({ cloth = DRESS }: { cloth?: Cloth }) {
  const taxonomy = useTaxonomy();
  return taxonomy.data ? <ClothWizard editing={{ cloth, etag: '"3"' }} taxonomy={taxonomy.data} brands={null} onSaved={() => {}} onClose={() => {}} /> : null;
}

async function openWizard(routes: Record<string, Handler>, cloth = DRESS) {
  const view = await renderWithProviders(<EditDress cloth={cloth} />, { routes: { 'GET /api/categories/data/': () => json(200, TAXONOMY), ...routes } });
  const dialog = await screen.findByRole('dialog', { name: 'Edit “Linen dress”' });
  return { ...view, dialog, user: userEvent.setup({ delay: null }) };
}

const saves = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PUT');
const currentStep = (dialog: HTMLElement) => dialog.querySelector('[aria-current="step"]')?.textContent;

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('a save refused for what the cloth names', () => {
  it('takes the editor back to the information step, undoes the choices that went and says why beside each', async () => {
    let taxonomy = TAXONOMY;
    let answer: Handler = () => {
      taxonomy = { ...TAXONOMY, seasons: [term('verano', 'Summer')], materials: [term('seda', 'Silk')] };
      return json(400, {
        code: 'UNKNOWN_TERM',
        message: 'categoryId: This category belongs to another type.',
        fields: [
          { path: 'categoryId', code: 'category_of_other_type', message: 'This category belongs to another type.' },
          { path: 'seasons.1', code: 'unknown_term', message: 'No season with this id.' },
          { path: 'materials.0', code: 'unknown_term', message: 'No material with this id.' },
        ],
      });
    };
    const { dialog, user, api } = await openWizard({
      'GET /api/categories/data/': () => json(200, taxonomy),
      [SAVE]: (request) => answer(request),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Some of the options you chose no longer exist. Choose again in the marked fields, then save.',
    );
    expect(currentStep(dialog)).toBe('1. Information');
    const category = within(dialog).getByLabelText('Category') as HTMLSelectElement;
    expect(category.value).toBe('');
    expect(descriptionOf(category)).toBe('This category belongs to another type. Choose one of the selected type.');
    expect(descriptionOf(within(dialog).getByLabelText('Type'))).toBe('');
    expect(descriptionOf(within(dialog).getByRole('group', { name: 'Seasons' }))).toBe('A season you ticked no longer exists and has been unticked.');
    // The taxonomy is read again, so the gone season is no longer offered.
    await waitFor(() => expect(within(dialog).queryByLabelText('Winter')).toBeNull());
    expect((within(dialog).getByLabelText('Summer') as HTMLInputElement).checked).toBe(true);
    expect(descriptionOf(within(dialog).getByRole('group', { name: 'Materials' }))).toBe('A material you ticked no longer exists and has been unticked.');
    await waitFor(() => expect(within(dialog).queryByLabelText('Linen')).toBeNull());

    answer = () => json(200, clothPage(DRESS));
    await user.selectOptions(category, 'Skirts');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(api.requests)).toHaveLength(2));
    expect(saves(api.requests)[1]?.body).toMatchObject({ typeId: '1', categoryId: 'faldas', seasons: ['verano'], materials: [] });
  }, 15_000);

  it('takes the editor back to the images step and marks each image that is no longer stored until it is removed or uploaded again', async () => {
    let answer: Handler = () =>
      json(400, {
        code: 'MEDIA_NOT_FOUND',
        message: 'The image was not found. Upload it again.',
        fields: [{ path: 'images.1.thumb', code: 'media_not_found', message: 'The image was not found. Upload it again.' }],
      });
    const { dialog, user, api } = await openWizard({ [SAVE]: (request) => answer(request), 'POST /api/admin/images': () => json(201, image('a2')) });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Some images are no longer stored. Remove the marked ones and upload them again.');
    expect(currentStep(dialog)).toBe('2. Images');
    expect(descriptionOf(within(dialog).getByRole('img', { name: 'Image 2' }))).toBe('This image is no longer stored. Remove it and upload it again.');
    expect(descriptionOf(within(dialog).getByRole('img', { name: 'Image 1' }))).toBe('');

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(currentStep(dialog)).toBe('2. Images');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(descriptionOf(within(dialog).getByRole('list', { name: "The cloth's images, in order" }))).toBe(
      'Some images are no longer stored. Remove the marked ones and upload them again.',
    );

    // Uploaded again, the same file is stored under the same name: no longer marked.
    answer = () => json(200, clothPage(DRESS));
    await user.click(within(dialog).getByRole('button', { name: 'Remove image 2' }));
    expect(within(dialog).queryByRole('img', { name: 'Image 2' })).toBeNull();
    await user.upload(within(dialog).getByLabelText('Upload images'), new File([new Uint8Array([0xff, 0xd8])], 'a2.jpg', { type: 'image/jpeg' }));
    expect(descriptionOf(await within(dialog).findByRole('img', { name: 'Image 2' }))).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(currentStep(dialog)).toBe('3. Preview');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(api.requests)).toHaveLength(2));
    expect(saves(api.requests)[1]?.body).toMatchObject({
      images: [
        { name: 'a1.webp', thumb: 'a1-t.webp' },
        { name: 'a2.webp', thumb: 'a2-t.webp' },
      ],
    });
  }, 15_000);
});

describe('colours, style and description', () => {
  it('ticks colours of the taxonomy, picks a style and writes a description per language, counted', async () => {
    const { dialog, user, api } = await openWizard({ [SAVE]: () => json(200, clothPage(DRESS)) });
    const colours = within(dialog).getByRole('group', { name: 'Colours' });
    await user.click(within(colours).getByLabelText('Navy'));
    await user.click(within(colours).getByLabelText('Red'));
    await user.selectOptions(within(dialog).getByLabelText('Style'), 'Classic');
    const materials = within(dialog).getByRole('group', { name: 'Materials' });
    expect((within(materials).getByLabelText('Linen') as HTMLInputElement).checked).toBe(true);
    await user.click(within(materials).getByLabelText('Silk'));
    const english = within(dialog).getByLabelText('Description in English');
    await user.type(english, 'Airy linen.');
    expect(descriptionOf(english)).toBe('11 of 2,000 characters');

    // Without a Spanish description there is none for readers of other languages: refused until it is written.
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(currentStep(dialog)).toBe('1. Information');
    expect(descriptionOf(within(dialog).getByLabelText('Description in Spanish'))).toContain('Write the Spanish description too');
    await user.type(within(dialog).getByLabelText('Description in Spanish'), 'Lino liviano.');

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('region', { name: "The cloth's page" }).textContent).toContain('Navy, Red');
    expect(within(dialog).getByRole('region', { name: "The cloth's page" }).textContent).toContain('Linen, Silk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(api.requests)).toHaveLength(1));
    expect(saves(api.requests)[0]?.body).toMatchObject({
      colors: ['azul-marino', 'rojo'],
      style: 'clasico',
      materials: ['lino', 'seda'],
      description: { es: 'Lino liviano.', en: 'Airy linen.' },
    });
  }, 15_000);

  it('keeps showing a colour the taxonomy lacks by its word, so it can be unticked', async () => {
    // An old cloth's colour word, kept as its slug by the upcaster, and its style the same way.
    const old = { ...DRESS, colors: ['verde-agua', 'crudo'], style: 'gotico' };
    const { dialog, user, api } = await openWizard({ [SAVE]: () => json(200, clothPage(DRESS)) }, old);
    const colours = within(dialog).getByRole('group', { name: 'Colours' });
    expect((within(colours).getByLabelText('Ecru') as HTMLInputElement).checked).toBe(true);
    const kept = within(colours).getByLabelText('verde agua') as HTMLInputElement;
    expect(kept.checked).toBe(true);
    expect((within(dialog).getByLabelText('Style') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('gotico');
    await user.click(kept);
    await user.selectOptions(within(dialog).getByLabelText('Style'), 'Streetwear');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(api.requests)).toHaveLength(1));
    expect(saves(api.requests)[0]?.body).toMatchObject({ colors: ['crudo'], style: 'urbano', description: null });
  }, 15_000);
});

describe('a save refused for the plan', () => {
  it('says the plan is not active, with the way to the dashboard to pay it', async () => {
    const { dialog, user } = await openWizard({
      [SAVE]: () => json(403, { code: 'SUBSCRIPTION_INACTIVE', message: 'Your plan is not active. Pay your subscription to upload clothes.' }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Your plan is not active. Pay your subscription to upload clothes. Go to the dashboard');
    expect(within(alert).getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
  }, 15_000);
});

describe('an imported cloth (issue 43)', () => {
  it('says it follows the shop but for the fields the brand changed, each of which can follow the shop again', async () => {
    const imported: Cloth = { ...DRESS, imported: { claimed: ['names', 'colors'] } };
    const { dialog, user, api } = await openWizard(
      { 'POST /api/admin/clothes/:id/follow-shop': () => json(200, clothPage({ ...imported, imported: { claimed: ['colors'] } })) },
      imported,
    );
    const own = within(dialog).getByRole('list', { name: 'Fields that are yours' });
    expect(
      within(own)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Name: changed by youFollow the shop', 'Colours: changed by youFollow the shop']);
    await user.click(within(dialog).getByRole('button', { name: 'Name: follow the shop again' }));
    expect(await within(dialog).findByText('Name follows your shop again from the next import.')).toBeTruthy();
    await waitFor(() => expect(within(own).getAllByRole('listitem')).toHaveLength(1));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ fields: ['names'] });
  });

  it('shows nothing of the kind for a cloth the brand made', async () => {
    const { dialog } = await openWizard({}, { ...DRESS, imported: null });
    expect(within(dialog).queryByText('From your shop')).toBeNull();
  });
});
