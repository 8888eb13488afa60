import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, writes } from '../../../test/fakeApi';
import type { Handler } from '../../../test/fakeApi';
import { ADMIN, openAs } from '../../../test/signedIn';
import type { AdminUser } from '../api/listUsers';

const ROOT: AdminUser = {
  id: 'u1',
  username: 'root',
  email: 'root@vitrina.example',
  type: 'ADMIN',
  active: true,
  joined: '2024-03-01T10:00:00.000Z',
  firstName: 'Rosa',
  lastName: 'Admin',
  dateOfBirth: '1980-01-02',
  owner: null,
  prestige: null,
  subscription: null,
  emailVerified: true,
  erased: false,
};
const ANA: AdminUser = { ...ROOT, id: 'u2', username: 'ana', email: 'ana@example.com', type: 'USER', firstName: 'Ana', lastName: 'Pérez' };
const LUNA: AdminUser = {
  ...ROOT,
  id: 'u3',
  username: 'casa-luna',
  email: 'hola@casaluna.com',
  type: 'BRAND',
  firstName: null,
  lastName: null,
  owner: 'b1',
  subscription: { tier: 'PRO', billingCycle: 'YEARLY', status: 'ACTIVE' },
};

const page = (items: AdminUser[], total = items.length) => json(200, { items, total, page: 1, pageSize: 20 });

async function openUsers(routes: Record<string, Handler> = {}, path = '/admin/users/users') {
  const app = await openAs(ADMIN, path, { heading: 'Users', routes: { 'GET /api/admin/users': () => page([ROOT, ANA, LUNA]), ...routes } });
  await screen.findByRole('table');
  return app;
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('admin users', () => {
  it('lists each user with type, status, joined date, names and subscription', async () => {
    const { api } = await openUsers();
    const row = screen.getByRole('row', { name: /casa-luna/ });
    expect((within(row).getByRole('combobox', { name: 'Type of casa-luna' }) as HTMLSelectElement).value).toBe('BRAND');
    expect(row.textContent).toContain('Active');
    expect(row.textContent).toContain('Pro · Yearly');
    expect(row.textContent).toContain('Mar 1, 2024');
    expect(screen.getByRole('row', { name: /ana/ }).textContent).toContain('Ana Pérez');
    const list = api.requests.find((request) => request.url.pathname === '/api/admin/users');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({ page: '1', pageSize: '20' });
  });

  it('refuses to change your own type, without calling the api', async () => {
    const { user, api } = await openUsers();
    const own = screen.getByRole('combobox', { name: 'Type of root' });
    expect(own.getAttribute('aria-disabled')).toBe('true');

    await user.selectOptions(own, 'USER');

    expect((await screen.findByRole('alert')).textContent).toBe('You cannot change your own type.');
    expect((own as HTMLSelectElement).value).toBe('ADMIN');
    expect(writes(api.requests)).toEqual([]);
  });

  it("changes another user's type", async () => {
    const { user, api } = await openUsers({
      'PUT /api/admin/users/u2/type': () => json(200, { ...ANA, type: 'INFLUENCER' }),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of ana' }), 'Influencer');
    const dialog = await screen.findByRole('dialog', { name: 'Change the type of ana?' });
    expect(dialog.textContent).toContain('ana will become Influencer');
    expect(writes(api.requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Change to Influencer' }));

    const done = await screen.findByText('ana is now Influencer.');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(writes(api.requests).map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['PUT', '/api/admin/users/u2/type', { type: 'INFLUENCER' }],
    ]);
  });

  it('puts the old type back and says "Failed to update user type." when the server refuses', async () => {
    const { user } = await openUsers({
      'PUT /api/admin/users/u2/type': () => new Response(null, { status: 500 }),
    });
    const select = screen.getByRole('combobox', { name: 'Type of ana' }) as HTMLSelectElement;
    await user.selectOptions(select, 'BRAND');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change to Brand' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update user type.');
    await waitFor(() => expect(select.value).toBe('USER'));
  });

  it('asks more strongly before making someone Admin, and changes nothing when cancelled', async () => {
    const { user, api } = await openUsers();
    const select = screen.getByRole('combobox', { name: 'Type of ana' }) as HTMLSelectElement;
    await user.selectOptions(select, 'ADMIN');

    const dialog = await screen.findByRole('dialog', { name: 'Change the type of ana?' });
    expect(dialog.textContent).toContain('ana will become Admin: able to manage every user');
    expect(within(dialog).getByRole('button', { name: 'Change to Admin' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select.value).toBe('USER');
    expect(writes(api.requests)).toEqual([]);
  });

  it('deactivates a user only after confirmation', async () => {
    // The server remembers: the list fetched again after the change shows it too.
    let ana = ANA;
    const { user, api } = await openUsers({
      'GET /api/admin/users': () => page([ROOT, ana, LUNA]),
      'POST /api/admin/users/u2/deactivate': () => {
        ana = { ...ANA, active: false };
        return json(200, ana);
      },
    });
    expect((screen.getByRole('button', { name: 'Deactivate root' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Deactivate ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate ana?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api.requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Deactivate ana' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByRole('button', { name: 'Reactivate ana' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /ana/ }).textContent).toContain('Deactivated');
    expect(writes(api.requests).map((request) => request.url.pathname)).toEqual(['/api/admin/users/u2/deactivate']);
  });

  it('searches, filters by type and pages through the list', async () => {
    const { user, api, location } = await openUsers({
      'GET /api/admin/users': () => page([ANA, LUNA], 45),
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search by username or email' }), 'luna{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/users/users?q=luna'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by type' }), 'Brand');
    await waitFor(() => expect(location()).toBe('/admin/users/users?q=luna&type=BRAND'));

    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('Page 1 of 3');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/admin/users/users?q=luna&type=BRAND&page=2'));

    const lists = api.requests.filter((request) => request.url.pathname === '/api/admin/users');
    expect(Object.fromEntries(lists.at(-1)?.url.searchParams ?? [])).toEqual({
      q: 'luna',
      type: 'BRAND',
      page: '2',
      pageSize: '20',
    });
  });

  it('erases an account on request after asking, and shows an erased one as a deleted account', async () => {
    let erased = false;
    const { user, api } = await openUsers({
      'GET /api/admin/users': () =>
        page(erased ? [ROOT, { ...ANA, username: '', email: '', firstName: null, lastName: null, active: false, erased: true }, LUNA] : [ROOT, ANA, LUNA]),
      'POST /api/admin/users/u2/erase': () => {
        erased = true;
        return new Response(null, { status: 204 });
      },
    });
    expect(within(screen.getByRole('row', { name: /^root/ })).queryByRole('button', { name: /^Erase/ })).toBeNull();
    await user.click(within(screen.getByRole('row', { name: /^ana/ })).getByRole('button', { name: "Erase ana's account" }));
    const dialog = await screen.findByRole('dialog', { name: "Erase ana's account?" });
    expect(dialog.textContent).toContain("Do this only on the person's request.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(api.requests)).toEqual([]);
    await user.click(within(screen.getByRole('row', { name: /^ana/ })).getByRole('button', { name: "Erase ana's account" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: "Erase ana's account" }));
    expect(await screen.findByText('The account was erased.')).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Deleted account/ })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /^ana/ })).toBeNull();
  });
});
