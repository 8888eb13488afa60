import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clothSummary, searchAnswer } from '../../../test/answers';
import { json } from '../../../test/fakeApi';
import type { RecordedRequest } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import type { SearchResult } from '../api/searchClothes';
import { PRICE_SETTLE_MS } from '../components/PriceRange';

const hit = (id: string, name: string, price: number, discountedPrice: number | null = null, inStock = true) =>
  clothSummary({ id, name, price, discountedPrice, image: { url: `/images/${id}.webp`, thumbUrl: `/images/${id}-t.webp` }, inStock });

/** A tiny search engine: events narrow the results, and the other filters' counts follow them. */
function answer(request: RecordedRequest): SearchResult {
  const events = request.url.searchParams.get('events')?.split(',') ?? [];
  const inStock = request.url.searchParams.get('availability') === 'in-stock';
  const all = [hit('c1', 'Linen dress', 12500, 9900), hit('c2', 'Wool coat', 80000, null, false), hit('c3', 'Beach sandals', 5000)].filter(
    (cloth) => !inStock || cloth.inStock,
  );
  const items = events.length ? all.filter((cloth) => (events.includes('boda') && cloth.id !== 'c3') || (events.includes('playa') && cloth.id === 'c3')) : all;
  return searchAnswer({
    items,
    total: events.length || inStock ? items.length : 51,
    page: Number(request.url.searchParams.get('page')),
    facets: {
      type: [
        { id: '1', name: 'Clothes', count: 51 },
        { id: '2', name: 'Footwear', count: 7 },
      ],
      categories: [{ id: 'vestidos', name: 'Dresses', count: events.length ? 1 : 20 }],
      events: [
        { id: 'boda', name: 'Wedding', count: 2 },
        { id: 'playa', name: 'Beach', count: 1 },
        { id: 'gala', name: 'Gala', count: 0 },
      ],
      weather: [],
      season: [{ id: 'verano', name: 'Summer', count: 30 }],
      gender: [{ id: 'mujer', name: 'Women', count: 40 }],
      availability: [{ id: 'in-stock', name: 'In stock', count: 50 }, ...(inStock ? [] : [{ id: 'sold-out', name: 'Sold out', count: 1 }])],
    },
    price: { min: 5000, max: 80000 },
    text: request.url.searchParams.get('q') ?? '',
    type: request.url.searchParams.get('type'),
  });
}

const searches = (requests: RecordedRequest[]) => requests.filter((request) => request.url.pathname === '/api/search');
const lastSearch = (requests: RecordedRequest[]) => Object.fromEntries(searches(requests).at(-1)?.url.searchParams ?? []);
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

async function openSearch(path = '/search?q=vestido', routes = {}) {
  const app = await renderApp(path, { routes: { 'GET /api/search': (request) => json(200, answer(request)), ...routes } });
  await screen.findByRole('list', { name: 'Results' });
  return { ...app, user: userEvent.setup({ delay: null }) };
}

