import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clothSummary, searchAnswer } from '../../../test/answers';
import { json } from '../../../test/fakeApi';
import type { RecordedRequest } from '../../../test/fakeApi';
import { followsServer } from '../../../test/followsApi';
import { renderApp } from '../../../test/renderApp';
import { savedSearch, savedSearchesServer } from '../testing';

const hit = (id: string, name: string, brand = { id: 'b1', name: 'Casa Luna' }) => clothSummary({ id, name, brand, price: 1000 });
const answer = (request: RecordedRequest) => {
  const brands = request.url.searchParams.get('brand')?.split(',') ?? [];
  return json(
    200,
    searchAnswer({
      items: [hit('c1', 'Linen dress'), hit('c2', 'Wool coat', { id: 'b2', name: 'Norte' })],
      facets: {
        brand: [
          { id: 'b1', name: 'Casa Luna', count: brands.includes('b1') ? 1 : 5 },
          { id: 'b2', name: 'Norte', count: 1 },
        ],
      },
    }),
  );
};
const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST').map((request) => [request.url.pathname, request.body]);
const SIGNED_IN = {
  stored: { user: 'ana', type: 'USER' as const },
  server: { user: 'ana', type: 'USER' as const, emailVerified: true, email: 'ana@example.com' },
};

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('search: save it, and follow its brand', () => {
  it('saves the search on the page and says so, with the way to the list', async () => {
    const server = savedSearchesServer();
    const { api } = await renderApp('/search?q=vestido&colors=rojo&page=2&sort=newest', {
      ...SIGNED_IN,
      routes: { 'GET /api/search': answer, ...server.routes },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const saved = await screen.findByTestId('search-saved');
    expect(saved.textContent).toContain('Search saved');
    expect(within(saved).getByRole('link', { name: 'See your saved searches' }).getAttribute('href')).toBe('/profile#searches');
    expect(posts(api.requests)).toEqual([['/api/saved-searches', { search: 'q=vestido&type=1&colors=rojo&sort=newest' }]]);
    expect(server.state.saved.map((entry) => entry.search)).toEqual(['colors=rojo&q=vestido&type=1']);
  });

  it('says, in the reader’s words, when the most searches are saved already', async () => {
    const server = savedSearchesServer([savedSearch('s1', 'q=botas', 'botas')], 1);
    await renderApp('/search?q=vestido', { ...SIGNED_IN, routes: { 'GET /api/search': answer, ...server.routes } });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Save this search' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You already have 50 saved searches, the most there can be. Delete one in your profile to save this one.',
    );
    expect(screen.getByRole('button', { name: 'Save this search' })).toBeTruthy();
  });

  it('leads a guest to log in and come back to the search', async () => {
    const { api } = await renderApp('/search?q=vestido', { routes: { 'GET /api/search': answer } });
    const link = await screen.findByRole('link', { name: 'Log in to save this search' });
    expect(link.getAttribute('href')).toBe('/login?next=%2Fsearch%3Fq%3Dvestido');
    expect(posts(api.requests)).toEqual([]);
  });

  it('offers to follow the brand when exactly one brand filter is on, and only then', async () => {
    const follows = followsServer({ brands: { b1: { name: 'Casa Luna', followers: 7 }, b2: { name: 'Norte', followers: 1 } } });
    const { router } = await renderApp('/search?q=vestido&brand=b1', {
      ...SIGNED_IN,
      routes: { 'GET /api/search': answer, ...follows.routes, ...savedSearchesServer().routes },
    });
    const user = userEvent.setup({ delay: null });
    const follow = await screen.findByRole('button', { name: 'Follow Casa Luna', pressed: false });
    await waitFor(() => expect(follow).toHaveProperty('disabled', false));
    expect(screen.getByTestId('follow-count').textContent).toBe('7 followers');
    await user.click(follow);
    await screen.findByRole('button', { name: 'Following Casa Luna', pressed: true });
    expect(follows.state.following).toEqual(['brand:b1']);

    await router.navigate('/search?q=vestido&brand=b1,b2');
    await waitFor(() => expect(screen.queryByTestId('follow-button')).toBeNull());
    await router.navigate('/search?q=vestido');
    await screen.findByRole('button', { name: 'Save this search' });
    expect(screen.queryByTestId('follow-button')).toBeNull();
  });

  it('offers to follow each card’s brand from one question, and flips every card of the brand', async () => {
    const follows = followsServer({ brands: { b1: { name: 'Casa Luna', followers: 7 }, b2: { name: 'Norte', followers: 1 } }, following: ['brand:b2'] });
    const { api } = await renderApp('/search?q=vestido', {
      ...SIGNED_IN,
      routes: { 'GET /api/search': answer, ...follows.routes, ...savedSearchesServer().routes },
    });
    const user = userEvent.setup({ delay: null });
    const follow = await screen.findByRole('button', { name: 'Follow Casa Luna', pressed: false });
    await waitFor(() => expect(follow).toHaveProperty('disabled', false));
    expect(screen.getByRole('button', { name: 'Following Norte', pressed: true })).toBeTruthy();
    await user.click(follow);
    await screen.findByRole('button', { name: 'Following Casa Luna', pressed: true });
    expect(follows.state.following).toEqual(['brand:b1', 'brand:b2']);
    // The cards asked the list once, never each brand on its own.
    expect(api.requests.filter((request) => request.method === 'GET' && request.url.pathname.startsWith('/api/follows/'))).toEqual([]);
  });

  it('flips every card of the brand as soon as one is clicked, and puts them back when the server refuses', async () => {
    const follows = followsServer({ brands: { b1: { name: 'Casa Luna', followers: 7 }, b2: { name: 'Norte', followers: 1 } } });
    let refuse!: () => void;
    const held = new Promise<void>((resolve) => (refuse = resolve));
    const twoOfCasaLuna = () => json(200, searchAnswer({ items: [hit('c1', 'Linen dress'), hit('c3', 'Silk scarf')] }));
    const routes = {
      'GET /api/search': twoOfCasaLuna,
      ...follows.routes,
      ...savedSearchesServer().routes,
      'PUT /api/follows/:kind/:id': async () => {
        await held;
        return json(422, { code: 'FOLLOW_LIMIT', message: 'You follow too many' });
      },
    };
    await renderApp('/search?q=vestido', { ...SIGNED_IN, routes });
    const user = userEvent.setup({ delay: null });
    const [first] = await screen.findAllByRole('button', { name: 'Follow Casa Luna', pressed: false });
    await waitFor(() => expect(first).toHaveProperty('disabled', false));
    await user.click(first!);
    // Both cards say so while the server has not answered.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Following Casa Luna', pressed: true })).toHaveLength(2));
    refuse();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Follow Casa Luna', pressed: false })).toHaveLength(2));
  });

  it('leads a guest from a card’s Follow to log in, remembering the brand for when they come back', async () => {
    await renderApp('/search?q=vestido', { routes: { 'GET /api/search': answer } });
    const link = await screen.findByRole('link', { name: 'Log in to follow Casa Luna' });
    expect(link.getAttribute('href')).toBe('/login?next=%2Fsearch%3Fq%3Dvestido');
    await userEvent.setup({ delay: null }).click(link);
    expect(JSON.parse(window.localStorage.getItem('pending-follow') ?? 'null')).toMatchObject({ kind: 'brand', id: 'b1', name: 'Casa Luna' });
  });
});
