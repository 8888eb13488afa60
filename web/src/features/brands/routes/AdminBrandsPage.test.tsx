import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '@vitrina/contract/admin';
import { json, writes } from '../../../test/fakeApi';
import type { Handler } from '../../../test/fakeApi';
import type { SignedIn } from '../../../test/renderApp';
import { ADMIN, BRAND, openAs } from '../../../test/signedIn';
import { brandAccount, LUNA, page, SOL } from '../testing';

const openBrands = (who: SignedIn, routes: Record<string, Handler> = {}) => openAs(who, '/admin/brands', { heading: 'Brands', routes });

/** GET /admin/users, listing the brand accounts given. */
const accounts = (...items: AdminUser[]) => json(200, { items, total: items.length, page: 1, pageSize: 200 });

/** The brand dialog's Owner, once it offers what it should (the accounts load after the dialog opens). */
async function ownerOffering(dialog: HTMLElement, expected: string[]) {
  const owner = within(dialog).getByRole('combobox', { name: 'Owner' });
  await waitFor(() =>
    expect(
      within(owner)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expected),
  );
  return owner;
}

async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe("a brand user's brand", () => {
  it("edits the brand's own details and says they are saved", async () => {
    const { user, api } = await openBrands(BRAND, {
      'GET /api/admin/brand': () => json(200, LUNA),
      [`PUT /api/admin/brands/${LUNA.id}`]: (request) => json(200, { ...LUNA, ...(request.body as object) }),
    });
    const form = await screen.findByRole('form', { name: 'Your brand’s details' });
    expect((within(form).getByLabelText('Legal name') as HTMLInputElement).value).toBe('Luna SRL');
    await paste(user, within(form).getByLabelText('Brand name'), '');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Brand name is required')).toBeTruthy();
    expect(writes(api.requests)).toEqual([]);

    await paste(user, within(form).getByLabelText('Brand name'), 'Casa Luna Studio');
    await paste(user, within(form).getByLabelText('Location'), 'Córdoba');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Details of Casa Luna Studio saved.')).toBeTruthy();
    expect(writes(api.requests).map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['PUT', `/api/admin/brands/${LUNA.id}`, { name: 'Luna SRL', brand: 'Casa Luna Studio', description: 'Lino y algodón.', location: 'Córdoba' }],
    ]);
    // Brand users see neither the list of brands nor prestige.
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByLabelText('Prestige')).toBeNull();
  });

  it('uploads, shows and removes the brand’s logo', async () => {
    const logo = { name: 'l.webp', thumb: 'l-t.webp', url: '/images/l.webp', thumbUrl: '/images/l-t.webp' };
    const { user, api } = await openBrands(BRAND, {
      'GET /api/admin/brand': () => json(200, LUNA),
      'POST /api/admin/images': () => json(201, logo),
      [`PUT /api/admin/brands/${LUNA.id}/logo`]: () => json(200, { ...LUNA, logo }),
      [`DELETE /api/admin/brands/${LUNA.id}/logo`]: () => json(200, { ...LUNA, logo: null }),
    });
    const field = await screen.findByRole('group', { name: 'Logo' });
    expect(within(field).getByText('No logo')).toBeTruthy();
    await user.upload(within(field).getByLabelText('Upload logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect((await within(field).findByRole('img', { name: 'Casa Luna logo' })).getAttribute('src')).toBe('/images/l-t.webp');
    expect(writes(api.requests).map((request) => [request.method, `${request.url.pathname}${request.url.search}`])).toEqual([
      ['POST', '/api/admin/images?kind=logo'],
      ['PUT', `/api/admin/brands/${LUNA.id}/logo`],
    ]);
    expect(writes(api.requests)[1]?.body).toEqual({ logo: { name: 'l.webp', thumb: 'l-t.webp' } });

    await user.click(within(field).getByRole('button', { name: 'Remove logo' }));
    expect(await within(field).findByText('No logo')).toBeTruthy();
    expect(writes(api.requests).at(-1)?.method).toBe('DELETE');
  });

  it('tells a brand whose plan is not paid that it cannot upload a logo, and where to pay', async () => {
    const { user } = await openBrands(BRAND, {
      'GET /api/admin/brand': () => json(200, LUNA),
      'POST /api/admin/images': () =>
        json(402, { code: 'SUBSCRIPTION_INACTIVE', message: 'Your plan is not active. Pay your subscription to upload clothes.' }),
    });
    const field = await screen.findByRole('group', { name: 'Logo' });
    await user.upload(within(field).getByLabelText('Upload logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    const alert = await within(field).findByRole('alert');
    expect(alert.textContent).toBe('Your plan is not active: pay your subscription to upload images and videos. Go to your subscription');
    expect(within(alert).getByRole('link', { name: 'Go to your subscription' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(within(field).getByText('No logo')).toBeTruthy();
  });

  it('says when the account has no brand', async () => {
    await openBrands(BRAND, { 'GET /api/admin/brand': () => json(404, { code: 'BRAND_NOT_FOUND', message: 'Brand not found.' }) });
    expect((await screen.findByRole('alert')).textContent).toBe('No brand is linked to your account yet.');
  });
});

describe("an admin's brands", () => {
  const admin = (routes: Record<string, Handler> = {}) => openBrands(ADMIN, { 'GET /api/admin/brands': () => json(200, page([LUNA, SOL])), ...routes });

  it('lists every brand and searches by name', async () => {
    const { user, api, location } = await admin();
    const table = await screen.findByRole('table', { name: 'Brands' });
    expect(within(table).getByRole('row', { name: /Casa Luna/ }).textContent).toContain('Rosario');
    await user.type(screen.getByRole('searchbox', { name: 'Search by brand name' }), 'Sol{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/brands?q=Sol'));
    const last = api.requests.filter((request) => request.url.pathname === '/api/admin/brands').at(-1);
    expect(last?.url.searchParams.get('q')).toBe('Sol');
  });

  it('edits a brand and its prestige in a dialog', async () => {
    const { user, api } = await admin({
      [`PUT /api/admin/brands/${LUNA.id}`]: (request) => json(200, { ...LUNA, ...(request.body as object) }),
      [`PUT /api/admin/brands/${LUNA.id}/prestige`]: (request) => json(200, { ...LUNA, ...(request.body as object) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Casa Luna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Casa Luna' });
    await paste(user, within(dialog).getByLabelText('Prestige'), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Prestige is a whole number from 0 to 100.')).toBeTruthy();

    await paste(user, within(dialog).getByLabelText('Prestige'), '75');
    await paste(user, within(dialog).getByLabelText('Description'), 'Lino.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Details of Casa Luna saved.')).toBeTruthy();
    expect(writes(api.requests).map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['PUT', `/api/admin/brands/${LUNA.id}`, { name: 'Luna SRL', brand: 'Casa Luna', description: 'Lino.', location: 'Rosario' }],
      ['PUT', `/api/admin/brands/${LUNA.id}/prestige`, { prestige: 75 }],
    ]);
  });

  it('creates a brand for a brand account without one', async () => {
    const created = { ...SOL, id: '5b7c4a8e-1111-4c3b-9d2e-000000000009', name: 'Río SA', brand: 'Río', owner: null };
    const { user, api } = await admin({
      'GET /api/admin/users': () => accounts(brandAccount('u3', 'casa-luna', 'hola@casaluna.com', LUNA.id), brandAccount('u7', 'rio', 'rio@example.com', null)),
      'POST /api/admin/brands': (request) => json(201, { ...created, ...(request.body as object) }),
    });
    await user.click(await screen.findByRole('button', { name: 'New brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    const owner = await ownerOffering(dialog, ['No owner', 'rio · rio@example.com']);
    await paste(user, within(dialog).getByLabelText('Legal name'), 'Río SA');
    await paste(user, within(dialog).getByLabelText('Brand name'), 'Río');
    await user.selectOptions(owner, 'rio · rio@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Details of Río saved.')).toBeTruthy();
    expect(writes(api.requests).map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['POST', '/api/admin/brands', { name: 'Río SA', brand: 'Río', description: '', location: '', ownerId: 'u7' }],
    ]);
  });

  it("gives a brand left without an owner (its owner's account was deleted) a brand account without a brand", async () => {
    const { user, api } = await admin({
      'GET /api/admin/users': () =>
        accounts(
          brandAccount('u3', 'casa-luna', 'hola@casaluna.com', LUNA.id),
          brandAccount('u8', '', '', null, true),
          brandAccount('u7', 'rio', 'rio@example.com', null),
        ),
      [`PUT /api/admin/brands/${SOL.id}`]: (request) => json(200, { ...SOL, ...(request.body as object) }),
      [`PUT /api/admin/brands/${SOL.id}/owner`]: () => json(200, { ...SOL, owner: { id: 'u7', username: 'rio', email: 'rio@example.com' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Sol de Mayo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sol de Mayo' });
    const owner = await ownerOffering(dialog, ['No owner', 'rio · rio@example.com']);
    await user.selectOptions(owner, 'rio · rio@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Details of Sol de Mayo saved.')).toBeTruthy();
    expect(writes(api.requests).map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['PUT', `/api/admin/brands/${SOL.id}`, { name: 'Sol SA', brand: 'Sol de Mayo', description: 'Lino y algodón.', location: '' }],
      ['PUT', `/api/admin/brands/${SOL.id}/owner`, { ownerId: 'u7' }],
    ]);
  });

  it('offers no owner choice for a brand that has one', async () => {
    const { user } = await admin();
    await user.click(await screen.findByRole('button', { name: 'Edit Casa Luna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Casa Luna' });
    expect(within(dialog).queryByRole('combobox', { name: 'Owner' })).toBeNull();
  });

  it('deletes a brand only after confirmation, and says when it cannot', async () => {
    let answer: Handler = () => json(500, {});
    const { user, api } = await admin({ [`DELETE /api/admin/brands/${SOL.id}`]: (request) => answer(request) });
    await user.click(await screen.findByRole('button', { name: 'Delete Sol de Mayo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Sol de Mayo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api.requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Sol de Mayo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete the brand. Please try again.');

    answer = () => new Response(null, { status: 204 });
    await user.click(screen.getByRole('button', { name: 'Delete Sol de Mayo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Brand Sol de Mayo deleted.')).toBeTruthy();
    expect(writes(api.requests).map((request) => request.method)).toEqual(['DELETE', 'DELETE']);
  });
});
