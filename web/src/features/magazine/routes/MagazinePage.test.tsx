import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fakeApi';
import type { RecordedRequest } from '../../../test/fakeApi';
import { magazineItem } from '../../../test/magazine';
import { renderApp } from '../../../test/renderApp';
import type { MagazineItem } from '../api/magazineItem';

const entry = (n: number, overrides: Partial<MagazineItem> = {}) =>
  magazineItem({
    id: `m${n}`,
    description: `Story number ${n}`,
    descriptions: { es: `Historia ${n}`, en: `Story number ${n}` },
    media: { url: `/images/m${n}.webp`, posterUrl: null },
    publishedAt: `2026-03-${String(20 - n).padStart(2, '0')}T10:00:00.000Z`,
    ...overrides,
  });

/** Three entries over two pages, the second reached with the cursor the first ends with. */
const pages = (request: RecordedRequest) =>
  request.url.searchParams.get('cursor') === 'after-m2'
    ? json(200, { items: [entry(3)], nextCursor: null })
    : json(200, { items: [entry(1), entry(2)], nextCursor: 'after-m2' });
const feedRequests = (requests: RecordedRequest[]) => requests.filter((request) => request.url.pathname === '/api/magazine');

/** jsdom has no IntersectionObserver: this one lets a test say when the sentinel comes into view. */
function fakeIntersection() {
  const observers = new Set<{ callback: IntersectionObserverCallback; nodes: Element[] }>();
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; nodes: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, nodes: [] };
      observers.add(this.entry);
    }
    observe(node: Element) {
      this.entry.nodes.push(node);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    scrollToEnd: () =>
      act(() => {
        for (const { callback, nodes } of [...observers]) {
          callback(
            nodes.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('magazine', () => {
  it('loads the next page when the reader scrolls near the end, newest first, and says when all is read', async () => {
    const viewport = fakeIntersection();
    const { api } = await renderApp('/magazine', { routes: { 'GET /api/magazine': pages } });
    const feed = await screen.findByRole('feed', { name: 'Magazine entries' });
    expect(within(feed).getAllByRole('article', { name: 'Casa Luna' })).toHaveLength(2);
    expect(
      within(feed)
        .getAllByRole('article')
        .map((article) => within(article).getByText(/Story number/).textContent),
    ).toEqual(['Story number 1', 'Story number 2']);
    expect(feedRequests(api.requests).map((request) => request.url.search)).toEqual(['?limit=12']);

    viewport.scrollToEnd();
    expect(await within(feed).findByText('Story number 3')).toBeTruthy();
    expect(feedRequests(api.requests).map((request) => request.url.searchParams.get('cursor'))).toEqual([null, 'after-m2']);
    expect(
      within(feed)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-posinset')),
    ).toEqual(['1', '2', '3']);
    expect(await screen.findByText('You are all caught up')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    // Nothing more to ask for, however much the reader scrolls.
    viewport.scrollToEnd();
    expect(feedRequests(api.requests)).toHaveLength(2);
  });

  it('offers "Load more" to keyboards and to browsers that cannot observe the scroll', async () => {
    const { api } = await renderApp('/magazine', { routes: { 'GET /api/magazine': pages } });
    const more = await screen.findByRole('button', { name: 'Load more' });
    await userEvent.setup({ delay: null }).click(more);
    expect(await screen.findByText('Story number 3')).toBeTruthy();
    expect(feedRequests(api.requests).map((request) => request.url.searchParams.get('cursor'))).toEqual([null, 'after-m2']);
    // The keyboard reader goes on from the first new entry.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Story number 3'));
    expect(document.activeElement?.tagName).toBe('ARTICLE');
  });

  it('plays a video inline, muted and only when asked, and links out to the brand safely', async () => {
    const video = entry(1, {
      contentType: 'video',
      media: { url: '/images/m1.mp4', posterUrl: '/images/m1-poster.webp' },
      url: 'https://casaluna.example/verano',
    });
    await renderApp('/magazine', { routes: { 'GET /api/magazine': () => json(200, { items: [video, entry(2)], nextCursor: null }) } });
    const [first, second] = within(await screen.findByRole('feed')).getAllByRole('article');
    const player = first?.querySelector('video');
    expect(player).toBeTruthy();
    expect([player?.getAttribute('src'), player?.getAttribute('poster'), player?.getAttribute('preload')]).toEqual([
      '/images/m1.mp4',
      '/images/m1-poster.webp',
      'metadata',
    ]);
    expect([player?.controls, player?.muted, player?.autoplay, player?.hasAttribute('playsinline')]).toEqual([true, true, false, true]);
    expect(player?.getAttribute('aria-label')).toBe('Video by Casa Luna');
    expect(second?.querySelector('video')).toBeNull();
    expect(second?.querySelector('img')?.getAttribute('src')).toBe('/images/m2.webp');

    const out = within(first as HTMLElement).getByRole('link', { name: 'Visit Casa Luna (opens in a new tab)' });
    expect([out.getAttribute('href'), out.getAttribute('target'), out.getAttribute('rel')]).toEqual([
      'https://casaluna.example/verano',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Casa Luna' })
        .getAttribute('href'),
    ).toBe('/brand/b1');
    expect(within(second as HTMLElement).queryByRole('link', { name: /Visit/ })).toBeNull();
  });

  it('gives each entry the favourite heart, which takes a guest to log in first', async () => {
    await renderApp('/magazine', { routes: { 'GET /api/magazine': () => json(200, { items: [entry(1)], nextCursor: null }) } });
    const article = within(await screen.findByRole('feed')).getByRole('article');
    const heart = await within(article).findByRole('link', { name: /Story number 1/ });
    expect(heart.getAttribute('href')).toBe('/login?next=%2Fmagazine');
  });

  it('opens `/` on the newest clothes and on compact stories that unfold, with the clothes each features', async () => {
    const cloth = (n: number) => ({
      id: `c${n}`,
      name: `Linen shirt ${n}`,
      brand: { id: 'b1', name: 'Casa Luna' },
      price: 45_900,
      currency: 'ARS',
      discountedPrice: n === 1 ? 32_900 : null,
      image: { url: `/images/c${n}.webp`, thumbUrl: `/images/c${n}-t.webp` },
      inStock: true,
    });
    const story = entry(1, {
      description: 'How to wear linen\n\nLinen breathes.\n\nWash it cold.',
      clothIds: ['c1', 'c9'],
      clothes: [cloth(1)],
    });
    const { api } = await renderApp('/', {
      routes: {
        'GET /api/magazine': () => json(200, { items: [story], nextCursor: null }),
        'GET /api/suggestions': () => json(200, { items: [1, 2, 3].map(cloth), total: 3 }),
      },
    });
    const arrivals = await screen.findByRole('region', { name: 'New in' });
    // Its room is kept with empty cards while the clothes come.
    await waitFor(() => expect(arrivals.getAttribute('aria-busy')).toBeNull());
    expect(
      within(screen.getByRole('region', { name: 'New in' }))
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Linen shirt 1', 'Linen shirt 2', 'Linen shirt 3']);
    expect(
      within(screen.getByRole('region', { name: 'New in' }))
        .getByRole('link', { name: 'Linen shirt 2' })
        .getAttribute('href'),
    ).toBe('/cloth/c2');
    expect(Object.fromEntries(api.requests.find((request) => request.url.pathname === '/api/suggestions')!.url.searchParams)).toEqual({
      type: '1',
      limit: '8',
    });

    const article = within(await screen.findByRole('feed')).getByRole('article', { name: 'Casa Luna' });
    expect(within(article).getByText('How to wear linen')).toBeTruthy();
    expect(within(article).getByText('Linen breathes.')).toBeTruthy();
    expect(within(article).queryByText('Wash it cold.')).toBeNull();
    const more = within(article).getByRole('button', { name: 'Read more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup({ delay: null }).click(more);
    expect(within(article).getByText('Wash it cold.')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');

    const featured = within(article).getByRole('region', { name: 'In this story' });
    expect(within(featured).getByRole('link', { name: 'Linen shirt 1' }).getAttribute('href')).toBe('/cloth/c1');
    expect(within(featured).getAllByRole('listitem')).toHaveLength(1);
    expect(within(featured).getByText('ARS 32,900')).toBeTruthy();
  });

  it('leaves the new arrivals out when the shelf cannot be read, and the stories stay', async () => {
    await renderApp('/magazine', {
      routes: {
        'GET /api/magazine': () => json(200, { items: [entry(1)], nextCursor: null }),
        'GET /api/suggestions': () => json(500, { code: 'INTERNAL', message: 'x' }),
      },
    });
    expect(await screen.findByRole('article', { name: 'Casa Luna' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New in' })).toBeNull());
  });

  it('tells the reader when there is nothing yet', async () => {
    await renderApp('/magazine', { routes: { 'GET /api/magazine': () => json(200, { items: [], nextCursor: null }) } });
    expect(await screen.findByText('No entries yet. Come back soon.')).toBeTruthy();
  });

  it('says so when the magazine cannot be read', async () => {
    await renderApp('/magazine', { routes: { 'GET /api/magazine': () => json(400, { code: 'VALIDATION_FAILED', message: 'Bad cursor' }) } });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the magazine. Please try again later.');
  });
});
