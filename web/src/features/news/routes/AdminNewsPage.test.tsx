import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clothSummary, searchAnswer } from '../../../test/answers';
import { json, writes } from '../../../test/fakeApi';
import type { Handler } from '../../../test/fakeApi';
import { ADMIN, openAs } from '../../../test/signedIn';
import type { NewsSlide } from '../api/newsSlide';

const cloth = (id: string, name: string) => clothSummary({ id, name, price: 1000, image: { url: `/images/${id}.webp`, thumbUrl: `/images/${id}-t.webp` } });
const slide = (id: string, clothId: string, name: string, order: number): NewsSlide => ({
  id,
  cloth: cloth(clothId, name),
  image: { url: `/images/${id}.webp`, thumbUrl: `/images/${id}-t.webp` },
  visible: true,
  order,
});
const SLIDES = [slide('s1', 'c1', 'Linen dress', 0), slide('s2', 'c2', 'Wool coat', 1), slide('s3', 'c3', 'Silk scarf', 2)];
const rowNames = () => screen.getAllByRole('rowheader').map((header) => header.firstChild?.textContent);

/** The api's side of the order: the slides as the ids say, or 409 when they are not all of them. */
function newsApi(start: NewsSlide[] = SLIDES) {
  let slides = start;
  const routes: Record<string, Handler> = {
    'GET /api/admin/news': () => json(200, { items: slides }),
    'PUT /api/admin/news/order': (request) => {
      const { ids } = request.body as { ids: string[] };
      slides = ids.map((id, order) => ({ ...(slides.find((item) => item.id === id) as NewsSlide), order }));
      return json(200, { items: slides });
    },
  };
  return routes;
}

