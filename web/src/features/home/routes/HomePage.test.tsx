import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clothSummary, taxonomyData } from '../../../test/answers';
import { json } from '../../../test/fakeApi';
import type { RecordedRequest } from '../../../test/fakeApi';
import { magazineItem } from '../../../test/magazine';
import { renderApp } from '../../../test/renderApp';

const TAXONOMY = taxonomyData({
  types: [{ id: '1', name: 'Clothes', names: { es: 'Ropa' } }],
  categories: [
    { id: 'vestidos', name: 'Dresses', names: { es: 'Vestidos' }, typeId: '1' },
    { id: 'botas', name: 'Boots', names: { es: 'Botas' }, typeId: '2' },
  ],
});
const hit = (id: string, name: string) => clothSummary({ id, name, price: 1000 });
const shelf = (request: RecordedRequest) =>
  json(200, {
    items: request.url.searchParams.get('category') === 'vestidos' ? [hit('c1', 'Linen dress')] : [hit('c1', 'Linen dress'), hit('c2', 'Wool coat')],
    total: 2,
  });
const requestsTo = (requests: RecordedRequest[], path: string) => requests.filter((request) => request.url.pathname === path);

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('home', () => {
  it('suggests the newest clothes, filtered by category, with a way to see more', async () => {
    const { api, location } = await renderApp('/home', {
      stored: { user: 'ana', type: 'USER' },
      routes: { 'GET /api/categories/data/': () => json(200, TAXONOMY), 'GET /api/suggestions': shelf },
    });
    const list = await screen.findByRole('list', { name: 'Suggestions for you' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const filter = screen.getByRole('navigation', { name: 'Categories' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Dresses']);

    await userEvent.setup({ delay: null }).click(within(filter).getByRole('button', { name: 'Dresses' }));
    await waitFor(() => expect(location()).toBe('/home?category=vestidos'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Suggestions for you' })).getAllByRole('article')).toHaveLength(1));
    expect(within(filter).getByRole('button', { name: 'Dresses' }).getAttribute('aria-pressed')).toBe('true');
    expect(Object.fromEntries(requestsTo(api.requests, '/api/suggestions').at(-1)?.url.searchParams ?? [])).toMatchObject({ type: '1', category: 'vestidos' });
    expect(screen.getByRole('link', { name: 'See more suggestions' }).getAttribute('href')).toBe('/search?type=1&categories=vestidos');
  });

  it('shows guests suggestions too, from the shelf that spends none of their free searches', async () => {
    const { api } = await renderApp('/home', { routes: { 'GET /api/categories/data/': () => json(200, TAXONOMY), 'GET /api/suggestions': shelf } });
    const list = await screen.findByRole('list', { name: 'Suggestions for you' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'See more suggestions' }).getAttribute('href')).toBe('/search?type=1');
    expect(requestsTo(api.requests, '/api/search')).toEqual([]);
  });

  it('shows the latest magazine stories as compact tiles under the clothes, each leading to its own page', async () => {
    const story = (n: number) =>
      magazineItem({
        id: `m${n}`,
        description: `Story ${n}\n\nFirst paragraph ${n}.\n\nSecond paragraph.`,
        descriptions: { es: `Historia ${n}` },
        media: { url: `/images/m${n}.webp`, posterUrl: null },
        publishedAt: '2026-03-10T10:00:00.000Z',
      });
    await renderApp('/home', {
      routes: {
        'GET /api/categories/data/': () => json(200, TAXONOMY),
        'GET /api/suggestions': shelf,
        'GET /api/magazine': () => json(200, { items: [1, 2, 3, 4].map(story), nextCursor: 'more' }),
      },
    });
    const stories = await screen.findByRole('region', { name: 'The latest stories' });
    const titles = within(stories).getAllByRole('link', { name: /^Story / });
    expect(titles.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Story 1', '/magazine/m1'],
      ['Story 2', '/magazine/m2'],
      ['Story 3', '/magazine/m3'],
    ]);
    expect(within(stories).queryByText(/First paragraph/)).toBeNull();
    expect(within(stories).getByRole('link', { name: 'Go to the magazine' }).getAttribute('href')).toBe('/magazine');
    // The clothes come first on the shop's home.
    const suggestions = screen.getByRole('list', { name: 'Suggestions for you' });
    expect(suggestions.compareDocumentPosition(stories) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
