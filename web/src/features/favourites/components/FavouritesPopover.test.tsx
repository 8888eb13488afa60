import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInMe } from '../../../test/answers';
import { json } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { Favourite } from '../api/getFavourites';
import { clothFavourite, favouritesServer, magazineFavourite } from '../testing';
import { FavouritesPopover } from './FavouritesPopover';

const LIST: Favourite[] = [
  clothFavourite('c1', 'Linen dress'),
  clothFavourite('c2', 'Wool coat', 'Warm without the weight.'),
  magazineFavourite('m1', 'Behind the scenes of the linen collection'),
  clothFavourite('c3', null),
];

async function open(type: 'USER' | 'INFLUENCER' | 'ADMIN', list: Favourite[] = LIST, me: Record<string, unknown> = {}) {
  const server = favouritesServer(list);
  const app = await renderWithProviders(<FavouritesPopover />, {
    routes: { 'GET /api/auth/me': () => json(200, signedInMe({ type, ...me })), ...server.routes },
  });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Favourites' }));
  const panel = await screen.findByLabelText('Your favourites');
  await within(panel).findByRole('tablist');
  return { ...app, server, user, panel };
}

const reopened = () => screen.findByLabelText('Your favourites');
const tabNames = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const rowTexts = (panel: HTMLElement) =>
  within(within(panel).getByRole('tabpanel'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const writes = (requests: { method: string; url: URL; body: unknown }[]) =>
  requests.filter((request) => request.method !== 'GET').map((request) => [request.method, request.url.pathname, request.body]);

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('favourites popover', () => {
  it('shows a member clothes and magazine entries in their tabs, each with a remove button', async () => {
    const { panel, user, server, api } = await open('USER');
    expect(tabNames(panel)).toEqual(['Favourites', 'Magazine']);
    expect(within(panel).getByRole('tab', { name: 'Favourites' }).getAttribute('aria-selected')).toBe('true');

    const clothes = within(panel).getByRole('tabpanel');
    expect(within(clothes).getByRole('link', { name: 'Linen dress' }).getAttribute('href')).toBe('/cloth/c1');
    expect(within(clothes).getAllByText('ARS 12,500').length).toBe(2);
    // A member who recommends nothing sees every favourite cloth; one since removed says so.
    expect(within(clothes).getByRole('link', { name: 'Wool coat' })).toBeTruthy();
    expect(within(clothes).getByText('No longer available')).toBeTruthy();

    await user.click(within(panel).getByRole('tab', { name: 'Magazine' }));
    expect(rowTexts(panel)).toEqual([expect.stringContaining('Behind the scenes of the linen collection')]);

    await user.click(within(panel).getByRole('button', { name: 'Remove Behind the scenes of the linen collection from favourites' }));
    await within(panel).findByText('No magazine stories saved yet. Tap the heart on one you like.');
    expect(server.state.favourites.map((entry) => entry.id)).toEqual(['c1', 'c2', 'c3']);

    await user.click(within(panel).getByRole('tab', { name: 'Favourites' }));
    await user.click(within(panel).getByRole('button', { name: 'Remove the unavailable item from favourites' }));
    await waitFor(() => expect(within(panel).queryByText('No longer available')).toBeNull());
    expect(writes(api.requests)).toEqual([
      ['DELETE', '/api/favorites', { id: 'm1', type: 'magazine' }],
      ['DELETE', '/api/favorites', { id: 'c3', type: 'cloth' }],
    ]);
  });

  it('gives influencers a Recommended tab and hides what they recommend from Favourites', async () => {
    const { panel, user } = await open('INFLUENCER');
    expect(tabNames(panel)).toEqual(['Favourites', 'Magazine', 'Recommended']);
    expect(within(panel).queryByRole('link', { name: 'Wool coat' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Recommend Linen dress' })).toBeTruthy();
    // Nothing to recommend about a cloth that is gone.
    expect(within(panel).getAllByRole('button', { name: /^Recommend/ })).toHaveLength(1);

    await user.click(within(panel).getByRole('tab', { name: 'Recommended' }));
    expect(rowTexts(panel)).toEqual([expect.stringContaining('“Warm without the weight.”')]);
  });

  it('tells an influencer whose favourite clothes are all recommended where they went', async () => {
    const { panel } = await open('INFLUENCER', [clothFavourite('c2', 'Wool coat', 'Warm without the weight.')]);
    expect(within(panel).getByText('All your favourite clothes are in Recommended.')).toBeTruthy();
  });

  it('shows a friendly line in each empty tab', async () => {
    const { panel, user } = await open('ADMIN', []);
    expect(within(panel).getByText('No favourite clothes yet. Tap the heart on any cloth to keep it here.')).toBeTruthy();
    await user.click(within(panel).getByRole('tab', { name: 'Recommended' }));
    expect(within(panel).getByText(/You are not recommending anything yet/)).toBeTruthy();
  });

  it('tells an influencer whose email is not confirmed to confirm it before recommending', async () => {
    const { panel, user, api } = await open('INFLUENCER', LIST, { emailVerified: false, email: 'ana@example.com' });
    await user.click(within(panel).getByRole('button', { name: 'Recommend Linen dress' }));
    expect(within(panel).getByText('Confirm your email to recommend clothes.')).toBeTruthy();
    expect(within(panel).queryByRole('form', { name: 'Review of Linen dress' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByText('Confirm your email to recommend clothes.')).toBeNull();
    expect(writes(api.requests)).toEqual([]);
  });

  it('lets an influencer recommend with a review, then stop recommending only after confirming', { timeout: 20_000 }, async () => {
    const { panel, user, server, api } = await open('INFLUENCER');
    await user.click(within(panel).getByRole('button', { name: 'Recommend Linen dress' }));
    const form = within(panel).getByRole('form', { name: 'Review of Linen dress' });
    await user.click(within(form).getByRole('button', { name: 'Publish recommendation' }));
    expect(within(form).getByText('Write a review before recommending.')).toBeTruthy();
    expect(writes(api.requests)).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Your review' }), '  Light, and it breathes in January.  ');
    await user.click(within(form).getByRole('button', { name: 'Publish recommendation' }));
    await waitFor(() => expect(within(panel).queryByRole('link', { name: 'Linen dress' })).toBeNull());
    expect(writes(api.requests)).toEqual([['PUT', '/api/favorites/c1', { review: 'Light, and it breathes in January.' }]]);

    await user.click(within(panel).getByRole('tab', { name: 'Recommended' }));
    expect(rowTexts(panel)).toEqual([expect.stringContaining('“Light, and it breathes in January.”'), expect.stringContaining('Wool coat')]);

    await user.click(within(panel).getByRole('button', { name: 'Stop recommending Linen dress' }));
    let dialog = await screen.findByRole('dialog', { name: 'Stop recommending?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api.requests)).toHaveLength(1);
    // Back in the popover, on the tab the question came from.
    let again = await reopened();
    expect(within(again).getByRole('tab', { name: 'Recommended' }).getAttribute('aria-selected')).toBe('true');

    await user.click(within(again).getByRole('button', { name: 'Stop recommending Linen dress' }));
    dialog = await screen.findByRole('dialog', { name: 'Stop recommending?' });
    expect(dialog.textContent).toContain('“Linen dress” will leave your recommendations');
    await user.click(within(dialog).getByRole('button', { name: 'Stop recommending' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api.requests)[1]).toEqual(['DELETE', '/api/favorites/c1', undefined]);
    expect(server.state.favourites.find((entry) => entry.id === 'c1')?.recommended).toBe(false);

    again = await reopened();
    await waitFor(() => expect(rowTexts(again)).toEqual([expect.stringContaining('Wool coat')]));
    await user.click(within(again).getByRole('tab', { name: 'Favourites' }));
    expect(within(again).getByRole('link', { name: 'Linen dress' })).toBeTruthy();
  });
});
