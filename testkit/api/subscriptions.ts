import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import type { TestCard } from '@vitrina/infra/payments/port';
import { newBrand, type Client, type TestVitrina } from './vitrina';

/** Starts a checkout as the signed-in brand and answers it at the test provider's desk, as the person would. */
export async function payForPlan(
  client: Client,
  plan: { tier: SubscriptionTier; billingCycle: BillingCycle },
  card: TestCard = 'ok',
): Promise<{ checkoutId: string; status: string }> {
  const started = await client.post<{ url: string }>('/subscription/checkout', plan);
  if (started.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(started.body)}`);
  const checkoutId = new URL(started.body.url).pathname.split('/').pop()!;
  const paid = await client.post<{ status: string }>(`/payments/test/checkouts/${checkoutId}/pay`, { card });
  if (paid.status !== 200) throw new Error(`paying failed: ${JSON.stringify(paid.body)}`);
  return { checkoutId, status: paid.body.status };
}

/**
 * A brand registered and signed in as a person would (the captcha solved), from `ip`, and its plan paid for `tier` at
 * the test provider's desk (`paid: false` leaves it unpaid): what the api suites and the benches import and search as.
 * Returns its client, brand id and owner's user id. No vitest here: the benches use this file.
 */
export async function registeredBrand(
  vitrina: TestVitrina,
  tier: SubscriptionTier,
  ip: string,
  options: { paid?: boolean } = {},
): Promise<{ client: Client; brandId: string; userId: string }> {
  const client = vitrina.client(ip);
  const account = newBrand({ subscription: { tier, billingCycle: 'MONTHLY' } });
  const registered = await client.post('/auth/register', { ...account, token: await client.captcha() });
  if (registered.status !== 201) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const login = await client.post('/auth/login', { email: account.email, password: account.password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['users', 'catalogue']);
  const me = await vitrina.vitrina.runtime.readModels.collection('users').findOne({ emailLower: account.email.toLowerCase() });
  if (options.paid ?? true) await payForPlan(client, { tier, billingCycle: 'MONTHLY' });
  return { client, brandId: String(me!.owner), userId: String(me!._id) };
}