const panel = () => screen.getByRole('complementary', { name: 'Filters' });

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('search', () => {
  it('reads q and type from the address (type 1 by default) and shows cards with brand, name and prices', async () => {
    const { api } = await openSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “vestido”' })).toBeTruthy();
    expect(screen.getByText('51 clothes')).toBeTruthy();
    expect(lastSearch(api.requests)).toEqual({ q: 'vestido', type: '1', sort: 'relevance', page: '1', pageSize: '24' });

    const card = screen.getByRole('article', { name: 'Linen dress' });
    expect(card.textContent).toContain('Casa Luna');
    expect(plain(card.textContent)).toContain('ARS 12,500');
    expect(plain(card.textContent)).toContain('ARS 9,900');
    expect(within(card).getByRole('link', { name: 'Linen dress' }).getAttribute('href')).toBe('/cloth/c1');
    expect((within(panel()).getByRole('radio', { name: /Clothes/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('combines two values of one filter with OR, updates every count, and shows them as removable chips', async () => {
    const { user, api, location } = await openSearch();
    const events = within(panel()).getByRole('group', { name: 'Events' });
    expect((within(events).getByRole('checkbox', { name: 'Gala (0)' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(panel()).getByRole('checkbox', { name: 'Dresses (20)' })).toBeTruthy();

    await user.click(within(events).getByRole('checkbox', { name: 'Wedding (2)' }));
    await user.click(within(events).getByRole('checkbox', { name: 'Beach (1)' }));

    await waitFor(() => expect(location()).toBe('/search?q=vestido&type=1&events=boda%2Cplaya'));
    await waitFor(() => expect(screen.getByText('3 clothes')).toBeTruthy());
    expect(within(panel()).getByRole('checkbox', { name: 'Dresses (1)' })).toBeTruthy();
    expect(lastSearch(api.requests)).toMatchObject({ events: 'boda,playa', page: '1' });

    await user.click(screen.getByRole('button', { name: 'Remove the filter Wedding' }));
    await waitFor(() => expect(location()).toBe('/search?q=vestido&type=1&events=playa'));
    expect(await screen.findByText('1 cloth')).toBeTruthy();
  });

  it('seeds the price sliders with the real lowest and highest price and filters by the chosen range', async () => {
    const { user, location } = await openSearch();
    const min = within(panel()).getByRole('slider', { name: 'Minimum price' }) as HTMLInputElement;
    const max = within(panel()).getByRole('slider', { name: 'Maximum price' }) as HTMLInputElement;
    expect([min.min, min.max, min.value, max.value]).toEqual(['5000', '80000', '5000', '80000']);
    expect(plain(max.getAttribute('aria-valuetext'))).toBe('ARS 80,000');

    fireEvent.change(min, { target: { value: '20000' } });
    fireEvent.change(min, { target: { value: '20750' } });
    await waitFor(() => expect(location()).toBe('/search?q=vestido&type=1&priceMin=20750'), { timeout: PRICE_SETTLE_MS * 5 });

    const chip = await screen.findByRole('button', { name: /Remove the filter from ARS\s20,750/ });
    await user.click(chip);
    await waitFor(() => expect(location()).toBe('/search?q=vestido&type=1'));
  });

  it('sorts and pages through the results, keeping both in the address', async () => {
    const { user, api, location } = await openSearch('/search?q=vestido&type=1&season=verano');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(location()).toBe('/search?q=vestido&type=1&season=verano&sort=price_asc'));
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('Page 1 of 3');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/search?q=vestido&type=1&season=verano&sort=price_asc&page=2'));
    await waitFor(() => expect(lastSearch(api.requests)).toMatchObject({ season: 'verano', sort: 'price_asc', page: '2' }));
  });

  it('opens the filters in a drawer on small screens', async () => {
    const { user, location } = await openSearch();
    await user.click(screen.getByRole('button', { name: 'Filters (0)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Summer (30)' }));
    await waitFor(() => expect(location()).toBe('/search?q=vestido&type=1&season=verano'));
    await user.click(within(drawer).getByRole('button', { name: /^Show/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows sold-out clothes marked, and leaves them out with the "In stock only" toggle, kept in the address and as a chip', async () => {
    const { user, api, location } = await openSearch();
    expect(screen.getByRole('article', { name: 'Wool coat' }).textContent).toContain('Sold out');
    expect(screen.getByRole('article', { name: 'Linen dress' }).textContent).not.toContain('Sold out');
    const toggle = within(panel()).getByRole('switch', { name: 'In stock only (50)' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);

    await user.click(toggle);
    await waitFor(() => expect(location()).toBe('/search?q=vestido&type=1&availability=in-stock'));
    await waitFor(() => expect(lastSearch(api.requests)).toMatchObject({ availability: 'in-stock', page: '1' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Wool coat' })).toBeNull());
    expect((within(panel()).getByRole('switch', { name: /In stock only/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove the filter In stock' }));
    await waitFor(() => expect(location()).toBe('/search?q=vestido&type=1'));
    expect(await screen.findByRole('article', { name: 'Wool coat' })).toBeTruthy();
  });

  it('offers "In stock only" in every language', async () => {
    for (const [language, text] of [
      ['es', 'Solo en stock'],
      ['it', 'Solo disponibili'],
      ['fr', 'En stock uniquement'],
    ] as const) {
      window.localStorage.setItem('user-lang', language);
      const view = await renderApp('/search?q=vestido', { routes: { 'GET /api/search': (request) => json(200, answer(request)) } });
      expect(await screen.findByRole('switch', { name: new RegExp(`^${text}`) }, { timeout: 5_000 })).toBeTruthy();
      view.unmount();
    }
  });

  it('sends a guest over the free search limit to log in, to come back to the same search', async () => {
    // The api client reads where the reader is from the browser's address, as the browser router keeps it.
    window.history.pushState({}, '', '/search?q=vestido&type=1');
    const { location } = await renderApp('/search?q=vestido&type=1', {
      routes: { 'GET /api/search': () => json(401, { message: 'FREE_SEARCH_LIMIT_EXCEEDED' }) },
    });
    await waitFor(() => expect(location()).toBe(`/login?next=${encodeURIComponent('/search?q=vestido&type=1')}&reason=search_limit`));
  });
});
