import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminBrand, adminBrandList } from '../../../test/answers';
import { json, writes } from '../../../test/fakeApi';
import type { Handler } from '../../../test/fakeApi';
import type { SignedIn } from '../../../test/renderApp';
import { ADMIN, BRAND, openAs } from '../../../test/signedIn';
import type { DeclineCode } from '@vitrina/domain/subscriptions/payments';
import type { Subscription } from '../api/getSubscription';
import { subscriptionView, TEST_CHECKOUT_ID, testCheckout, unpaidView } from '../testing';

const DEC_12 = '2026-12-12T12:00:00.000Z';
const STRIPE = { provider: 'stripe', currency: 'USD', testMode: false } as const;
const ACTIONS = ['Pay now', 'Resume checkout', 'Change plan', 'Cancel plan', 'Resume plan', 'Update card'];

/** Some languages put a no-break space between an amount and its currency ("US$ 29"); compared as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

function openDashboard(view: Subscription, routes: Record<string, Handler> = {}, path = '/admin/dashboard', who: SignedIn = BRAND) {
  return openAs(who, path, {
    heading: 'Dashboard',
    // Back from a checkout (?checkout=done) the card is read through the provider (POST /subscription/sync).
    routes: { 'GET /api/subscription': () => json(200, view), 'POST /api/subscription/sync': () => json(200, view), ...routes },
  });
}

const card = () => screen.findByRole('region', { name: /subscription/i });
const shownActions = () => ACTIONS.filter((name) => screen.queryByRole('button', { name }));

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('the subscription card', () => {
  it.each([
    ['active', subscriptionView(), 'Active — renews on Dec 12, 2026', ['Change plan', 'Cancel plan', 'Update card']],
    ['cancelled, still running', subscriptionView({ cancelAt: DEC_12 }), 'Active — ends on Dec 12, 2026 (cancelled)', ['Resume plan', 'Update card']],
    [
      'past due',
      subscriptionView({ status: 'PAST_DUE', graceEndsAt: '2026-12-19T12:00:00.000Z' }),
      'Payment failed — pay by Dec 19, 2026 to stay visible',
      ['Cancel plan', 'Update card'],
    ],
    [
      'billed by Mercado Pago',
      subscriptionView({ provider: 'mercadopago', billing: { provider: 'mercadopago', currency: 'ARS', testMode: false } }),
      'Active — renews on Dec 12, 2026',
      ['Change plan', 'Cancel plan'],
    ],
    ['lapsed', subscriptionView({ status: 'LAPSED' }), 'Lapsed — your clothes are hidden until you pay', ['Pay now']],
    ['not paid', unpaidView(), 'Not paid yet', ['Pay now']],
    ['granted', subscriptionView({ granted: true, provider: 'grant', expiresAt: null }), 'Granted by Vitrina — no end date', []],
    [
      'billed by Stripe',
      subscriptionView({ provider: 'stripe', billing: STRIPE }),
      'Active — renews on Dec 12, 2026',
      ['Change plan', 'Cancel plan', 'Update card'],
    ],
  ] as const)('%s: says so in words and offers what fits', async (_name, view, words, actions) => {
    await openDashboard(view);
    const region = await card();
    expect(within(region).getByText(words)).toBeTruthy();
    expect(shownActions()).toEqual(actions);
  });

  it('shows the plan, its price, clothes against the limit, test mode and the payment history', async () => {
    await openDashboard(subscriptionView());
    const region = await card();
    const text = plain(region.textContent);
    expect(text).toContain('Pro');
    expect(text).toContain('Monthly');
    expect(text).toContain('$29 a month');
    // The plan's state is said once, with its date: no second fact repeats when it renews.
    expect(text).toContain('Active — renews on Dec 12, 2026');
    expect(text.split('Dec 12, 2026')).toHaveLength(2);
    expect(text).not.toContain('Next payment');
    expect(text).toContain('8 of 100 clothes');
    expect(within(region).getByText('Test mode')).toBeTruthy();

    const history = within(region).getByRole('table', { name: 'Payments' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => plain(row.textContent))).toEqual(['Nov 12, 2026RenewalPro · Monthly$29pay_2', 'Oct 12, 2026First paymentPro · Monthly$29pay_1']);
    // Squeezed between phone and desktop, the table scrolls inside its own frame rather than widening the page.
    expect(history.parentElement?.className).toContain('overflow-x-auto');
  });

  it('names the plan each payment paid for: a proration, the plan upgraded to', async () => {
    const upgraded = subscriptionView({
      tier: 'ULTIMATE',
      amount: 59,
      limit: null,
      payments: [
        {
          paymentId: 'pay_3',
          kind: 'proration',
          tier: 'ULTIMATE',
          billingCycle: 'MONTHLY',
          amount: 15.5,
          currency: 'USD',
          provider: 'test',
          paidAt: '2026-11-20T12:00:00.000Z',
          periodEnd: DEC_12,
        },
        ...subscriptionView().payments,
      ],
    });
    await openDashboard(upgraded);
    const history = within(await card()).getByRole('table', { name: 'Payments' });
    const [proration] = within(history).getAllByRole('row').slice(1);
    expect(plain(proration?.textContent)).toBe('Nov 20, 2026Proration for a plan changeUltimate · Monthly$15.50pay_3');
  });

  it('labels every value of a payment, so on a phone each payment reads as a card', async () => {
    await openDashboard(subscriptionView());
    const history = within(await card()).getByRole('table', { name: 'Payments' });
    const [first] = within(history).getAllByRole('row').slice(1);
    const cells = [...(first?.querySelectorAll('th, td') ?? [])];
    expect(cells.map((cell) => [cell.getAttribute('data-label'), plain(cell.textContent)])).toEqual([
      ['Date', 'Nov 12, 2026'],
      ['Kind', 'Renewal'],
      ['Plan', 'Pro · Monthly'],
      ['Amount', '$29'],
      ['Reference', 'pay_2'],
    ]);
    expect(history.className).toContain('data-table--stacked');
  });
});

describe('coming back from the checkout', () => {
  const greeting = () => screen.queryByText(/^Payment received\./);

  it('greets the brand once: the notice can be dismissed, and the address forgets where it came from', async () => {
    const { user, location } = await openDashboard(subscriptionView(), {}, '/admin/dashboard?checkout=done');
    expect((await screen.findByText(/^Payment received\./)).closest('[role="status"]')).not.toBeNull();
    // A reload or the back button does not greet the brand again.
    await waitFor(() => expect(location()).toBe('/admin/dashboard'));
    await user.click(within(await card()).getByRole('button', { name: 'Dismiss this message' }));
    expect(greeting()).toBeNull();
  });

  it('lets the greeting go as soon as the brand does something else', async () => {
    const { user } = await openDashboard(subscriptionView(), {}, '/admin/dashboard?checkout=done');
    expect(await screen.findByText(/^Payment received\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel your plan?' })).toBeTruthy();
    expect(greeting()).toBeNull();
  });

  it('says so when the brand left the checkout unpaid, also under StrictMode', async () => {
    const app = await openAs(BRAND, '/admin/dashboard?checkout=left', {
      strict: true,
      routes: { 'GET /api/subscription': () => json(200, unpaidView()) },
    });
    expect(await screen.findByText('You left the checkout; you can resume it here.')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/admin/dashboard'));
    expect(screen.getAllByText('You left the checkout; you can resume it here.')).toHaveLength(1);
  });
});

describe('a refused payment', () => {
  const refused = (code: DeclineCode | null) =>
    subscriptionView({
      status: 'PAST_DUE',
      graceEndsAt: '2026-12-19T12:00:00.000Z',
      lastFailure: { code, message: 'Your card has insufficient funds.', at: DEC_12 },
    });

  it.each([
    ['en', 'insufficient_funds', 'The last payment failed on Dec 12, 2026: The card did not have enough funds.'],
    ['en', 'expired_card', 'The last payment failed on Dec 12, 2026: The card has expired.'],
    ['en', null, 'The last payment failed on Dec 12, 2026: The payment was refused.'],
    ['es', 'insufficient_funds', 'El último cobro falló el 12 dic 2026: La tarjeta no tenía fondos suficientes.'],
    ['es', 'authentication_required', 'El último cobro falló el 12 dic 2026: El banco pidió confirmar el pago y no se confirmó.'],
    ['es', 'unknown', 'El último cobro falló el 12 dic 2026: El pago fue rechazado.'],
  ] as const)('reads in %s by its code (%s), never in the provider’s words', async (language, code, words) => {
    window.localStorage.setItem('user-lang', language);
    await openAs(BRAND, '/admin/dashboard', {
      routes: { 'GET /api/subscription': () => json(200, refused(code)) },
    });
    const region = await screen.findByRole('region', { name: /subscription|suscripción/i });
    await waitFor(() => expect(plain(region.textContent)).toContain(words));
    expect(region.textContent).not.toContain('insufficient funds');
  });
});

describe('paying from the dashboard', () => {
  it('pays now: the plan chosen, then off to the checkout it starts', async () => {
    const url = `${window.location.origin}/checkout/test/${TEST_CHECKOUT_ID}`;
    const { user, api, location } = await openDashboard(unpaidView(), {
      'POST /api/subscription/checkout': () => json(201, { url }),
      [`GET /api/payments/test/checkouts/${TEST_CHECKOUT_ID}`]: () => json(200, testCheckout()),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect((within(dialog).getByRole('radio', { name: 'Pro' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Ultimate' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Yearly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(location()).toBe(`/checkout/test/${TEST_CHECKOUT_ID}`));
    expect(writes(api.requests).map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/subscription/checkout', { tier: 'ULTIMATE', billingCycle: 'YEARLY' }],
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Test checkout' })).toBeTruthy();
  });

  it('resumes a checkout the brand left', async () => {
    const left = {
      url: `${window.location.origin}/checkout/test/${TEST_CHECKOUT_ID}`,
      tier: 'BASIC',
      billingCycle: 'MONTHLY',
      amount: 9,
      currency: 'USD',
      provider: 'test',
      startedAt: DEC_12,
    } as const;
    const { user, location, api } = await openDashboard(unpaidView({ checkout: left }), {
      [`GET /api/payments/test/checkouts/${TEST_CHECKOUT_ID}`]: () => json(200, testCheckout()),
      // The server answers the checkout to go back to: the one left while it is open, a new one once it closed.
      'POST /api/subscription/checkout/resume': () => json(200, { url: left.url }),
    });
    expect(plain((await card()).textContent)).toContain('You left the payment for the Basic plan ($9) unfinished.');
    await user.click(screen.getByRole('button', { name: 'Resume checkout' }));
    await waitFor(() => expect(location()).toBe(`/checkout/test/${TEST_CHECKOUT_ID}`));
    expect(writes(api.requests).map((request) => request.url.pathname)).toEqual(['/api/subscription/checkout/resume']);
  });
});

describe('changing the plan', () => {
  const preview: Handler = (request) => {
    const tier = request.url.searchParams.get('tier');
    const billingCycle = request.url.searchParams.get('billingCycle');
    if (tier === 'PRO' && billingCycle === 'MONTHLY')
      return json(200, { kind: 'same', tier, billingCycle, amount: 29, currency: 'USD', dueNow: 0, effectiveAt: DEC_12 });
    if (tier === 'BASIC') return json(200, { kind: 'downgrade', tier, billingCycle, amount: 9, currency: 'USD', dueNow: 0, effectiveAt: DEC_12 });
    return json(200, { kind: 'upgrade', tier, billingCycle, amount: 59, currency: 'USD', dueNow: 15, effectiveAt: '2026-11-20T12:00:00.000Z' });
  };

  it('shows what the new plan costs before the brand confirms, and changes it on confirmation', async () => {
    // The server remembers: the card read again after the change shows it too.
    let view = subscriptionView();
    const { user, api } = await openDashboard(view, {
      'GET /api/subscription': () => json(200, view),
      'GET /api/subscription/preview': preview,
      'PUT /api/subscription/plan': () => {
        view = subscriptionView({ tier: 'ULTIMATE', amount: 59, limit: null });
        return json(200, view);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm change' }) as HTMLButtonElement;
    expect(await within(dialog).findByText('This is your current plan.')).toBeTruthy();
    expect(confirm.disabled).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: 'Basic' }));
    await waitFor(() =>
      expect(plain(within(dialog).getByRole('region', { name: 'What you will pay' }).textContent)).toContain(
        'From Dec 12, 2026 you pay $9 a month. Until then you keep your current plan.',
      ),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Ultimate' }));
    await waitFor(() =>
      expect(plain(within(dialog).getByRole('region', { name: 'What you will pay' }).textContent)).toContain(
        'You pay $15 now (prorated for the rest of this period) and then $59 a month.',
      ),
    );
    expect(writes(api.requests)).toEqual([]);

    await user.click(confirm);
    expect(await screen.findByText('Your plan is now Ultimate.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api.requests).map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['PUT', '/api/subscription/plan', { tier: 'ULTIMATE', billingCycle: 'MONTHLY' }],
    ]);
    expect(plain((await card()).textContent)).toContain('8 garments (no limit)');
  });

  it('says how many clothes to remove when the brand has too many for the smaller plan', async () => {
    const { user } = await openDashboard(subscriptionView({ clothes: 12 }), {
      'GET /api/subscription/preview': preview,
      'PUT /api/subscription/plan': () =>
        json(409, {
          code: 'OVER_TIER_LIMIT',
          message: 'This plan allows 10 clothes and your brand has 12. Remove 2 first.',
          clothes: 12,
          limit: 10,
          excess: 2,
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    await user.click(within(dialog).getByRole('radio', { name: 'Basic' }));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm change' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    await user.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This plan allows 10 clothes and your brand has 12. Remove 2 garments to move to it.');
  });
});

describe('cancelling and resuming', () => {
  it('cancels only after confirmation, then offers to resume until the plan ends', async () => {
    let view = subscriptionView();
    const answer = (next: Subscription) => {
      view = next;
      return json(200, view);
    };
    const { user, api } = await openDashboard(view, {
      'GET /api/subscription': () => json(200, view),
      'POST /api/subscription/cancel': () => answer(subscriptionView({ cancelAt: DEC_12 })),
      'POST /api/subscription/resume': () => answer(subscriptionView()),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your plan?' });
    expect(dialog.textContent).toContain('Your plan stays active until Dec 12, 2026 and ends then');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api.requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel my plan' }));
    expect(await screen.findByText('Your plan ends on Dec 12, 2026. You can resume it until then.')).toBeTruthy();
    expect(within(await card()).getByText('Active — ends on Dec 12, 2026 (cancelled)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Resume plan' }));
    expect(await screen.findByText('Your plan is active again and will renew as usual.')).toBeTruthy();
    expect(writes(api.requests).map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/subscription/cancel', {}],
      ['/api/subscription/resume', {}],
    ]);
  });

  it("tells the server's refusal in the reader's words", async () => {
    const { user } = await openDashboard(subscriptionView(), {
      'POST /api/subscription/cancel': () => json(502, { code: 'PAYMENTS_UNAVAILABLE', message: 'The payment provider could not be reached.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel my plan' }));
    // Within the card: the brand's figures below it (not answered here) say they could not load.
    expect((await within(await card()).findByRole('alert')).textContent).toBe('The payment provider could not be reached. Please try again in a moment.');
  });
});

describe("an admin's dashboard", () => {
  it('shows the subscription of the brand the admin chooses', async () => {
    const brandId = subscriptionView().brandId;
    const { user, api, location } = await openDashboard(
      subscriptionView(),
      {
        'GET /api/admin/brands': () => json(200, adminBrandList([adminBrand({ id: brandId, name: 'Luna SRL' })])),
      },
      '/admin/dashboard',
      ADMIN,
    );
    expect(screen.getByText('Choose a brand to see its dashboard.')).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Brand' });
    await waitFor(() => expect(within(picker).queryByRole('option', { name: 'Casa Luna' })).not.toBeNull());
    await user.selectOptions(picker, 'Casa Luna');

    expect(await screen.findByRole('heading', { level: 2, name: 'Subscription · Casa Luna' })).toBeTruthy();
    expect(location()).toBe(`/admin/dashboard?brand=${brandId}`);
    const read = api.requests.find((request) => request.url.pathname === '/api/subscription');
    expect(read?.url.searchParams.get('brandId')).toBe(brandId);
  });
});
