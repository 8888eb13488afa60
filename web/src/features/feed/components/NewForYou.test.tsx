import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import type { RecordedRequest } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { FROM_ANA, FROM_CASA_LUNA, FROM_RED_DRESS, feedItem, feedServer } from '../testing';

const HOME = {
  'GET /api/categories/data/': () => json(200, { types: [], categories: [], events: [], genders: [], seasons: [], weather: [] }),
  'GET /api/suggestions': () => json(200, { items: [], total: 0 }),
};
const feedPages = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.pathname === '/api/feed').map((request) => request.url.searchParams.get('page'));
const MEMBER = { stored: { user: 'ana', type: 'USER' as const } };

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('home: new for you', () => {
  it('shows a member the clothes of their feed first, each with why it is there', async () => {
    const items = [
      feedItem('c1', 'Linen dress', FROM_CASA_LUNA),
      feedItem('c2', 'Wool coat', FROM_ANA),
      feedItem('c3', 'Red dress', FROM_RED_DRESS),
      feedItem('c4', 'Silk scarf', { kind: 'backInStock' }),
    ];
    await renderApp('/home', { ...MEMBER, routes: { ...HOME, ...feedServer(items) } });
    const shelf = await screen.findByRole('list', { name: 'New for you' });
    const cards = within(shelf).getAllByRole('listitem');
    expect(within(cards[0]!).getByRole('link', { name: 'Linen dress' }).getAttribute('href')).toBe('/cloth/c1');
    expect(cards.map((card) => within(card).getByText(/^(New from|Recommended by|Matches your search|Your favourite)/).textContent)).toEqual([
      'New from Casa Luna',
      'Recommended by @ana',
      'Matches your search: vestido rojo',
      'Your favourite is back in stock',
    ]);
    // The shelf comes before the suggestions everyone sees.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('New for you')).toBeLessThan(headings.indexOf('Suggestions for you'));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows more on asking, fetching the next page when the first runs out', async () => {
    const items = Array.from({ length: 30 }, (_, at) => feedItem(`c${at}`, `Cloth ${at}`, FROM_CASA_LUNA));
    const { api } = await renderApp('/home', { ...MEMBER, routes: { ...HOME, ...feedServer(items) } });
    const shelf = await screen.findByRole('list', { name: 'New for you' });
    expect(within(shelf).getAllByRole('article')).toHaveLength(8);
    const user = userEvent.setup({ delay: null });
    for (const count of [16, 24]) {
      await user.click(screen.getByRole('button', { name: 'Show more' }));
      expect(within(shelf).getAllByRole('article')).toHaveLength(count);
    }
    expect(feedPages(api.requests)).toEqual(['1']);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(shelf).getAllByRole('article')).toHaveLength(30));
    expect(feedPages(api.requests)).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says how to fill it when it is empty', async () => {
    await renderApp('/home', { ...MEMBER, routes: { ...HOME, ...feedServer([]) } });
    expect(await screen.findByText(/New clothes from the brands and influencers you follow, and from the searches you save, show here\./)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'New for you' })).toBeNull();
  });

  it('is not there for a guest, who sees the home as before', async () => {
    const { api } = await renderApp('/home', { routes: { ...HOME, ...feedServer([feedItem('c1', 'Linen dress', FROM_CASA_LUNA)]) } });
    await screen.findByRole('heading', { level: 2, name: 'Suggestions for you' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('heading', { name: 'New for you' })).toBeNull();
    expect(feedPages(api.requests)).toEqual([]);
  });
});
