import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clothSummary, searchAnswer } from '../../../test/answers';
import { json } from '../../../test/fakeApi';
import type { RecordedRequest } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import type { SearchResult } from '../api/searchClothes';

const hit = (id: string, name: string) => clothSummary({ id, name, price: 50000 });

/** What the new search answers: two dresses, facets with colour shades, and whatever a test adds about the words. */
function answer(request: RecordedRequest, extra: Partial<SearchResult> = {}): SearchResult {
  return searchAnswer({
    items: [hit('c1', 'Red silk dress'), hit('c2', 'Bordeaux dress')],
    facets: {
      type: [
        { id: '1', name: 'Clothes', count: 2 },
        { id: '2', name: 'Footwear', count: 13 },
      ],
      categories: [{ id: 'vestidos', name: 'Dresses', count: 2 }],
      colors: [
        { id: 'rojo', name: 'Red', count: 2 },
        { id: 'bordo', name: 'Burgundy', count: 1, family: 'rojo' },
        { id: 'negro', name: 'Black', count: 4 },
      ],
      size: [{ id: 'm', name: 'M', count: 2 }],
      brand: [{ id: 'b1', name: 'Casa Luna', count: 2 }],
      materials: [{ id: 'seda', name: 'Silk', count: 1 }],
    },
    price: { min: 20000, max: 60000 },
    text: request.url.searchParams.get('q') ?? '',
    type: request.url.searchParams.get('type'),
    ...extra,
  });
}

const RED_DRESS: Partial<SearchResult> = {
  understood: [
    { facet: 'categories', ids: ['vestidos'], name: 'Dresses', words: 'dress' },
    { facet: 'colors', ids: ['rojo'], name: 'Red', words: 'Red' },
    { facet: 'price', ids: [], name: '', words: 'under 60000', priceMax: 60000 },
  ],
  text: '',
};

const searches = (requests: RecordedRequest[]) => requests.filter((request) => request.url.pathname === '/api/search');
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const panel = () => screen.getByRole('complementary', { name: 'Filters' });

