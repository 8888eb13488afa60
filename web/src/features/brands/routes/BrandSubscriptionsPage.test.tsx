import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, writes } from '../../../test/fakeApi';
import type { Handler, RecordedRequest } from '../../../test/fakeApi';
import { ADMIN, openAs } from '../../../test/signedIn';
import type { AdminBrand } from '../api/listAdminBrands';
import { LUNA, MAR, page, SOL } from '../testing';

const lists = (requests: RecordedRequest[]) => requests.filter((request) => request.url.pathname === '/api/admin/brands');

/** GET /admin/brands as the api answers: narrowed by status when asked. */
const listOf =
  (brands: () => AdminBrand[]): Handler =>
  (request) => {
    const status = request.url.searchParams.get('status');
    return json(200, page(brands().filter((brand) => !status || brand.subscription?.status === status)));
  };

async function openBrands(routes: Record<string, Handler> = {}, path = '/admin/users/brands') {
  const app = await openAs(ADMIN, path, { heading: 'Brands', routes: { 'GET /api/admin/brands': listOf(() => [LUNA, SOL, MAR]), ...routes } });
  await screen.findByRole('table');
  return app;
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('users and brands → brands', () => {
  it('lists every brand with its owner and its subscription in words', async () => {
    await openBrands();
    expect(row('Casa Luna').textContent).toContain('casa-lunahola@casaluna.com');
    expect(row('Casa Luna').textContent).toContain('Pro · MonthlyActiveUntil Dec 12, 2026');
    expect(row('Sol de Mayo').textContent).toContain('No owner');
    expect(row('Sol de Mayo').textContent).toContain('Basic · MonthlyLapsedUntil Oct 1, 2026');
    expect(row('Mar Azul').textContent).toContain('UltimateGrantedNo end date');
    // A brand paying for its plan cannot be granted one; a granted plan can be changed or ended.
    expect(within(row('Casa Luna')).queryByRole('button')).toBeNull();
    expect(within(row('Sol de Mayo')).getByRole('button', { name: 'Grant plan to Sol de Mayo' })).toBeTruthy();
    expect(
      within(row('Mar Azul'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Change grant', 'End grant']);
  });

  it('labels every value of a brand, so on a phone each brand reads as a card', async () => {
    await openBrands();
    const labelled = [...row('Sol de Mayo').querySelectorAll('[data-label]')];
    expect(labelled.map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
      ['Brand', 'Sol de MayoSol SA'],
      ['Owner', 'No owner'],
      ['Subscription', 'Basic · MonthlyLapsedUntil Oct 1, 2026'],
    ]);
    expect(screen.getByRole('table').className).toContain('data-table--stacked');
  });

  it('filters by subscription status, in the address', async () => {
    const { user, api, location } = await openBrands();
    const filter = screen.getByRole('combobox', { name: 'Filter by status' });
    expect(Array.from((filter as HTMLSelectElement).options, (option) => option.textContent)).toEqual([
      'All statuses',
      'Active',
      'Payment failed',
      'Lapsed',
      'Cancelled',
      'Not paid',
    ]);
    await user.selectOptions(filter, 'Lapsed');

    await waitFor(() => expect(location()).toBe('/admin/users/brands?status=LAPSED'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Casa Luna/ })).toBeNull());
    expect(row('Sol de Mayo')).toBeTruthy();
    expect(Object.fromEntries(lists(api.requests).at(-1)?.url.searchParams ?? [])).toEqual({ status: 'LAPSED', page: '1', pageSize: '20' });

    await user.selectOptions(filter, 'Not paid');
    expect(await screen.findByText('No brand matches these filters.')).toBeTruthy();
    expect(lists(api.requests).at(-1)?.url.searchParams.get('status')).toBe('PENDING');
  });

  it('grants a plan, with an end date or none', async () => {
    let sol = SOL;
    const { user, api } = await openBrands({
      'GET /api/admin/brands': listOf(() => [LUNA, sol, MAR]),
      [`POST /api/admin/brands/${SOL.id}/grant`]: () => {
        sol = { ...SOL, subscription: { tier: 'PRO', billingCycle: 'YEARLY', status: 'ACTIVE', expiresAt: '2099-06-30T00:00:00.000Z', provider: 'grant' } };
        return json(200, {});
      },
    });
    await user.click(screen.getByRole('button', { name: 'Grant plan to Sol de Mayo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a plan to Sol de Mayo' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Plan' }), 'Pro');
    fireEvent.change(within(dialog).getByLabelText('End date (optional)'), { target: { value: '2099-06-30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));

    expect(await screen.findByText('Sol de Mayo now has a granted plan.')).toBeTruthy();
    await waitFor(() => expect(row('Sol de Mayo').textContent).toContain('Granted'));
    expect(writes(api.requests).map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['POST', `/api/admin/brands/${SOL.id}/grant`, { tier: 'PRO', expiresAt: '2099-06-30' }],
    ]);
  });

  it('refuses an end date that has passed before asking the server', async () => {
    const { user, api } = await openBrands();
    await user.click(screen.getByRole('button', { name: 'Grant plan to Sol de Mayo' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('End date (optional)'), { target: { value: '2020-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(within(dialog).getByText('Choose an end date after today.')).toBeTruthy();
    expect(writes(api.requests)).toEqual([]);
  });

  it('ends a granted plan after confirmation', async () => {
    const { user, api } = await openBrands({
      [`DELETE /api/admin/brands/${MAR.id}/grant`]: () => json(200, {}),
    });
    await user.click(screen.getByRole('button', { name: 'End grant for Mar Azul' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the plan granted to Mar Azul?' });
    await user.click(within(dialog).getByRole('button', { name: 'End grant' }));
    expect(await screen.findByText('The plan granted to Mar Azul has ended.')).toBeTruthy();
    expect(writes(api.requests).map((request) => [request.method, request.url.pathname])).toEqual([['DELETE', `/api/admin/brands/${MAR.id}/grant`]]);
  });
});
