import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import type { RecordedRequest } from '../../../test/fakeApi';
import { clothPage, clothView } from '../../../test/answers';
import { renderApp } from '../../../test/renderApp';
import { RECENT_KEY, RECENT_LIMIT } from '../recentIds';

const SHIRT = '11111111-1111-4111-8111-111111111111';
const SKIRT = '22222222-2222-4222-8222-222222222222';
const COAT = '33333333-3333-4333-8333-333333333333';
const NAMES: Record<string, string> = { [SHIRT]: 'Linen shirt', [SKIRT]: 'Pleated skirt', [COAT]: 'Wool coat' };
const view = (id: string) =>
  clothView({
    id,
    name: NAMES[id],
    names: { es: NAMES[id]! },
    categoryId: 'abrigos',
    images: [{ name: `${id}.webp`, thumb: `${id}-t.webp`, url: `/images/${id}.webp`, thumbUrl: `/images/${id}-t.webp` }],
  });
const page = (id: string) => clothPage({ ...view(id), images: [] });
/** The api's GET /recently-viewed: the ids asked, in order, less the ones readers may no longer see. */
const recently =
  (hidden: string[] = []) =>
  (request: RecordedRequest) =>
    json(200, {
      items: (request.url.searchParams.get('ids') ?? '')
        .split(',')
        .filter((id) => id in NAMES && !hidden.includes(id))
        .map(view),
    });
const stored = () => JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? '[]') as string[];
const to = (requests: RecordedRequest[], path: string) => requests.filter((request) => request.url.pathname === path);
const clothRoutes = (id: string) => ({
  [`GET /api/clothes/${id}`]: () => json(200, page(id)),
  [`GET /api/clothes/${id}/more-from-brand`]: () => json(200, { items: [] }),
  [`GET /api/clothes/${id}/similar`]: () => json(200, { items: [] }),
  'GET /api/recently-viewed': recently(),
});

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('recently viewed', () => {
  it("remembers a guest's cloth in this browser and shows the others at its page's foot, as the api reads them now", async () => {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify([SHIRT, COAT]));
    const { api } = await renderApp(`/cloth/${COAT}`, { routes: clothRoutes(COAT) });
    const row = await screen.findByRole('list', { name: 'Recently viewed' });
    expect(
      within(row)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Linen shirt']);
    expect(within(row).getByRole('link', { name: 'Linen shirt' }).getAttribute('href')).toBe(`/cloth/${SHIRT}`);
    expect(to(api.requests, '/api/recently-viewed').at(-1)?.url.searchParams.get('ids')).toBe(SHIRT);
    expect(stored()).toEqual([COAT, SHIRT]);
  });

  it("shows a guest's on the home page, newest first, less what was hidden since, and nothing at all when none is kept", async () => {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify([SKIRT, SHIRT, COAT, 'not-a-cloth']));
    const routes = { 'GET /api/suggestions': () => json(200, { items: [], total: 0 }), 'GET /api/recently-viewed': recently([SHIRT]) };
    const first = await renderApp('/home', { routes });
    const row = await screen.findByRole('list', { name: 'Recently viewed' });
    expect(
      within(row)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Pleated skirt', 'Wool coat']);
    expect(to(first.api.requests, '/api/recently-viewed')[0]?.url.searchParams.get('ids')).toBe([SKIRT, SHIRT, COAT].join(','));
    first.unmount();

    window.localStorage.removeItem(RECENT_KEY);
    const second = await renderApp('/home', { routes });
    await screen.findByRole('heading', { name: 'Suggestions for you' });
    await waitFor(() => expect(to(second.api.requests, '/api/suggestions').length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
    expect(to(second.api.requests, '/api/recently-viewed')).toEqual([]);
  });

  it('keeps at most a few, the newest', async () => {
    const ids = Array.from({ length: RECENT_LIMIT }, (_, at) => `${String(at).padStart(8, '0')}-0000-4000-8000-000000000000`);
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(ids));
    await renderApp(`/cloth/${COAT}`, { routes: clothRoutes(COAT) });
    await screen.findByRole('heading', { name: 'Wool coat' });
    await waitFor(() => expect(stored()[0]).toBe(COAT));
    expect(stored()).toEqual([COAT, ...ids.slice(0, RECENT_LIMIT - 1)]);
  });

  it("shows a member's from their history, leaving out the cloth on screen, and keeps nothing in the browser", async () => {
    const { api } = await renderApp(`/cloth/${COAT}`, {
      stored: { user: 'ana', type: 'USER' },
      routes: {
        ...clothRoutes(COAT),
        'GET /api/profile/history': () => json(200, { items: [COAT, SKIRT].map((id) => ({ ...view(id), viewedAt: '2026-11-21T10:00:00.000Z' })) }),
      },
    });
    const row = await screen.findByRole('list', { name: 'Recently viewed' });
    expect(
      within(row)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Pleated skirt']);
    expect(to(api.requests, '/api/recently-viewed')).toEqual([]);
    expect(window.localStorage.getItem(RECENT_KEY)).toBeNull();
  });
});