async function openNews(routes: Record<string, Handler> = {}) {
  const app = await openAs(ADMIN, '/admin/news', { heading: 'News', routes: { ...newsApi(), ...routes } });
  await screen.findByRole('table');
  return app;
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('admin news', () => {
  it('reorders from the keyboard: the right ids are saved, the focus stays on the moved row and its new place is announced', async () => {
    const { user, api } = await openNews();
    expect(rowNames()).toEqual(['Linen dress', 'Wool coat', 'Silk scarf']);

    const up = screen.getByRole('button', { name: 'Move Silk scarf up' });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Linen dress', 'Silk scarf', 'Wool coat']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Silk scarf up' }));
    expect(screen.getByText('Silk scarf moved to position 2 of 3.').getAttribute('aria-live')).toBe('polite');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Silk scarf', 'Linen dress', 'Wool coat']));
    const top = screen.getByRole('button', { name: 'Move Silk scarf up' });
    expect(document.activeElement).toBe(top);
    expect(top.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');

    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Silk scarf down' }));
    await user.keyboard(' ');
    await waitFor(() => expect(rowNames()).toEqual(['Linen dress', 'Silk scarf', 'Wool coat']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Silk scarf down' }));

    await waitFor(() => expect(writes(api.requests)).toHaveLength(3));
    expect(writes(api.requests).map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['PUT', '/api/admin/news/order', { ids: ['s1', 's3', 's2'] }],
      ['PUT', '/api/admin/news/order', { ids: ['s3', 's1', 's2'] }],
      ['PUT', '/api/admin/news/order', { ids: ['s1', 's3', 's2'] }],
    ]);
  });

  it('reorders by dragging a row onto another', async () => {
    const { api } = await openNews();
    const rows = screen.getAllByRole('row').slice(1);
    const dataTransfer = { setData: () => undefined, effectAllowed: 'none', dropEffect: 'none' };
    fireEvent.dragStart(rows[2] as HTMLElement, { dataTransfer });
    fireEvent.dragOver(rows[0] as HTMLElement, { dataTransfer });
    fireEvent.drop(rows[0] as HTMLElement, { dataTransfer });
    await waitFor(() => expect(rowNames()).toEqual(['Silk scarf', 'Linen dress', 'Wool coat']));
    expect(writes(api.requests).map((request) => request.body)).toEqual([{ ids: ['s3', 's1', 's2'] }]);
  });

  it('puts the order back and says why when the server refuses it', async () => {
    const { user } = await openNews({
      'PUT /api/admin/news/order': () => json(409, { code: 'ORDER_MISMATCH', message: 'The slides changed' }),
    });
    await user.click(screen.getByRole('button', { name: 'Move Linen dress down' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Someone changed the slides meanwhile; the current list is shown. Please order it again.');
    await waitFor(() => expect(rowNames()).toEqual(['Linen dress', 'Wool coat', 'Silk scarf']));
  });

  it('creates a slide from a cloth found by name and an uploaded image, and hides another', async () => {
    let slides = SLIDES.slice(0, 1);
    const { user, api } = await openNews({
      'GET /api/admin/news': () => json(200, { items: slides }),
      'GET /api/search': (request) =>
        json(200, searchAnswer({ items: request.url.searchParams.get('q') === 'wo' ? [cloth('c2', 'Wool coat'), cloth('c9', 'Wool hat')] : [], pageSize: 8 })),
      'POST /api/admin/images': () => json(201, { name: 'n1.webp', thumb: 'n1-t.webp', url: '/images/n1.webp', thumbUrl: '/images/n1-t.webp' }),
      'POST /api/admin/news': () => {
        slides = [...slides, { ...slide('s2', 'c2', 'Wool coat', 1), image: { url: '/images/n1.webp', thumbUrl: '/images/n1-t.webp' } }];
        return json(201, slides[1]);
      },
      'PUT /api/admin/news/s1': (request) => {
        slides = [{ ...SLIDES[0], visible: (request.body as { visible: boolean }).visible } as NewsSlide, ...slides.slice(1)];
        return json(200, slides[0]);
      },
    });
    await user.click(screen.getByRole('button', { name: 'New slide' }));
    const dialog = await screen.findByRole('dialog', { name: 'New slide' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose the cloth the slide leads to.')).toBeTruthy();
    expect(within(dialog).getByText("Upload the slide's image.")).toBeTruthy();
    expect(within(dialog).getByText('Recommended 864 × 1376 (5:8). JPEG, PNG, WebP or AVIF up to 10 MB.')).toBeTruthy();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search a cloth by name' }), 'wo');
    const results = await within(dialog).findByRole('list', { name: 'Clothes found' });
    await user.click(within(results).getByRole('button', { name: /Wool coat/ }));
    expect(within(dialog).getByText('Chosen: Wool coat (Casa Luna)')).toBeTruthy();
    await user.upload(within(dialog).getByLabelText('Image'), new File([new Uint8Array([0xff, 0xd8])], 'coat.jpg', { type: 'image/jpeg' }));
    expect((await within(dialog).findByRole('img', { name: "The slide's image" })).getAttribute('src')).toBe('/images/n1-t.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Slide of Wool coat saved.')).toBeTruthy();
    await waitFor(() => expect(rowNames()).toEqual(['Linen dress', 'Wool coat']));

    await user.click(screen.getByRole('switch', { name: 'Linen dress visible' }));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Linen dress visible' }) as HTMLInputElement).checked).toBe(false));
    expect(
      writes(api.requests)
        .map((request) => [request.method, request.url.pathname, request.body])
        .slice(1),
    ).toEqual([
      ['POST', '/api/admin/news', { clothId: 'c2', image: 'n1.webp', visible: true }],
      ['PUT', '/api/admin/news/s1', { clothId: 'c1', image: 's1.webp', visible: false }],
    ]);
  });

  it('edits a slide keeping its cloth and stored image, and can hide it from there', async () => {
    const { user, api } = await openNews({
      'PUT /api/admin/news/s2': (request) => json(200, { ...SLIDES[1], visible: (request.body as { visible: boolean }).visible }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit the slide of Wool coat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit slide' });
    expect(within(dialog).getByText('Chosen: Wool coat (Casa Luna)')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: "The slide's image" }).getAttribute('src')).toBe('/images/s2-t.webp');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Visible in the carousel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Slide of Wool coat saved.')).toBeTruthy();
    expect(writes(api.requests).map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['PUT', '/api/admin/news/s2', { clothId: 'c2', image: 's2.webp', visible: false }],
    ]);
  });

  it('deletes a slide only after a confirmation', async () => {
    const { user, api } = await openNews({ 'DELETE /api/admin/news/s2': () => new Response(null, { status: 204 }) });
    await user.click(screen.getByRole('button', { name: 'Delete the slide of Wool coat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the slide of Wool coat?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Slide of Wool coat deleted.')).toBeTruthy();
    expect(writes(api.requests).map((request) => [request.method, request.url.pathname])).toEqual([['DELETE', '/api/admin/news/s2']]);
  });
});
