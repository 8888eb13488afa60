import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchAnswer } from '../../../test/answers';
import { json } from '../../../test/fakeApi';
import { followsServer } from '../../../test/followsApi';
import { renderApp } from '../../../test/renderApp';
import { cloth } from '../testing';

const EMPTY_HOME = {
  'GET /api/categories/data/': () => json(200, { types: [], categories: [], events: [], genders: [], seasons: [], weather: [] }),
  'GET /api/search': () => json(200, searchAnswer({ pageSize: 8 })),
};
const recommendation = (id: string, name: string, influencer: string, review: string) => ({
  cloth: cloth(id, name),
  influencer: { id: `u-${influencer}`, username: influencer.toLowerCase(), name: influencer },
  review,
  recommendedAt: '2026-03-02T12:00:00.000Z',
});

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('what influencers wear', () => {
  it('shows each recommended cloth with who wears it and the review, linking to the cloth, even to guests', async () => {
    const { api } = await renderApp('/home', {
      routes: {
        ...EMPTY_HOME,
        'GET /api/recommendations': () =>
          json(200, {
            items: [
              recommendation('c1', 'Linen dress', 'Lola Paz', 'Light, and it breathes in January.'),
              recommendation('c2', 'Wool coat', 'Teo Ruiz', 'Warm without the weight.'),
            ],
          }),
      },
    });
    const list = await screen.findByRole('list', { name: 'What influencers wear' });
    expect(screen.getByRole('heading', { level: 2, name: 'What influencers wear' })).toBeTruthy();
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Linen dress' }).getAttribute('href')).toBe('/cloth/c1');
    expect(first!.textContent).toContain('“Light, and it breathes in January.”');
    expect(first!.textContent).toContain('Worn by Lola Paz');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(api.requests.find((request) => request.url.pathname === '/api/recommendations')?.url.searchParams.get('limit')).toBe('8');
  });

  it('offers to follow each influencer beside their name', async () => {
    const follows = followsServer({ influencers: { 'u-Lola Paz': { username: 'lola paz', name: 'Lola Paz', followers: 3 } } });
    await renderApp('/home', {
      stored: { user: 'ana', type: 'USER' },
      routes: {
        ...EMPTY_HOME,
        ...follows.routes,
        'GET /api/recommendations': () => json(200, { items: [recommendation('c1', 'Linen dress', 'Lola Paz', 'Light.')] }),
      },
    });
    const list = await screen.findByRole('list', { name: 'What influencers wear' });
    const follow = await within(list).findByRole('button', { name: 'Follow Lola Paz' });
    await waitFor(() => expect(follow).toHaveProperty('disabled', false));
    expect(within(list).getByText('3 followers')).toBeTruthy();
    await userEvent.setup({ delay: null }).click(follow);
    await within(list).findByRole('button', { name: 'Following Lola Paz', pressed: true });
    expect(follows.state.following).toEqual(['influencer:u-Lola Paz']);
  });

  it('is left out when nobody recommends anything', async () => {
    const { api } = await renderApp('/home', { routes: { ...EMPTY_HOME, 'GET /api/recommendations': () => json(200, { items: [] }) } });
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests.some((request) => request.url.pathname === '/api/recommendations')).toBe(true);
    expect(screen.queryByRole('heading', { name: 'What influencers wear' })).toBeNull();
  });
});
