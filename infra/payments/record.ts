import { z } from 'zod';
import { FailureError } from '@vitrina/domain/core/failures';
import { subscriptionStream, type PaymentSource } from '@vitrina/domain/subscriptions/events';
import type { PaymentProvider } from '@vitrina/domain/subscriptions/payments';
import { subscriptionDecider, type SubscriptionCommand, type SubscriptionState } from '@vitrina/domain/subscriptions/subscription';
import { loadState, runCommand } from '../eventstore/commands';
import type { EventStore, Position } from '../eventstore/port';
import type { Logger } from '../log/logger';
import type { CheckoutStatus, PaymentEvent, PaymentsProvider, ProviderSubscriptionRecord } from './port';

const Reference = z.string().uuid();

export interface RecordDeps {
  eventStore: EventStore;
  logger: Logger;
  graceDays: number;
  now(): Date;
}

/** How many of a brand's newest checkouts reconciliation asks about (older ones the brand left long ago). */
export const RECONCILED_CHECKOUTS = 5;

function commandOf(event: PaymentEvent, provider: PaymentProvider, source: PaymentSource, deps: RecordDeps): SubscriptionCommand | null {
  switch (event.type) {
    case 'payment.succeeded': {
      const { eventId, reason, plan, amount, currency, paymentId, subscriptionId, paidAt, periodStart, periodEnd } = event;
      return {
        type: 'RecordPayment',
        provider,
        eventId,
        reason,
        plan,
        amount,
        currency,
        providerPaymentId: paymentId,
        providerSubscriptionId: subscriptionId,
        paidAt,
        periodStart,
        periodEnd,
        source,
      };
    }
    case 'payment.failed': {
      const { eventId, failureId, code, reason } = event;
      // A refusal told by reconciliation happened when the provider says, not when Vitrina learned of it.
      const now = source === 'reconciliation' ? event.failedAt : deps.now().toISOString();
      return {
        type: 'RecordPaymentFailure',
        provider,
        eventId,
        failureId,
        code,
        reason,
        message: event.message.slice(0, 500),
        source,
        graceDays: deps.graceDays,
        now,
      };
    }
    case 'subscription.ended':
      return { type: 'RecordProviderEnded', eventId: event.eventId, endedAt: event.endedAt, source };
    case 'ignored':
      return null;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown payment event ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * The one way money changes a subscription: a provider's fact (a verified webhook, or what reconciliation read)
 * decided on the brand's stream. The decider records each payment once by the provider's payment id and each refusal
 * once by its id, so the same money told twice appends nothing; a fact about a subscription Vitrina does not know is
 * logged and ignored. Returns the position of what was appended (null: nothing was).
 */
export async function recordPaymentEvent(
  deps: RecordDeps,
  provider: PaymentProvider,
  event: PaymentEvent,
  options: { source: PaymentSource; correlationId: string },
): Promise<Position | null> {
  if (event.type === 'ignored') return null;
  const brandId = Reference.safeParse(event.reference);
  const command = commandOf(event, provider, options.source, deps);
  if (!brandId.success || !command) {
    deps.logger.warn({ provider, eventId: event.eventId }, 'payment event for an unknown reference; ignored');
    return null;
  }
  try {
    const { position } = await runCommand(deps.eventStore, subscriptionStream(brandId.data), subscriptionDecider, command, {
      correlationId: options.correlationId,
      now: deps.now(),
    });
    return position;
  } catch (error) {
    if (error instanceof FailureError && error.failure.code === 'AMOUNT_MISMATCH') {
      // Never silently accepted: an operator reads this and settles it with the provider.
      deps.logger.error(
        { provider, eventId: event.eventId, brandId: brandId.data, reason: error.failure.message, source: options.source },
        'payment refused: amount does not match the plan',
      );
    }
    throw error;
  }
}

/** The upgrade a provider's record shows: its plan, with the newest proration's amount and period. */
function upgradeOf(record: ProviderSubscriptionRecord): SubscriptionCommand | null {
  if (!record.plan) return null;
  const paid = record.events.filter((event) => event.type === 'payment.succeeded');
  const proration = paid.filter((event) => event.reason === 'plan_change').at(-1);
  const period = proration ?? paid.at(-1);
  if (!period) return null;
  return {
    type: 'RecordProviderUpgrade',
    ...record.plan,
    prorationAmount: proration?.amount ?? 0,
    periodStart: period.periodStart,
    periodEnd: period.periodEnd,
    upgradedAt: proration?.paidAt ?? period.paidAt,
  };
}

export interface ReconcileDeps extends RecordDeps {
  payments: PaymentsProvider;
}

export interface Reconciled {
  /** Facts the provider held that Vitrina had not recorded, now appended. */
  appended: number;
  /** Position of the last append; null when Vitrina already agreed with the provider. */
  position: Position | null;
  /** What the provider said of each checkout it was asked about, so a caller need not ask again. */
  checkouts: ReadonlyMap<string, CheckoutStatus | null>;
}

/** The provider subscriptions a brand's state points at: its own, and any its open checkouts made when paid. */
async function subscriptionsToAsk(deps: ReconcileDeps, state: SubscriptionState, checkouts: Map<string, CheckoutStatus | null>): Promise<string[]> {
  const { payments } = deps;
  const ids = new Set<string>();
  if (state.providerSubscriptionId && state.provider === payments.name) ids.add(state.providerSubscriptionId);
  for (const checkout of state.openCheckouts.slice(-RECONCILED_CHECKOUTS)) {
    if (checkout.provider !== payments.name) continue;
    const status = await payments.checkoutStatus(checkout.checkoutId);
    checkouts.set(checkout.checkoutId, status);
    if (status?.status === 'paid' && status.subscriptionId) ids.add(status.subscriptionId);
  }
  return [...ids];
}

/**
 * Reconciliation, for one brand: asks the provider what it holds (the brand's open checkouts, its subscription) and
 * appends, through the same decider as webhooks, whatever Vitrina has not recorded: payments, the refusal still
 * outstanding, the end. Each fact is appended as having come from reconciliation. Running it again, or beside a
 * webhook telling the same fact, appends nothing more. A provider that cannot be reached rejects (nothing appended
 * for the facts not yet read); the next run tries again.
 */
export async function reconcileBrand(deps: ReconcileDeps, brandId: string, correlationId = `reconcile-${brandId}`): Promise<Reconciled> {
  const { state } = await loadState(deps.eventStore, subscriptionStream(brandId), subscriptionDecider);
  const checkouts = new Map<string, CheckoutStatus | null>();
  if (!state || state.grant) return { appended: 0, position: null, checkouts };
  let appended = 0;
  let position: Position | null = null;
  for (const subscriptionId of await subscriptionsToAsk(deps, state, checkouts)) {
    const record = await deps.payments.subscriptionRecord(subscriptionId);
    if (!record) continue;
    if (record.reference !== brandId) {
      deps.logger.error(
        { brandId, subscriptionId, reference: record.reference },
        'reconciliation: the provider holds this subscription for another brand; skipped',
      );
      continue;
    }
    const append = async (record: () => Promise<Position | null>) => {
      const at = await record();
      if (at !== null) {
        appended += 1;
        position = at;
      }
    };
    // An upgrade the provider made and Vitrina never recorded (the site stopped in between): before the payments, so
    // a renewal at the new price matches, and after them, for a subscription whose first payment was missing too.
    const upgrade = record.plan && record.status !== 'ended' ? upgradeOf(record) : null;
    const recordUpgrade = async () => {
      if (upgrade)
        await append(
          async () =>
            (await runCommand(deps.eventStore, subscriptionStream(brandId), subscriptionDecider, upgrade, { correlationId, now: deps.now() })).position,
        );
    };
    await recordUpgrade();
    for (const event of record.events) {
      const fact = { ...event, eventId: `reconciled:${event.eventId}` };
      try {
        await append(() => recordPaymentEvent(deps, deps.payments.name, fact, { source: 'reconciliation', correlationId }));
      } catch (error) {
        // An amount that does not match is logged for an operator (recordPaymentEvent did); the other facts go on.
        if (!(error instanceof FailureError)) throw error;
      }
    }
    await recordUpgrade();
  }
  if (appended > 0) deps.logger.warn({ brandId, appended, provider: deps.payments.name }, 'reconciliation recorded facts the webhooks had not delivered');
  return { appended, position, checkouts };
}
