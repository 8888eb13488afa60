import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionStream } from '@vitrina/domain/subscriptions/events';
import type { TestPayments } from '@vitrina/infra/payments/test';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { until } from '@vitrina/testkit/api/eventually';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { payForPlan } from '@vitrina/testkit/api/subscriptions';

const DAY = 86_400_000;

/** What these tests read of the answers: the subscription view, a preview, lists. */
interface Body {
  status: string;
  expiresAt: string;
  payments: Array<Record<string, unknown>>;
  checkout: { url: string };
  dueNow: number;
  kind: string;
  items: Array<{ id: string }>;
  total: number;
}
type Answer = Body;
let vitrina: TestVitrina;
let clock = Date.now();

beforeAll(async () => {
  vitrina = await startTestVitrina({}, { now: () => new Date(clock) });
});
afterAll(() => vitrina.close());

const provider = () => vitrina.vitrina.runtime.payments as TestPayments;
const types = async (brandId: string) => (await vitrina.vitrina.runtime.eventStore.readStream(subscriptionStream(brandId))).map((event) => event.type);
const tick = async () => {
  await vitrina.vitrina.worker!.subscriptionClock.tick();
  await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['subscriptions', 'catalogue', 'users']);
};
const webhook = (client: Client, body: object, signedAt = Math.floor(clock / 1000)) => {
  const delivery = provider().sign(Buffer.from(JSON.stringify(body)), signedAt);
  return client.call('POST', '/payments/webhooks/test', JSON.stringify(body), delivery.headers);
};
const mails = async (to: string, subject: RegExp) => {
  const { readOutbox } = await import('@vitrina/testkit/infra/mail/outbox-reader');
  return (await readOutbox(vitrina.outbox)).filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
};
const ownerEmail = async (brandId: string) => String((await vitrina.vitrina.runtime.readModels.collection('users').findOne({ owner: brandId }))!.email);
/** Waits for the worker to send what it was queued to (emails go out after the event, not with it). */
const settle = (check: () => Promise<boolean>) => until(check, 'the worker sent the email');
const searchFinds = async (client: Client, name: string) => ((await client.get<Answer>(`/search?q=${encodeURIComponent(name)}`)).body.items ?? []).length > 0;

