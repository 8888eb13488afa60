import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, writes } from '../../../test/fakeApi';
import type { Handler } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { BRAND, openAs } from '../../../test/signedIn';
import { subscriptionView, TEST_CHECKOUT_ID, testCheckout } from '../testing';

const PATH = `/checkout/test/${TEST_CHECKOUT_ID}`;
const API = `/api/payments/test/checkouts/${TEST_CHECKOUT_ID}`;

/** The amount reads in the reader's language (English here) and the plan's currency. */
const PAY = /^Pay \$290$/;
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

function openCheckout(routes: Record<string, Handler> = {}) {
  return openAs(BRAND, PATH, {
    heading: 'Test checkout',
    routes: {
      [`GET ${API}`]: () => json(200, testCheckout()),
      'GET /api/subscription': () => json(200, subscriptionView()),
      'POST /api/subscription/sync': () => json(200, subscriptionView()),
      ...routes,
    },
  });
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('the test checkout', () => {
  it('is plainly a test: the badge, the plan and amount, four test cards', async () => {
    await openCheckout();
    expect(screen.getByText('Test mode')).toBeTruthy();
    expect(screen.getByText(/no card is charged and no real money moves/)).toBeTruthy();
    const form = await screen.findByRole('group', { name: 'Test card' });
    expect(plain(document.body.textContent)).toContain('Pro · Yearly');
    expect(plain(document.body.textContent)).toContain('$290 a year');
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => plain(radio.closest('label')?.textContent)),
    ).toEqual([
      '4242 4242 4242 4242Pays',
      '4000 0000 0000 0341Pays now, renewals fail',
      '4000 0000 0000 0002Declined',
      '4000 0000 0000 9995Declined: insufficient funds',
    ]);
    // The header of the site is not there: a checkout stands alone.
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('pays with the card that pays and goes back to the dashboard', async () => {
    const { user, api, location } = await openCheckout({
      [`POST ${API}/pay`]: () => json(200, { status: 'paid', redirect: `${window.location.origin}/admin/dashboard?checkout=done` }),
    });
    await user.click(await screen.findByRole('button', { name: PAY }));
    // Back on the dashboard from ?checkout=done, which greets the brand and then leaves the address.
    expect(await screen.findByText(/^Payment received\./)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/admin/dashboard'));
    // The dashboard reads the card through the provider on the way back (a webhook may be late, or lost).
    expect(writes(api.requests).map((request) => [request.url.pathname, request.body])).toEqual([
      [`${API}/pay`, { card: 'ok' }],
      ['/api/subscription/sync', {}],
    ]);
  });

  it('stays on a declined card, says so, and lets the brand try another', async () => {
    let outcome = { status: 'declined', redirect: null as string | null };
    const { user, api, location } = await openCheckout({ [`POST ${API}/pay`]: () => json(200, outcome) });
    await user.click(await screen.findByRole('radio', { name: /4000 0000 0000 0002/ }));
    await user.click(screen.getByRole('button', { name: PAY }));

    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined. Try another card.');
    expect(location()).toBe(PATH);

    outcome = { status: 'paid', redirect: `${window.location.origin}/admin/dashboard?checkout=done` };
    await user.click(screen.getByRole('radio', { name: /4000 0000 0000 0341/ }));
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(await screen.findByText(/^Payment received\./)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/admin/dashboard'));
    expect(writes(api.requests).map((request) => request.body)).toEqual([{ card: 'declined' }, { card: 'fails_renewal' }, {}]);
  });

  it('leaves without paying, back to the dashboard', async () => {
    const { user, location } = await openCheckout({
      [`POST ${API}/abandon`]: () => json(200, { status: 'abandoned', redirect: `${window.location.origin}/admin/dashboard?checkout=left` }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel and go back' }));
    // Back on the dashboard from ?checkout=left, which says so once and then leaves the address.
    expect(await screen.findByText('You left the checkout; you can resume it here.')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/admin/dashboard'));
  });

  it('says a closed checkout is closed, with the way to the dashboard', async () => {
    await openCheckout({ [`GET ${API}`]: () => json(200, testCheckout({ status: 'paid' })) });
    expect(await screen.findByText('This checkout is already closed. Start a new one from your dashboard.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('turns a checkout closed meanwhile into the same message', async () => {
    const { user } = await openCheckout({
      [`POST ${API}/pay`]: () => json(409, { code: 'CHECKOUT_CLOSED', message: 'This checkout is already closed.' }),
    });
    await user.click(await screen.findByRole('button', { name: PAY }));
    expect(await screen.findByText('This checkout is already closed. Start a new one from your dashboard.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
  });

  it('needs a login', async () => {
    const { location } = await renderApp(PATH, { server: null });
    await waitFor(() => expect(location()).toBe(`/login?${new URLSearchParams({ next: PATH }).toString()}`));
  });
});

describe('the test mode banner', () => {
  it('shows on every page while the test provider bills in production', async () => {
    const app = await renderApp('/home', {
      routes: { 'GET /api/payments/provider': () => json(200, { provider: 'test', currency: 'USD', testMode: true, announce: true }) },
    });
    const banner = await screen.findByRole('region', { name: 'Test mode notice' });
    expect(banner.textContent).toBe('Test mode: payments are simulated, no real money moves.');
    app.unmount();

    await renderApp('/home', {
      routes: { 'GET /api/payments/provider': () => json(200, { provider: 'test', currency: 'USD', testMode: true, announce: false }) },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Test mode notice' })).toBeNull();
  });
});
