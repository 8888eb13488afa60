import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import { followsServer } from '../../../test/followsApi';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

/** The rest of /profile answers with nothing to show. */
const QUIET_PROFILE = {
  'GET /api/profile/history': () => json(200, { items: [] }),
  'GET /api/favorites': () => json(200, []),
  'GET /api/saved-searches': () => json(200, []),
};

describe('profile: who you follow', () => {
  it('lists the followed brands (logo, name, followers) and influencers, and stops following one', async () => {
    const server = followsServer({
      brands: { b1: { name: 'Casa Luna', logoUrl: '/images/l-t.webp', followers: 12 }, b2: { name: 'Norte', followers: 1 } },
      influencers: { u1: { username: 'lola', name: 'Lola Paz', followers: 340 } },
      following: ['brand:b1', 'influencer:u1', 'brand:b2'],
    });
    const { api } = await renderApp('/profile#following', { stored: { user: 'ana', type: 'USER' }, routes: { ...QUIET_PROFILE, ...server.routes } });
    const brands = await screen.findByRole('list', { name: 'Brands' });
    const [casaLuna, norte] = within(brands).getAllByRole('listitem');
    expect(within(casaLuna!).getByRole('link', { name: 'Casa Luna' }).getAttribute('href')).toBe('/brand/b1');
    expect(within(casaLuna!).getByRole('img', { name: 'Casa Luna logo' }).getAttribute('src')).toBe('/images/l-t.webp');
    expect(casaLuna!.textContent).toContain('12 followers');
    expect(norte!.textContent).toContain('1 follower');
    const influencers = screen.getByRole('list', { name: 'Influencers' });
    expect(within(influencers).getByRole('listitem').textContent).toContain('Lola Paz @lola340 followers');

    await userEvent.setup({ delay: null }).click(within(brands).getByRole('button', { name: 'Unfollow Casa Luna' }));
    await waitFor(() => expect(within(brands).getAllByRole('listitem')).toHaveLength(1));
    expect(api.requests.filter((request) => request.method === 'DELETE').map((request) => request.url.pathname)).toEqual(['/api/follows/brand/b1']);
    expect(server.state.following).toEqual(['influencer:u1', 'brand:b2']);
  });

  it('is a tab of its own on a phone, and says how to follow when nobody is followed', async () => {
    await renderApp('/profile', { stored: { user: 'ana', type: 'USER' }, routes: { ...QUIET_PROFILE, ...followsServer().routes } });
    const tabs = await screen.findByRole('tablist', { name: 'Profile sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['History', 'Favourites', 'Following', 'Searches', 'Settings', 'Security']);
    await userEvent.setup({ delay: null }).click(within(tabs).getByRole('tab', { name: 'Following' }));
    const panel = screen.getByRole('tabpanel', { name: 'Following' });
    expect(await within(panel).findByText(/You do not follow anyone yet/)).toBeTruthy();
  });
});