describe('checkout and the subscription card', () => {
  it('pays a registered brand in the test checkout and shows the active plan with its expiry', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO', { paid: false });
    const before = await client.get<Answer>('/subscription');
    expect(before.body).toMatchObject({
      status: 'PENDING',
      tier: 'PRO',
      billingCycle: 'MONTHLY',
      checkout: null,
      billing: { provider: 'test', testMode: true },
    });
    await payForPlan(client, { tier: 'PRO', billingCycle: 'MONTHLY' });
    const after = await client.get<Answer>('/subscription');
    expect(after.body).toMatchObject({ status: 'ACTIVE', tier: 'PRO', amount: 29, currency: 'USD', provider: 'test', limit: 100 });
    expect(Date.parse(after.body.expiresAt)).toBeGreaterThan(clock + 27 * DAY);
    expect(after.body.payments).toEqual([expect.objectContaining({ kind: 'first', amount: 29, currency: 'USD' })]);
    expect(await types(brandId)).toEqual(['SubscriptionRequested', 'CheckoutStarted', 'SubscriptionPaid']);
    await settle(async () => (await mails(await ownerEmail(brandId), /receipt|recibo/i)).length === 1);
  });

  it('keeps a declined card pending with the reason, and the checkout resumable', async () => {
    const { client } = await signedInBrand(vitrina, 'BASIC', { paid: false });
    expect((await payForPlan(client, { tier: 'BASIC', billingCycle: 'MONTHLY' }, 'declined')).status).toBe('declined');
    const card = await client.get<Answer>('/subscription');
    expect(card.body).toMatchObject({ status: 'PENDING', lastFailure: { message: 'Your card was declined.' } });
    expect(card.body.checkout.url).toMatch(/\/checkout\/test\/tco_/);
  });

  it('shows the test checkout page to its brand, and leaving it sends the person back to the dashboard', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO', { paid: false });
    const started = await client.post<{ url: string }>('/subscription/checkout', { tier: 'PRO', billingCycle: 'YEARLY' });
    const checkoutId = new URL(started.body.url).pathname.split('/').pop()!;
    const page = await client.get(`/payments/test/checkouts/${checkoutId}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id: checkoutId,
      reference: brandId,
      plan: { tier: 'PRO', billingCycle: 'YEARLY', amount: 290, currency: 'USD' },
      status: 'open',
    });
    const left = await client.post<{ redirect: string }>(`/payments/test/checkouts/${checkoutId}/abandon`, {});
    expect(left.body).toMatchObject({ status: 'abandoned', redirect: expect.stringMatching(/\/admin\/dashboard\?checkout=left$/) });
  });

  it('refuses a second checkout while paid, and any subscription route to a USER, and another brand’s subscription', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'BASIC');
    expect((await client.post('/subscription/checkout', { tier: 'PRO', billingCycle: 'MONTHLY' })).body).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
    const other = await signedInBrand(vitrina, 'BASIC', { paid: false });
    const user = (await vitrina.signedIn('USER')).client;
    const head = await vitrina.head();
    expect((await other.client.get(`/subscription?brandId=${brandId}`)).status).toBe(404);
    expect((await other.client.post('/subscription/cancel', { brandId })).status).toBe(404);
    for (const [method, path] of [
      ['GET', '/subscription'],
      ['POST', '/subscription/checkout'],
      ['PUT', '/subscription/plan'],
      ['POST', '/subscription/cancel'],
      ['POST', '/subscription/resume'],
    ] as const) {
      expect((await user.call(method, path, method === 'GET' ? undefined : { tier: 'PRO', billingCycle: 'MONTHLY' })).status).toBe(403);
    }
    expect(await vitrina.head()).toBe(head);
  });
});

describe('webhooks', () => {
  let client: Client;
  let brandId: string;
  beforeAll(async () => {
    ({ client, brandId } = await signedInBrand(vitrina, 'PRO', { paid: false }));
    expect((await client.post('/subscription/checkout', { tier: 'PRO', billingCycle: 'MONTHLY' })).status).toBe(201);
  });
  const paidEvent = (id: string, amount: number) => ({
    id,
    created: Math.floor(clock / 1000),
    type: 'payment.succeeded',
    data: {
      reference: brandId,
      subscriptionId: 'tsub_x',
      paymentId: `pay_${id}`,
      reason: 'first',
      amount,
      currency: 'USD',
      paidAt: new Date(clock).toISOString(),
      periodStart: new Date(clock).toISOString(),
      periodEnd: new Date(clock + 30 * DAY).toISOString(),
    },
  });

  it('refuses a bad signature or an old delivery with 400 and appends nothing', async () => {
    const head = await vitrina.head();
    const forged = await client.call('POST', '/payments/webhooks/test', JSON.stringify(paidEvent('evt_forged', 29)), {
      'Content-Type': 'application/json',
      'vitrina-test-signature': 't=1,v1=00',
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'BAD_SIGNATURE' });
    expect((await webhook(client, paidEvent('evt_old', 29), Math.floor(clock / 1000) - 3_600)).status).toBe(400);
    expect((await client.call('POST', '/payments/webhooks/stripe', '{}', { 'Content-Type': 'application/json' })).status).toBe(404);
    expect(await vitrina.head()).toBe(head);
  });

  it('refuses a PRO plan "paid" at the BASIC amount', async () => {
    const head = await vitrina.head();
    const refused = await webhook(client, paidEvent('evt_cheap', 9));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'AMOUNT_MISMATCH' });
    expect(await vitrina.head()).toBe(head);
  });

  it('records a payment once however often the webhook is resent, and ignores unknown subscriptions', async () => {
    expect((await webhook(client, paidEvent('evt_once', 29))).status).toBe(200);
    expect((await webhook(client, paidEvent('evt_once', 29))).status).toBe(200);
    expect((await types(brandId)).filter((type) => type === 'SubscriptionPaid')).toHaveLength(1);
    const head = await vitrina.head();
    const stranger = { ...paidEvent('evt_stranger', 29), data: { ...paidEvent('evt_stranger', 29).data, reference: '11111111-2222-4333-8444-555555555555' } };
    expect((await webhook(client, stranger)).status).toBe(200);
    expect((await webhook(client, { ...stranger, id: 'evt_bad_ref', data: { ...stranger.data, reference: 'not-a-brand' } })).status).toBe(200);
    expect(await vitrina.head()).toBe(head);
  });

  it('records a payment once by its payment id, even told again under a new event id', async () => {
    const again = await signedInBrand(vitrina, 'PRO', { paid: false });
    expect((await again.client.post('/subscription/checkout', { tier: 'PRO', billingCycle: 'MONTHLY' })).status).toBe(201);
    const first = { ...paidEvent('evt_money_1', 29), data: { ...paidEvent('evt_money_1', 29).data, reference: again.brandId, paymentId: 'tpay_same_money' } };
    expect((await webhook(again.client, first)).status).toBe(200);
    expect((await webhook(again.client, { ...first, id: 'evt_money_2' })).status).toBe(200);
    expect((await types(again.brandId)).filter((type) => type === 'SubscriptionPaid')).toHaveLength(1);
  });

  it('answers a signed delivery it cannot read 400 WEBHOOK_UNREADABLE, and appends nothing', async () => {
    const head = await vitrina.head();
    const signed = (raw: string) => client.call('POST', '/payments/webhooks/test', raw, provider().sign(Buffer.from(raw), Math.floor(clock / 1000)).headers);
    const { amount: _dropped, ...withoutAmount } = paidEvent('evt_no_amount', 29).data;
    for (const raw of [
      'this is not JSON {',
      JSON.stringify({ ...paidEvent('evt_unknown_type', 29), type: 'payment.teleported' }),
      JSON.stringify({ ...paidEvent('evt_no_amount', 29), data: withoutAmount }),
      JSON.stringify({ id: 'evt_no_data', created: Math.floor(clock / 1000), type: 'payment.succeeded' }),
    ]) {
      const answer = await signed(raw);
      expect(answer.status, raw).toBe(400);
      expect(answer.body).toMatchObject({ code: 'WEBHOOK_UNREADABLE' });
    }
    expect(await vitrina.head()).toBe(head);
  });
});

describe('changing plan', () => {
  it('upgrades at once with proration, refuses a downgrade below the clothes held, and downgrades from the next period', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'BASIC');
    const preview = await client.get<Answer>('/subscription/preview?tier=PRO&billingCycle=MONTHLY');
    expect(preview.body).toMatchObject({ kind: 'upgrade', amount: 29, currency: 'USD' });
    expect(preview.body.dueNow).toBeGreaterThan(19);
    const upgraded = await client.put<Answer>('/subscription/plan', { tier: 'PRO', billingCycle: 'MONTHLY' });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body).toMatchObject({ status: 'ACTIVE', tier: 'PRO', limit: 100 });
    expect(upgraded.body.payments[0]).toMatchObject({ kind: 'proration', tier: 'PRO' });
    // The event itself names the plan paid for, though the provider's webhook was decided before the upgrade.
    const events = await vitrina.vitrina.runtime.eventStore.readStream(subscriptionStream(brandId));
    expect(events.map((event) => event.type).slice(-2)).toEqual(['ProrationPaid', 'PlanUpgraded']);
    expect(events.find((event) => event.type === 'ProrationPaid')!.data).toMatchObject({ tier: 'PRO', billingCycle: 'MONTHLY' });
    for (let n = 0; n < 11; n++) expect((await client.post('/admin/clothes', clothBody({ names: { es: `Remera ${n}` } }))).status).toBe(201);
    const refused = await client.put<Answer>('/subscription/plan', { tier: 'BASIC', billingCycle: 'MONTHLY' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'OVER_TIER_LIMIT', clothes: 11, limit: 10, excess: 1 });
    const yearly = await client.get<Answer>('/subscription/preview?tier=ULTIMATE&billingCycle=MONTHLY');
    expect(yearly.body.kind).toBe('upgrade');
    const later = await (await signedInBrand(vitrina, 'PRO')).client.put<Answer>('/subscription/plan', { tier: 'BASIC', billingCycle: 'MONTHLY' });
    expect(later.body).toMatchObject({ tier: 'PRO', scheduledChange: { tier: 'BASIC', billingCycle: 'MONTHLY', amount: 9, currency: 'USD' } });
  });
});

describe('changing plan with a provider that cannot move a plan between monthly and yearly (Mercado Pago)', () => {
  it('refuses the change with 409 INTERVAL_CHANGE_UNSUPPORTED before asking the provider, and appends nothing', async () => {
    const { client } = await signedInBrand(vitrina, 'BASIC');
    Object.defineProperty(provider(), 'changesInterval', { value: false, configurable: true });
    try {
      const head = await vitrina.head();
      const refused = await client.put('/subscription/plan', { tier: 'BASIC', billingCycle: 'YEARLY' });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'INTERVAL_CHANGE_UNSUPPORTED' });
      expect(await vitrina.head()).toBe(head);
      expect((await client.put('/subscription/plan', { tier: 'PRO', billingCycle: 'MONTHLY' })).status).toBe(200);
    } finally {
      Object.defineProperty(provider(), 'changesInterval', { value: true, configurable: true });
    }
  });
});

describe('time passing (the worker clock, an injected clock)', () => {
  it('renews at the period end with one receipt per payment, however often the clock ticks', async () => {
    const { brandId } = await signedInBrand(vitrina, 'PRO');
    const email = await ownerEmail(brandId);
    clock += 32 * DAY;
    await tick();
    await tick();
    expect((await types(brandId)).filter((type) => type === 'SubscriptionRenewed')).toHaveLength(1);
    await settle(async () => (await mails(email, /receipt|recibo/i)).length === 2);
  });

  it('moves a failed renewal to past due, lapses it after the grace period (clothes leave public view), and brings it back on payment', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'BASIC', { paid: false });
    await payForPlan(client, { tier: 'BASIC', billingCycle: 'MONTHLY' }, 'fails_renewal');
    const email = await ownerEmail(brandId);
    const name = `Campera lapso ${brandId.slice(0, 6)}`;
    const cloth = await client.post<{ id: string }>('/admin/clothes', clothBody({ names: { es: name } }));
    const shopper = (await vitrina.signedIn('USER')).client;
    await until(() => searchFinds(shopper, name));

    clock += 31 * DAY;
    await tick();
    expect((await client.get<Answer>('/subscription')).body).toMatchObject({ status: 'PAST_DUE' });
    expect(await searchFinds(shopper, name)).toBe(true);
    await tick();
    await settle(async () => (await mails(email, /renew|renovar/i)).length === 1);

    clock += 8 * DAY;
    await tick();
    await tick();
    expect((await client.get<Answer>('/subscription')).body).toMatchObject({ status: 'LAPSED' });
    await until(async () => !(await searchFinds(shopper, name)));
    expect((await shopper.get(`/clothes/${cloth.body.id}`)).status).toBe(404);
    expect((await shopper.get<{ clothes: { total: number } }>(`/brands/${brandId}`)).body.clothes.total).toBe(0);
    expect((await client.get(`/clothes/${cloth.body.id}`)).status).toBe(200);
    expect((await client.post('/admin/clothes', clothBody())).body).toMatchObject({ code: 'SUBSCRIPTION_INACTIVE' });
    await settle(async () => (await mails(email, /lapsed|venció/i)).length === 1);
    expect((await types(brandId)).filter((type) => type === 'SubscriptionLapsed')).toHaveLength(1);

    await payForPlan(client, { tier: 'BASIC', billingCycle: 'MONTHLY' });
    expect((await client.get<Answer>('/subscription')).body).toMatchObject({ status: 'ACTIVE' });
    await until(() => searchFinds(shopper, name));
  });

  it('lets a past-due brand pay its failed renewal with another card from the provider’s card page', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO', { paid: false });
    await payForPlan(client, { tier: 'PRO', billingCycle: 'MONTHLY' }, 'fails_renewal');
    clock += 31 * DAY;
    await tick();
    expect((await client.get<Answer>('/subscription')).body).toMatchObject({ status: 'PAST_DUE' });
    const portal = await client.post<{ url: string }>('/subscription/portal', {});
    const subscriptionId = new URL(portal.body.url).pathname.split('/').pop()!;
    expect(portal.body.url).toMatch(/\/checkout\/test\/card\/tsub_/);
    const other = await signedInBrand(vitrina, 'BASIC', { paid: false });
    expect((await other.client.get(`/payments/test/subscriptions/${subscriptionId}`)).status).toBe(404);
    expect((await client.get(`/payments/test/subscriptions/${subscriptionId}`)).body).toMatchObject({
      id: subscriptionId,
      reference: brandId,
      card: 'fails_renewal',
      status: 'past_due',
    });
    expect((await client.post(`/payments/test/subscriptions/${subscriptionId}/card`, { card: 'declined' })).status).toBe(200);
    expect((await client.get<Answer>('/subscription')).body).toMatchObject({ status: 'PAST_DUE' });
    expect((await client.post(`/payments/test/subscriptions/${subscriptionId}/card`, { card: 'ok' })).status).toBe(200);
    const after = await client.get<Answer>('/subscription');
    expect(after.body).toMatchObject({ status: 'ACTIVE' });
    expect(Date.parse(after.body.expiresAt)).toBeGreaterThan(clock + 25 * DAY);
    expect((await types(brandId)).filter((type) => type === 'SubscriptionRenewed')).toHaveLength(1);
  });

  it('ends a cancelled plan at its period end (resumable until then), with one confirmation email', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'BASIC');
    const email = await ownerEmail(brandId);
    const cancelled = await client.post<Answer>('/subscription/cancel', {});
    expect(cancelled.body).toMatchObject({ status: 'ACTIVE', cancelAt: expect.any(String) });
    expect((await client.post<Answer>('/subscription/resume', {})).body).toMatchObject({ status: 'ACTIVE', cancelAt: null });
    const held = await vitrina.vitrina.runtime.readModels.collection('subscriptions').findOne({ _id: brandId });
    expect(provider().subscription(String(held!.providerSubscriptionId)).status).toBe('active');
    await client.post('/subscription/cancel', {});
    clock += 32 * DAY;
    await tick();
    await tick();
    expect((await client.get<Answer>('/subscription')).body).toMatchObject({ status: 'CANCELLED' });
    expect((await types(brandId)).filter((type) => type === 'SubscriptionEnded')).toHaveLength(1);
    await settle(async () => (await mails(email, /cancel/i)).length === 2);
  });

  it('reminds a yearly plan a week before it renews, once', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO', { paid: false });
    await payForPlan(client, { tier: 'PRO', billingCycle: 'YEARLY' });
    const email = await ownerEmail(brandId);
    const expires = Date.parse((await client.get<Answer>('/subscription')).body.expiresAt);
    clock = expires - 6 * DAY;
    await tick();
    await tick();
    await settle(async () => (await mails(email, /week|semana/i)).length === 1);
    expect((await types(brandId)).filter((type) => type === 'RenewalReminderDue')).toHaveLength(1);
  });
});

describe('admin grants', () => {
  it('lets an admin grant a plan with no payment, shown in the brands list, refuses it to a brand, and lets the admin end it', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'BASIC', { paid: false });
    const admin = (await vitrina.signedIn('ADMIN')).client;
    expect((await client.post(`/admin/brands/${brandId}/grant`, { tier: 'ULTIMATE', expiresAt: null })).status).toBe(403);
    const granted = await admin.post<Answer>(`/admin/brands/${brandId}/grant`, { tier: 'ULTIMATE', expiresAt: null });
    expect(granted.body).toMatchObject({ status: 'ACTIVE', tier: 'ULTIMATE', granted: true, expiresAt: null, limit: null });
    const listed = await admin.get<Answer>('/admin/brands?status=ACTIVE&pageSize=200');
    expect(listed.body.items.find((brand: { id: string }) => brand.id === brandId)).toMatchObject({
      subscription: { tier: 'ULTIMATE', status: 'ACTIVE', provider: 'grant' },
    });
    expect((await client.post('/subscription/cancel', {})).body).toMatchObject({ code: 'GRANTED_PLAN' });
    expect((await client.post('/subscription/portal', {})).body).toEqual({ url: null });
    const ended = await admin.call<Answer>('DELETE', `/admin/brands/${brandId}/grant`, {});
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: 'CANCELLED', granted: true });
  });
});

describe('money that agrees with the provider (deliveries lost, checkouts left)', () => {
  const runtime = () => vitrina.vitrina.runtime;
  /** The site does not take the provider's deliveries (down, crashed) while `during` runs. */
  const deliveriesLost = async <T>(during: () => Promise<T>): Promise<T> => {
    const deliver = runtime().webhooks.deliver;
    runtime().webhooks.deliver = async () => {
      throw new Error('the site is down');
    };
    try {
      return await during();
    } finally {
      runtime().webhooks.deliver = deliver;
    }
  };
  const checkoutIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;
  const sourceOf = async (brandId: string, type: string) =>
    (await runtime().eventStore.readStream(subscriptionStream(brandId)))
      .filter((event) => event.type === type)
      .map((event) => (event.data as { source?: string }).source);

  it('records a checkout paid while its webhook was lost on the return from checkout, once, and never offers it again', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO', { paid: false });
    const { status } = await deliveriesLost(() => payForPlan(client, { tier: 'PRO', billingCycle: 'MONTHLY' }));
    expect(status).toBe('paid');
    expect((await client.get<Answer>('/subscription')).body.status).toBe('PENDING');
    const synced = await client.post<Answer>('/subscription/sync', {});
    expect(synced.body).toMatchObject({ status: 'ACTIVE', tier: 'PRO', checkout: null });
    expect(await sourceOf(brandId, 'SubscriptionPaid')).toEqual(['reconciliation']);
    // The provider's outbox delivers the lost webhook later: the same payment, not a second one.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await provider().flushOutbox();
    expect((await types(brandId)).filter((type) => type === 'SubscriptionPaid')).toHaveLength(1);
    expect((await client.post('/subscription/checkout/resume', {})).body).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
  });

  it('refuses a new checkout for a brand whose earlier checkout the provider took payment for', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'BASIC', { paid: false });
    await deliveriesLost(() => payForPlan(client, { tier: 'BASIC', billingCycle: 'MONTHLY' }));
    expect((await client.post('/subscription/checkout', { tier: 'PRO', billingCycle: 'MONTHLY' })).body).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
    expect((await client.get<Answer>('/subscription')).body).toMatchObject({ status: 'ACTIVE', tier: 'BASIC' });
    expect(provider().paymentsOf(brandId)).toHaveLength(1);
  });

  it('sends a delivery the site did not take again, with a wait, until it is taken', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO', { paid: false });
    await deliveriesLost(() => payForPlan(client, { tier: 'PRO', billingCycle: 'MONTHLY' }));
    expect(provider().pendingDeliveries().waiting).toBeGreaterThan(0);
    expect(await provider().flushOutbox()).toBe(0); // not due yet: the first retry waits a second
    expect((await client.get<Answer>('/subscription')).body.status).toBe('PENDING');
    // The api's provider looks at its outbox every second once started.
    await settle(async () => provider().pendingDeliveries().waiting === 0);
    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['subscriptions']);
    expect((await client.get<Answer>('/subscription')).body.status).toBe('ACTIVE');
    expect(await sourceOf(brandId, 'SubscriptionPaid')).toEqual(['webhook']);
  });

  it('resumes a checkout after a declined card and "cancel and go back", and after it expired, with a new one that pays', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO', { paid: false });
    const started = await client.post<{ url: string }>('/subscription/checkout', { tier: 'PRO', billingCycle: 'MONTHLY' });
    expect((await client.post('/subscription/checkout/resume', {})).body).toEqual({ url: started.body.url });
    const first = checkoutIdOf(started.body.url);
    expect((await client.post<{ status: string }>(`/payments/test/checkouts/${first}/pay`, { card: 'declined' })).body.status).toBe('declined');
    expect((await client.post(`/payments/test/checkouts/${first}/abandon`, {})).status).toBe(200);
    const resumed = await client.post<{ url: string }>('/subscription/checkout/resume', {});
    expect(resumed.status).toBe(200);
    const second = checkoutIdOf(resumed.body.url);
    expect(second).not.toBe(first);
    clock += 25 * 3_600_000;
    expect((await client.get<{ status: string }>(`/payments/test/checkouts/${second}`)).body.status).toBe('expired');
    const third = checkoutIdOf((await client.post<{ url: string }>('/subscription/checkout/resume', {})).body.url);
    expect(third).not.toBe(second);
    expect((await client.post<{ status: string }>(`/payments/test/checkouts/${third}/pay`, { card: 'ok' })).body.status).toBe('paid');
    expect((await client.get<Answer>('/subscription')).body).toMatchObject({ status: 'ACTIVE', tier: 'PRO', billingCycle: 'MONTHLY' });
    expect(provider().paymentsOf(brandId)).toHaveLength(1);
  });

  it('records a renewal and a refused renewal whose webhooks were lost when the worker reconciles', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'PRO', { paid: false });
    await payForPlan(client, { tier: 'PRO', billingCycle: 'MONTHLY' });
    const expires = Date.parse((await client.get<Answer>('/subscription')).body.expiresAt);
    clock = expires + 3_600_000;
    await deliveriesLost(() => provider().advance(new Date(clock)));
    const worker = vitrina.vitrina.worker!;
    const summary = await worker.subscriptionClock.reconcile();
    expect(summary.appended).toBeGreaterThanOrEqual(1);
    expect(await sourceOf(brandId, 'SubscriptionRenewed')).toEqual(['reconciliation']);
    expect((await worker.subscriptionClock.reconcile({ brandId })).appended).toBe(0);
    // The next period's card is refused and that webhook is lost too: reconciliation makes the brand past due.
    const subscriptionId = provider().paymentsOf(brandId)[0]!.subscription_id;
    await provider().updateCard(subscriptionId, 'fails_renewal');
    clock = Date.parse(provider().subscription(subscriptionId).period_end) + 3_600_000;
    await deliveriesLost(() => provider().advance(new Date(clock)));
    await worker.subscriptionClock.reconcile({ brandId });
    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['subscriptions']);
    expect((await client.get<Answer>('/subscription')).body).toMatchObject({ status: 'PAST_DUE', lastFailure: { code: 'card_declined' } });
    expect(await sourceOf(brandId, 'PaymentFailed')).toEqual(['reconciliation']);
  });

  it('records an upgrade the provider made while the site stopped before recording it, with its proration under the new plan', async () => {
    const { client, brandId } = await signedInBrand(vitrina, 'BASIC');
    const subscriptionId = provider().paymentsOf(brandId)[0]!.subscription_id;
    // The provider upgraded and charged; the site stopped before it appended PlanUpgraded.
    await provider().changePlan(subscriptionId, { plan: { tier: 'PRO', billingCycle: 'MONTHLY', amount: 29, currency: 'USD' }, when: 'now' });
    expect((await client.get<Answer>('/subscription')).body).toMatchObject({ tier: 'BASIC' });
    await vitrina.vitrina.worker!.subscriptionClock.reconcile({ brandId });
    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['subscriptions']);
    const view = (await client.get<Answer>('/subscription')).body;
    expect(view).toMatchObject({ status: 'ACTIVE', tier: 'PRO', billingCycle: 'MONTHLY', limit: 100 });
    expect(view.payments[0]).toMatchObject({ kind: 'proration', tier: 'PRO' });
    expect(await sourceOf(brandId, 'PlanUpgraded')).toEqual(['reconciliation']);
    expect((await vitrina.vitrina.worker!.subscriptionClock.reconcile({ brandId })).appended).toBe(0);
  });
});
