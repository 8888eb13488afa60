import { subscriptionStream } from '@vitrina/domain/subscriptions/events';
import { subscriptionDecider } from '@vitrina/domain/subscriptions/subscription';
import { priceOf, type BillingCycle, type SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { TestCard } from '@vitrina/infra/payments/port';
import type { ApiContext } from '../context';

export interface DemoPlan {
  tier: SubscriptionTier;
  billingCycle: BillingCycle;
  card: TestCard;
  /** How long ago the brand paid (a renewal due by now is charged, and may fail). */
  paidDaysAgo: number;
  /** The brand cancelled: the plan ends at its period's end. */
  cancelled?: boolean;
}

const DAY = 86_400_000;

/**
 * A demo brand pays through the test provider as a person would (checkout, a test card, the provider's signed
 * webhooks), so `npm start` shows active, past-due and cancelling plans made of real events.
 */
export async function payDemoPlan(context: ApiContext, brandId: string, owner: { id: string; email: string; name: string }, plan: DemoPlan): Promise<void> {
  const { payments } = context;
  if (!payments.desk) return;
  const now = context.now();
  const command = { correlationId: 'demo-data', actor: owner.id, now };
  const amount = priceOf(plan.tier, plan.billingCycle, 'USD');
  const dashboard = `${context.config.PUBLIC_URL}/admin/dashboard`;
  const checkout = await payments.startCheckout({
    reference: brandId,
    plan: { tier: plan.tier, billingCycle: plan.billingCycle, amount, currency: 'USD' },
    customer: { email: owner.email, name: owner.name },
    successUrl: `${dashboard}?checkout=done`,
    cancelUrl: `${dashboard}?checkout=left`,
    language: 'es',
  });
  const stream = subscriptionStream(brandId);
  await runCommand(
    context.eventStore,
    stream,
    subscriptionDecider,
    {
      type: 'StartCheckout',
      brandId,
      tier: plan.tier,
      billingCycle: plan.billingCycle,
      currency: 'USD',
      provider: payments.name,
      checkoutId: checkout.id,
      checkoutUrl: checkout.url,
      now: now.toISOString(),
    },
    command,
  );
  await payments.desk.pay(checkout.id, plan.card, new Date(now.getTime() - plan.paidDaysAgo * DAY));
  await payments.advance?.(now);
  if (plan.cancelled) {
    const subscription = await context.eventStore.readStream(stream);
    const paid = subscription.find((event) => event.type === 'SubscriptionPaid')?.data as { providerSubscriptionId: string } | undefined;
    if (paid) await payments.cancelAtPeriodEnd(paid.providerSubscriptionId);
    await runCommand(context.eventStore, stream, subscriptionDecider, { type: 'CancelSubscription', by: owner.id, now: now.toISOString() }, command);
  }
}
