import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import type { TestCard } from '@vitrina/infra/payments/port';
import type { Client } from '../testing/vitrina';

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
