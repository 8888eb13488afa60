import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminBrand, adminBrandList } from '../../../test/answers';
import { json, writes } from '../../../test/fakeApi';
import type { Handler } from '../../../test/fakeApi';
import { magazineItem } from '../../../test/magazine';
import type { SignedIn } from '../../../test/renderApp';
import { ADMIN, BRAND, openAs } from '../../../test/signedIn';

const SUMMER = magazineItem({ media: { url: '/images/5f2c.webp', posterUrl: null }, url: 'https://casaluna.example/verano' });
/** Types a whole value at once (a paste), as the field sees it; keeps the journeys quick. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const openMagazine = (routes: Record<string, Handler> = {}, who: SignedIn = BRAND) =>
  openAs(who, '/admin/magazine', { heading: 'Magazine', routes: { 'GET /api/admin/magazine': () => json(200, { items: [SUMMER] }), ...routes } });

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('admin magazine', () => {
  it('publishes a video entry as the brand: descriptions per language, the uploaded video and the link', async () => {
    const { user, api } = await openMagazine({
      'POST /api/videos': () => json(201, { name: '9a7e.mp4', url: '/images/9a7e.mp4' }),
      'POST /api/admin/magazine': () => json(201, { ...SUMMER, id: 'm2', description: 'Behind the scenes', contentType: 'video' }),
    });
    expect(await screen.findByRole('row', { name: /Summer in linen/ })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Brand' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New entry' });
    expect(within(dialog).queryByRole('combobox', { name: 'Brand' })).toBeNull();
    await fill(user, within(dialog).getByLabelText('Brand link'), 'casaluna.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the Spanish description.')).toBeTruthy();
    expect(within(dialog).getByText('Upload an image.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a full web address, starting with https://')).toBeTruthy();

    await fill(user, within(dialog).getByLabelText('Description in Spanish'), 'Detrás de escena');
    await fill(user, within(dialog).getByLabelText('Description in English'), 'Behind the scenes');
    await user.click(within(dialog).getByRole('radio', { name: 'Video' }));
    const video = new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])], 'scenes.mp4', { type: 'video/mp4' });
    await user.upload(within(dialog).getByLabelText('Upload video'), video);
    const preview = await within(dialog).findByLabelText('Chosen video');
    expect(preview.getAttribute('src')).toBe('/images/9a7e.mp4');
    await user.clear(within(dialog).getByLabelText('Brand link'));
    await fill(user, within(dialog).getByLabelText('Brand link'), 'https://casaluna.example/backstage');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Entry “Behind the scenes” saved.')).toBeTruthy();

    const [upload, create] = writes(api.requests);
    expect([upload?.url.pathname, upload?.headers.get('Content-Type'), upload?.body]).toEqual(['/api/videos', 'video/mp4', video]);
    expect(create?.body).toEqual({
      descriptions: { es: 'Detrás de escena', en: 'Behind the scenes' },
      contentType: 'video',
      media: '9a7e.mp4',
      url: 'https://casaluna.example/backstage',
    });
  });

  it("tells the server's reason when a video is refused", async () => {
    const { user } = await openMagazine({
      'POST /api/videos': () => json(400, { code: 'VIDEO_UNSUPPORTED', message: 'The file is not an MP4 or WebM video.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'New entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New entry' });
    await user.click(within(dialog).getByRole('radio', { name: 'Video' }));
    await user.upload(within(dialog).getByLabelText('Upload video'), new File(['x'], 'clip.webm', { type: 'video/webm' }));
    expect(await within(dialog).findByText('The file is not an MP4 or WebM video.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Chosen video')).toBeNull();
  });

  it('edits an entry keeping its stored image, and deletes one only after a confirmation', async () => {
    let items = [SUMMER];
    const { user, api } = await openMagazine({
      'GET /api/admin/magazine': () => json(200, { items }),
      'PUT /api/admin/magazine/m1': () => json(200, { ...SUMMER, description: 'Summer in linen, again' }),
      'DELETE /api/admin/magazine/m1': () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit “Summer in linen”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    expect((within(dialog).getByLabelText('Description in Spanish') as HTMLTextAreaElement).value).toBe('Verano de lino');
    expect(within(dialog).getByRole('img', { name: 'Chosen image' }).getAttribute('src')).toBe('/images/5f2c.webp');
    await fill(user, within(dialog).getByLabelText('Description in French'), 'L’été en lin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Entry “Summer in linen, again” saved.')).toBeTruthy();
    expect(writes(api.requests)[0]?.body).toEqual({
      descriptions: { es: 'Verano de lino', en: 'Summer in linen', fr: 'L’été en lin' },
      contentType: 'image',
      media: '5f2c.webp',
      url: 'https://casaluna.example/verano',
    });

    await user.click(screen.getByRole('button', { name: 'Delete “Summer in linen”' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete “Summer in linen”?' })).getByRole('button', { name: 'Cancel' }));
    expect(writes(api.requests)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete “Summer in linen”' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Entry “Summer in linen” deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Summer in linen/ })).toBeNull());
    expect(writes(api.requests).map((request) => [request.method, request.url.pathname])).toEqual([
      ['PUT', '/api/admin/magazine/m1'],
      ['DELETE', '/api/admin/magazine/m1'],
    ]);
  });

  it("shows an admin every brand's entries and files a new one under the brand chosen", async () => {
    const { user, api } = await openMagazine(
      {
        'GET /api/admin/brands': () => json(200, adminBrandList([adminBrand(), adminBrand({ id: 'b2', name: 'Norte S.R.L.', brand: 'Norte' })])),
        'POST /api/admin/images': () => json(201, { name: 'c3.webp', thumb: 'c3-t.webp', url: '/images/c3.webp', thumbUrl: '/images/c3-t.webp' }),
        'POST /api/admin/magazine': () => json(201, { ...SUMMER, id: 'm3', brand: { id: 'b2', name: 'Norte' }, description: 'Winter' }),
      },
      ADMIN,
    );
    expect(within(await screen.findByRole('row', { name: /Summer in linen/ })).getByRole('cell', { name: 'Casa Luna' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New entry' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose the brand.')).toBeTruthy();
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Brand' }), 'Norte');
    await fill(user, within(dialog).getByLabelText('Description in Spanish'), 'Invierno');
    await user.upload(within(dialog).getByLabelText('Upload image'), new File([new Uint8Array([0xff, 0xd8])], 'n.jpg', { type: 'image/jpeg' }));
    await within(dialog).findByRole('img', { name: 'Chosen image' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Entry “Winter” saved.')).toBeTruthy();
    const create = writes(api.requests).find((request) => request.url.pathname === '/api/admin/magazine');
    expect(create?.body).toEqual({ brandId: 'b2', descriptions: { es: 'Invierno' }, contentType: 'image', media: 'c3.webp', url: null });
  });
});
