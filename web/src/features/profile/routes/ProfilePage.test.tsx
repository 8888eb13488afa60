import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import type { RecordedRequest } from '../../../test/fakeApi';
import { clothSummary, clothView, signedInMe } from '../../../test/answers';
import { magazineItem } from '../../../test/magazine';
import { renderApp } from '../../../test/renderApp';
import type { Profile } from '../api/getProfile';
import { PROFILE, TAXONOMY, savedSettings } from '../testing';

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

const cloth = (id: string, name: string) => clothSummary({ id, name });
const FAVOURITES = [
  { id: 'c2', type: 'cloth', recommended: false, review: null, reviewText: null, addedAt: '2026-11-20T10:00:00.000Z', item: cloth('c2', 'Wool coat') },
  {
    id: 'm1',
    type: 'magazine',
    recommended: false,
    review: null,
    reviewText: null,
    addedAt: '2026-11-19T10:00:00.000Z',
    item: magazineItem({
      description: 'Linen for the summer',
      descriptions: { es: 'Lino para el verano', en: 'Linen for the summer' },
      clothIds: ['c3'],
      clothes: [cloth('c3', 'Linen trousers')],
      publishedAt: '2026-11-01T10:00:00.000Z',
    }),
  },
  { id: 'c9', type: 'cloth', recommended: false, review: null, reviewText: null, addedAt: '2026-11-18T10:00:00.000Z', item: null },
];
const viewed = { ...clothView(), viewedAt: '2026-11-21T10:00:00.000Z' };

/** A fake api that remembers the settings, so /auth/me and /profile follow a save as the real one does. */
function account() {
  let profile: Profile = { ...PROFILE };
  return {
    'GET /api/auth/me': () => json(200, signedInMe({ user: profile.username, type: profile.type, preferenceGender: profile.preferenceGender })),
    'GET /api/profile': () => json(200, profile),
    'PUT /api/profile/settings': async (request: RecordedRequest) => {
      const answer = savedSettings(request, profile);
      profile = (await answer.clone().json()) as Profile;
      return answer;
    },
    'GET /api/profile/history': () => json(200, { items: [viewed] }),
    'GET /api/favorites': () => json(200, FAVOURITES),
    'GET /api/follows': () => json(200, { brands: [], influencers: [] }),
    'GET /api/saved-searches': () => json(200, []),
    'GET /api/categories/data/': () => json(200, TAXONOMY),
    'GET /api/suggestions': () => json(200, { items: [], total: 0 }),
    'GET /api/profile/sessions': () => json(200, { sessions: [] }),
  };
}

describe('/profile', () => {
  it('shows the browse history, the favourites and the forms of the signed-in person', async () => {
    await renderApp('/profile', { stored: { user: 'lucia', type: 'USER' }, routes: account() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(await screen.findByText('Signed in as lucia (lucia@example.com)')).toBeTruthy();

    const history = await screen.findByRole('list', { name: 'Recently viewed' });
    expect(within(history).getByRole('link', { name: 'Linen shirt' }).getAttribute('href')).toBe('/cloth/c1');

    const favourites = await screen.findByRole('list', { name: 'Your favourites' });
    expect(within(favourites).getByRole('link', { name: 'Wool coat' }).getAttribute('href')).toBe('/cloth/c2');
    expect(within(screen.getByRole('list', { name: 'From the magazine' })).getByText('Linen for the summer')).toBeTruthy();
    // The entry's featured clothes lead to their pages.
    const featured = within(screen.getByRole('list', { name: 'From the magazine' })).getByRole('list', { name: 'In this story' });
    expect(within(featured).getByRole('link', { name: 'Linen trousers' }).getAttribute('href')).toBe('/cloth/c3');
    expect(screen.getByText(/1 favourite is no longer available/)).toBeTruthy();

    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Lucía');
    expect(screen.getByRole('switch', { name: 'Special offers' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
  });

  it('has the session follow a new preferred gender, and the home suggestions start from it', async () => {
    const { api, router } = await renderApp('/profile', { stored: { user: 'lucia', type: 'USER' }, routes: account() });
    const gender = (await screen.findByLabelText('Preferred gender')) as HTMLSelectElement;
    await waitFor(() => expect(gender.options).toHaveLength(3));
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(gender, 'mujer');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(window.localStorage.getItem('preferenceGender')).toBe('mujer'));
    await router.navigate('/home');
    await waitFor(() => {
      const shelves = api.requests.filter((request) => request.url.pathname === '/api/suggestions');
      expect(shelves.at(-1)?.url.searchParams.get('gender')).toBe('mujer');
    });
    expect(screen.getByRole('link', { name: 'See more suggestions' }).getAttribute('href')).toContain('gender=mujer');
  });

  it('says so when the profile cannot be had, and still shows the rest', async () => {
    await renderApp('/profile', {
      stored: { user: 'lucia', type: 'USER' },
      // A 4xx, which the app does not ask again (a 5xx would be retried for seconds first).
      routes: { ...account(), 'GET /api/profile': () => json(404, { code: 'NOT_FOUND', message: 'Not found.' }) },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load your profile. Please try again in a moment.');
    expect(await screen.findByRole('list', { name: 'Recently viewed' })).toBeTruthy();
  });

  it('downloads everything held about the person, and deletes the account after the password again', async () => {
    let erased = false;
    const { api, location } = await renderApp('/profile', {
      stored: { user: 'lucia', type: 'USER' },
      routes: {
        ...account(),
        'GET /api/profile/export': () => json(200, { profile: { username: 'lucia' }, favourites: [] }),
        'POST /api/profile/erase': (request) => {
          const { password } = request.body as { password: string };
          if (password !== 'seda-y-lino') return json(400, { code: 'WRONG_PASSWORD', message: 'The current password is incorrect.' });
          erased = true;
          return new Response(null, { status: 204 });
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByRole('region', { name: 'Your data' });
    const created: string[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = () => {
      created.push('blob');
      return 'blob:vitrina';
    };
    URL.revokeObjectURL = () => {};
    // jsdom cannot follow a download link: the file's click is where the browser would save it.
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(created).toHaveLength(1));
    URL.createObjectURL = original;
    HTMLAnchorElement.prototype.click = click;
    expect(saved[0]).toMatch(/^vitrina-lucia-\d{4}-\d{2}-\d{2}\.json$/);
    expect(api.requests.some((request) => request.url.pathname === '/api/profile/export')).toBe(true);

    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findByText('Enter your current password')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The current password is incorrect.');
    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'seda-y-lino');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(location()).toBe('/home'));
    expect(erased).toBe(true);
    expect(await screen.findByText('Your account was deleted.')).toBeTruthy();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
