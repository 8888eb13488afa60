import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchAnswer } from '../../../test/answers';
import { json } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { savedSearch, savedSearchesServer } from '../testing';

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

const QUIET_PROFILE = {
  'GET /api/profile/history': () => json(200, { items: [] }),
  'GET /api/favorites': () => json(200, []),
  'GET /api/follows': () => json(200, { brands: [], influencers: [] }),
  'GET /api/search': () => json(200, searchAnswer()),
};

describe('profile: saved searches', () => {
  it('lists them with a badge of new clothes (99+ above 99); opening one marks it seen and goes to its search', async () => {
    const server = savedSearchesServer([
      savedSearch('s1', 'colors=rojo&q=vestido', 'vestido · Rojo', 3),
      savedSearch('s2', 'q=botas', 'botas', 100),
      savedSearch('s3', 'q=lino', 'lino'),
    ]);
    const { api, location } = await renderApp('/profile#searches', { stored: { user: 'ana', type: 'USER' }, routes: { ...QUIET_PROFILE, ...server.routes } });
    const list = await screen.findByRole('list', { name: 'Your saved searches' });
    const [red, boots, linen] = within(list).getAllByRole('listitem');
    expect(within(red!).getByRole('link').textContent).toBe('vestido · Rojo33 new clothes');
    expect(within(boots!).getByRole('link').textContent).toBe('botas99+More than 99 new clothes');
    expect(within(linen!).getByRole('link').textContent).toBe('lino');

    await userEvent.setup({ delay: null }).click(within(red!).getByRole('link', { name: /vestido · Rojo/ }));
    await waitFor(() => expect(location()).toBe('/search?colors=rojo&q=vestido'));
    await waitFor(() => expect(server.state.saved[0]?.newCount).toBe(0));
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname)).toEqual(['/api/saved-searches/s1/seen']);
  });

  it('deletes one', async () => {
    const server = savedSearchesServer([savedSearch('s1', 'q=vestido', 'vestido'), savedSearch('s2', 'q=botas', 'botas')]);
    await renderApp('/profile', { stored: { user: 'ana', type: 'USER' }, routes: { ...QUIET_PROFILE, ...server.routes } });
    const list = await screen.findByRole('list', { name: 'Your saved searches' });
    await userEvent.setup({ delay: null }).click(within(list).getByRole('button', { name: 'Delete the saved search “vestido”' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['botasDelete']),
    );
    expect(server.state.saved.map((saved) => saved.id)).toEqual(['s2']);
  });

  it('says how to save one when there are none', async () => {
    await renderApp('/profile#searches', { stored: { user: 'ana', type: 'USER' }, routes: { ...QUIET_PROFILE, ...savedSearchesServer().routes } });
    expect(await screen.findByText(/You have no saved searches yet/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Searches' }).getAttribute('aria-selected')).toBe('true');
  });
});