async function openSearch(path: string, extra: (request: RecordedRequest) => Partial<SearchResult> = () => ({})) {
  const app = await renderApp(path, { routes: { 'GET /api/search': (request) => json(200, answer(request, extra(request))) } });
  // The count is said once an answer is in.
  await screen.findByText(/^\d+ (cloth|clothes|prenda|prendas)$/);
  return { ...app, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('what the search understood', () => {
  it('shows each understood part of q as a chip, and removing one takes its words out of q', async () => {
    const { user, api, location } = await openSearch('/search?q=Red%20dress%20under%2060000&type=1', (request) =>
      request.url.searchParams.get('q') === 'Red dress under 60000' ? RED_DRESS : { understood: [RED_DRESS.understood![0]!, RED_DRESS.understood![2]!] },
    );
    expect(await screen.findByRole('button', { name: 'Remove the filter Dresses' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the filter Red' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Remove the filter up to ARS\s60,000$/ })).toBeTruthy();
    // Understood values read as checked in the sheet too.
    expect((within(panel()).getByRole('checkbox', { name: 'Dresses (2)' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove the filter Red' }));
    await waitFor(() => expect(location()).toBe('/search?q=dress+under+60000&type=1'));
    await waitFor(() => expect(searches(api.requests).at(-1)?.url.searchParams.get('q')).toBe('dress under 60000'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove the filter Red' })).toBeNull());

    // Unchecking an understood value in the sheet does what its chip does.
    await user.click(within(panel()).getByRole('checkbox', { name: 'Dresses (2)' }));
    await waitFor(() => expect(location()).toBe('/search?q=under+60000&type=1'));
  });

  it('shows explicit colour, size and brand filters as chips beside the understood ones, and clears them all', async () => {
    const { user, location } = await openSearch('/search?q=Red%20dress%20under%2060000&type=1&colors=negro&size=m&brand=b1', () => RED_DRESS);
    for (const name of ['Dresses', 'Red', 'Black', 'M', 'Casa Luna'])
      expect(await screen.findByRole('button', { name: `Remove the filter ${name}` })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove the filter M' }));
    await waitFor(() => expect(location()).toBe('/search?q=Red+dress+under+60000&type=1&colors=negro&brand=b1'));

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(location()).toBe('/search?type=1'));
  });

  it('offers colours by family only, and each picked one becomes a chip and an address param', async () => {
    const { user, location } = await openSearch('/search?q=vestido&type=1');
    const colours = await within(panel()).findByRole('group', { name: 'Colour' });
    expect(within(colours).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(colours).getByRole('checkbox', { name: 'Red (2)' })).toBeTruthy();
    expect(within(colours).queryByRole('checkbox', { name: /Burgundy/ })).toBeNull();
    expect(within(panel()).getByRole('group', { name: 'Size' })).toBeTruthy();
    expect(within(panel()).getByRole('group', { name: 'Brand' })).toBeTruthy();
    expect(within(panel()).getByRole('group', { name: 'Material' })).toBeTruthy();

    await user.click(within(colours).getByRole('checkbox', { name: 'Black (4)' }));
    await waitFor(() => expect(location()).toBe('/search?q=vestido&type=1&colors=negro'));
    expect(await screen.findByRole('button', { name: 'Remove the filter Black' })).toBeTruthy();
  });
});

describe('answers that changed the question', () => {
  it('says which parts a relaxed answer let go, in the shopper language', async () => {
    await openSearch('/search?q=red%20silky%20dress&type=1', () => ({
      ...RED_DRESS,
      relaxed: {
        dropped: [
          { facet: 'text', name: '', words: 'silky' },
          { facet: 'colors', name: 'Red', words: 'red' },
        ],
        missing: null,
      },
    }));
    expect(await screen.findByText('No results for “red silky dress”; showing clothes without “silky” and in other colours.')).toBeTruthy();
  });

  it('words a relaxed answer in Spanish', async () => {
    window.localStorage.setItem('user-lang', 'es');
    await openSearch('/search?q=vestido%20rojo&type=1', () => ({ relaxed: { dropped: [{ facet: 'colors', name: 'Rojo', words: 'rojo' }], missing: null } }));
    expect(await screen.findByText('No hay resultados para «vestido rojo»; te mostramos prendas de otros colores.')).toBeTruthy();
  });

  it('says the kind of cloth the catalogue lacks when a relaxed answer let its words go', async () => {
    const relaxed = { dropped: [{ facet: 'text', name: 'wedding dress', words: 'wedding dress' }], missing: 'wedding dress' };
    await openSearch('/search?q=wedding%20dress&type=1', () => ({ relaxed }));
    expect(await screen.findByText('No “wedding dress” in this catalogue; showing the nearest clothes.')).toBeTruthy();
    expect(screen.queryByText(/No results for/)).toBeNull();
  });

  it('says where the nearest clothes start when the price was let go', async () => {
    window.localStorage.setItem('user-lang', 'es');
    await openSearch('/search?q=vestido%20negro%20menos%20de%2050000&type=1', () => ({
      relaxed: { dropped: [{ facet: 'price', name: '', words: 'menos de 50000', priceMin: 61900 }], missing: null },
    }));
    expect(await screen.findByText('No hay resultados para «vestido negro menos de 50000»; te mostramos prendas desde $ 61.900.')).toBeTruthy();
  });

  it('words the kind a catalogue lacks in Spanish', async () => {
    window.localStorage.setItem('user-lang', 'es');
    await openSearch('/search?q=vestido%20de%20novia&type=1', () => ({
      relaxed: { dropped: [{ facet: 'text', name: 'novia', words: 'novia' }], missing: 'vestido de novia' },
    }));
    expect(await screen.findByText('No hay «vestido de novia» en este catálogo; te mostramos las prendas más parecidas.')).toBeTruthy();
  });

  it('offers the corrected spelling the answer is for, as a link that puts it in q', async () => {
    const { user, location } = await openSearch('/search?q=vestdo&type=1', () => ({ didYouMean: 'vestido' }));
    const notice = (await screen.findByText(/Showing results for/)).closest('[role="status"]') as HTMLElement;
    expect(plain(notice.textContent)).toBe('No results for “vestdo”. Showing results for “vestido”.');
    await user.click(within(notice).getByRole('link', { name: 'vestido' }));
    await waitFor(() => expect(location()).toBe('/search?q=vestido&type=1'));
  });

  it('searches the type the words named, putting it in the address once without searching again', async () => {
    const { api, location, router } = await openSearch('/search?q=zapatillas%20blancas&type=1', () => ({ type: '2' }));
    await waitFor(() => expect(location()).toBe('/search?q=zapatillas+blancas&type=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect((within(panel()).getByRole('radio', { name: /Footwear/ }) as HTMLInputElement).checked).toBe(true));
    expect(searches(api.requests)).toHaveLength(1);
  });
});

describe('an empty answer', () => {
  const empty = (extra: Partial<SearchResult> = {}): Partial<SearchResult> => ({
    items: [],
    total: 0,
    otherTypes: [
      { id: '2', name: 'Footwear', count: 13 },
      { id: '3', name: 'Accessories', count: 0 },
    ],
    popular: [hit('p1', 'Linen shirt'), hit('p2', 'Straw hat')],
    ...extra,
  });

  it('names the other types that hold the words, offers a correction and a shelf of popular clothes', async () => {
    const { user, location } = await openSearch('/search?q=zapatilas&type=1', (request) =>
      request.url.searchParams.get('type') === '1' ? empty({ didYouMean: 'zapatillas' }) : {},
    );
    expect(await screen.findByText('Nothing matches “zapatilas”.')).toBeTruthy();
    expect(screen.queryByText(/Try fewer filters/)).toBeNull();
    expect(plain(screen.getByText(/Did you mean/).textContent)).toBe('Did you mean “zapatillas”?');
    const shelf = screen.getByRole('list', { name: 'Popular clothes' });
    expect(
      within(shelf)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Linen shirt', 'Straw hat']);

    const types = screen.getByRole('navigation', { name: 'In other types' });
    expect(
      within(types)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['13 clothes in Footwear']);
    await user.click(within(types).getByRole('link', { name: '13 clothes in Footwear' }));
    await waitFor(() => expect(location()).toBe('/search?q=zapatilas&type=2'));
    expect(await screen.findByRole('list', { name: 'Results' })).toBeTruthy();
  });

  it('advises fewer filters only when filters are on', async () => {
    await openSearch('/search?q=vestido&type=1&colors=negro', () => empty());
    expect(await screen.findByText('Nothing matches. Try fewer filters or other words.')).toBeTruthy();
  });
});
