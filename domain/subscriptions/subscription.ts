import type { Decider } from '../core/decider';
import type { Failure } from '../core/failures';
import type { PaymentSource, SubscriptionEvent, SubscriptionEventOf } from './events';
import type { DeclineCode, PaymentProvider } from './payments';
import { SubscriptionFailures } from './failures';
import { addDays, prorate } from './periods';
import { statusAfter, type SubscriptionStatus } from './standing';
import { PRICE_CURRENCY, isUpgrade, limitOf, priceOf, type BillingCycle, type PriceCurrency, type SubscriptionTier } from './tiers';

/** Yearly plans are reminded this long before they renew. */
export const RENEWAL_REMINDER_DAYS = 7;
/** A renewal may arrive a little after the period's end (providers charge in batches): only then is it overdue. */
export const RENEWAL_TOLERANCE_DAYS = 1;

export interface Plan {
  tier: SubscriptionTier;
  billingCycle: BillingCycle;
  amount: number;
  currency: PriceCurrency;
}

export interface SubscriptionState {
  brandId: string;
  status: SubscriptionStatus;
  plan: Plan;
  provider: PaymentProvider | null;
  providerSubscriptionId: string | null;
  /** The checkout the brand was last sent to, until it pays. */
  checkout: OpenCheckout | null;
  /**
   * Every checkout started since the last payment, oldest first: a payment for an older one (the brand paid a tab it
   * left open) is matched to it by its amount.
   */
  openCheckouts: readonly OpenCheckout[];
  periodStart: string | null;
  periodEnd: string | null;
  graceEndsAt: string | null;
  cancelAt: string | null;
  /** A downgrade waiting for the next period. */
  scheduled: Plan | null;
  grant: { by: string; expiresAt: string | null } | null;
  /** The period end a renewal reminder was last due for. */
  remindedFor: string | null;
  /** Provider event ids already recorded: a resent webhook appends nothing. */
  seen: ReadonlySet<string>;
  /**
   * Provider payment ids already recorded: the same money told twice (a webhook under a new event id, or a webhook
   * and reconciliation) is recorded once.
   */
  paymentIds: ReadonlySet<string>;
  /** Provider refusal ids already recorded, likewise. */
  failureIds: ReadonlySet<string>;
}

export type OpenCheckout = Plan & { provider: PaymentProvider; checkoutId: string; url: string };

type PaymentFields = Pick<
  SubscriptionEventOf<'SubscriptionPaid'>['data'],
  'providerPaymentId' | 'providerSubscriptionId' | 'paidAt' | 'periodStart' | 'periodEnd'
>;

export type SubscriptionCommand =
  | { type: 'RequestSubscription'; brandId: string; tier: SubscriptionTier; billingCycle: BillingCycle; now: string }
  | {
      type: 'StartCheckout';
      brandId: string;
      tier: SubscriptionTier;
      billingCycle: BillingCycle;
      currency: PriceCurrency;
      provider: PaymentProvider;
      checkoutId: string;
      checkoutUrl: string;
      now: string;
    }
  | ({
      type: 'RecordPayment';
      provider: PaymentProvider;
      eventId: string;
      reason: 'first' | 'renewal' | 'plan_change';
      /** The plan the provider says the payment is for, where it says (a proration told before its upgrade). */
      plan?: { tier: SubscriptionTier; billingCycle: BillingCycle } | undefined;
      amount: number;
      currency: string;
      source: PaymentSource;
    } & PaymentFields)
  | {
      type: 'RecordPaymentFailure';
      provider: PaymentProvider;
      eventId: string;
      failureId: string;
      code: DeclineCode;
      reason: 'first' | 'renewal' | 'plan_change';
      message: string;
      source: PaymentSource;
      graceDays: number;
      now: string;
    }
  | { type: 'RecordProviderEnded'; eventId: string; endedAt: string; source: PaymentSource }
  /** Reconciliation: the provider bills a higher plan than Vitrina records (an upgrade asked of it, never recorded). */
  | {
      type: 'RecordProviderUpgrade';
      tier: SubscriptionTier;
      billingCycle: BillingCycle;
      prorationAmount: number;
      periodStart: string;
      periodEnd: string;
      upgradedAt: string;
    }
  | { type: 'ChangePlan'; tier: SubscriptionTier; billingCycle: BillingCycle; clothes: number; by: string; now: string }
  | { type: 'CancelSubscription'; by: string; now: string }
  | { type: 'ResumeSubscription'; by: string; now: string }
  | { type: 'GrantPlan'; brandId: string; tier: SubscriptionTier; expiresAt: string | null; by: string; now: string }
  | { type: 'RevokeGrant'; by: string; now: string }
  | { type: 'PassTime'; graceDays: number; now: string };

const planOf = (tier: SubscriptionTier, billingCycle: BillingCycle, currency: PriceCurrency = PRICE_CURRENCY): Plan => ({
  tier,
  billingCycle,
  amount: priceOf(tier, billingCycle, currency),
  currency,
});

const money = (amount: number, currency: string) => `${amount} ${currency}`;
const sameMoney = (plan: Plan, amount: number, currency: string) => plan.currency === currency && Math.abs(plan.amount - amount) < 0.005;
const paid = (status: SubscriptionStatus) => status === 'ACTIVE' || status === 'PAST_DUE';
const at = (instant: string) => Date.parse(instant);

/** The plan the upcoming period is charged at: a scheduled downgrade, else the current plan. */
export const nextPlan = (state: SubscriptionState): Plan => state.scheduled ?? state.plan;

/** What a change of plan costs now, for the dashboard to show before the brand confirms. */
export function previewChange(state: SubscriptionState, tier: SubscriptionTier, billingCycle: BillingCycle, now: string) {
  const to = planOf(tier, billingCycle, state.plan.currency);
  if (!state.periodStart || !state.periodEnd || !isUpgrade(state.plan, to)) {
    return {
      kind: tier === state.plan.tier && billingCycle === state.plan.billingCycle ? ('same' as const) : ('downgrade' as const),
      plan: to,
      dueNow: 0,
      effectiveAt: state.periodEnd ?? now,
    };
  }
  const proration = prorate(state.plan, to, { start: state.periodStart, end: state.periodEnd }, now);
  return { kind: 'upgrade' as const, plan: to, dueNow: proration.amount, effectiveAt: now, periodEnd: proration.periodEnd };
}

function decide(command: SubscriptionCommand, state: SubscriptionState | null): SubscriptionEvent[] | Failure {
  switch (command.type) {
    case 'RequestSubscription': {
      const plan = planOf(command.tier, command.billingCycle);
      return [
        {
          type: 'SubscriptionRequested',
          data: {
            brandId: command.brandId,
            tier: plan.tier,
            billingCycle: plan.billingCycle,
            amount: plan.amount,
            currency: PRICE_CURRENCY,
            requestedAt: command.now,
          },
        },
      ];
    }
    case 'StartCheckout': {
      if (state && paid(state.status)) return SubscriptionFailures.alreadySubscribed();
      const plan = planOf(command.tier, command.billingCycle, command.currency);
      const { brandId, provider, checkoutId, checkoutUrl, now } = command;
      return [{ type: 'CheckoutStarted', data: { brandId, ...plan, provider, checkoutId, checkoutUrl, startedAt: now } }];
    }
    case 'GrantPlan': {
      if (state && paid(state.status) && !state.grant) return SubscriptionFailures.alreadySubscribed();
      return [
        {
          type: 'PlanGranted',
          data: { brandId: command.brandId, tier: command.tier, grantedBy: command.by, expiresAt: command.expiresAt, grantedAt: command.now },
        },
      ];
    }
    default:
      break;
  }
  // Webhooks about a subscription Vitrina does not know are answered and ignored.
  if (!state) {
    if (
      command.type === 'RecordPayment' ||
      command.type === 'RecordPaymentFailure' ||
      command.type === 'RecordProviderEnded' ||
      command.type === 'RecordProviderUpgrade'
    )
      return [];
    return command.type === 'PassTime' ? [] : SubscriptionFailures.notActive();
  }
  const { brandId } = state;
  switch (command.type) {
    case 'RecordPayment':
      return recordPayment(command, state);
    case 'RecordPaymentFailure': {
      if (state.seen.has(command.eventId) || state.failureIds.has(command.failureId)) return [];
      const { provider, eventId: providerEventId, failureId: providerFailureId, code, message, source, now } = command;
      const refusal = { brandId, provider, providerEventId, providerFailureId, code, message, failedAt: now, source };
      if (command.reason === 'first' || !paid(state.status)) return [{ type: 'CheckoutFailed', data: refusal }];
      // Reconciliation tells of a refusal Vitrina missed; a brand already past due has been told of one.
      if (source === 'reconciliation' && state.status === 'PAST_DUE') return [];
      // A second failure inside the grace period keeps the grace the first one started.
      const graceEndsAt = state.status === 'PAST_DUE' && state.graceEndsAt ? state.graceEndsAt : addDays(now, command.graceDays);
      return [{ type: 'PaymentFailed', data: { ...refusal, graceEndsAt } }];
    }
    case 'RecordProviderEnded':
      if (state.seen.has(command.eventId) || !paid(state.status) || state.grant) return [];
      return [
        {
          type: 'SubscriptionEnded',
          data: { brandId, reason: state.cancelAt ? 'cancelled' : 'provider', endedAt: command.endedAt, by: null, source: command.source },
        },
      ];
    case 'ChangePlan':
      return changePlan(command, state);
    case 'RecordProviderUpgrade': {
      const to = planOf(command.tier, command.billingCycle, state.plan.currency);
      if (state.status !== 'ACTIVE' || state.grant || !isUpgrade(state.plan, to)) return [];
      const { prorationAmount, periodStart, periodEnd, upgradedAt } = command;
      const from = { fromTier: state.plan.tier, fromBillingCycle: state.plan.billingCycle };
      return [
        { type: 'PlanUpgraded', data: { brandId, by: null, source: 'reconciliation', ...from, ...to, prorationAmount, periodStart, periodEnd, upgradedAt } },
      ];
    }
    case 'CancelSubscription':
      if (!paid(state.status)) return SubscriptionFailures.notActive();
      if (state.grant) return SubscriptionFailures.grantedPlan();
      if (state.status === 'PAST_DUE') return [{ type: 'SubscriptionEnded', data: { brandId, reason: 'cancelled', endedAt: command.now, by: command.by } }];
      if (state.cancelAt) return SubscriptionFailures.alreadyCancelling();
      return [{ type: 'CancellationScheduled', data: { brandId, by: command.by, cancelAt: state.periodEnd ?? command.now, scheduledAt: command.now } }];
    case 'ResumeSubscription':
      if (state.status !== 'ACTIVE' || !state.cancelAt || at(command.now) >= at(state.cancelAt)) return SubscriptionFailures.nothingToResume();
      return [{ type: 'CancellationUndone', data: { brandId, by: command.by, undoneAt: command.now } }];
    case 'RevokeGrant':
      if (!state.grant || !paid(state.status)) return SubscriptionFailures.notGranted();
      return [{ type: 'SubscriptionEnded', data: { brandId, reason: 'grant_revoked', endedAt: command.now, by: command.by } }];
    case 'PassTime':
      return passTime(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function recordPayment(command: Extract<SubscriptionCommand, { type: 'RecordPayment' }>, state: SubscriptionState): SubscriptionEvent[] | Failure {
  if (state.seen.has(command.eventId) || state.paymentIds.has(command.providerPaymentId)) return [];
  const { brandId } = state;
  const { provider, eventId: providerEventId, amount, currency, providerPaymentId, providerSubscriptionId, paidAt, periodStart, periodEnd, source } = command;
  const fields = { brandId, provider, providerEventId, providerPaymentId, providerSubscriptionId, paidAt, periodStart, periodEnd, amount, source };
  if (command.reason === 'first') {
    // The checkout paid is the newest one open at this amount: a brand may pay a tab it left open for an older plan.
    const matching = state.openCheckouts.findLast((checkout) => sameMoney(checkout, amount, currency));
    const plan = matching ?? state.checkout ?? state.plan;
    if (!sameMoney(plan, amount, currency)) return SubscriptionFailures.amountMismatch(money(plan.amount, plan.currency), money(amount, currency));
    return [{ type: 'SubscriptionPaid', data: { ...fields, tier: plan.tier, billingCycle: plan.billingCycle, currency: plan.currency } }];
  }
  if (command.reason === 'renewal') {
    const plan = nextPlan(state);
    if (!sameMoney(plan, amount, currency)) return SubscriptionFailures.amountMismatch(money(plan.amount, plan.currency), money(amount, currency));
    return [{ type: 'SubscriptionRenewed', data: { ...fields, tier: plan.tier, billingCycle: plan.billingCycle, currency: plan.currency } }];
  }
  // The provider computes a proration to the second, and its webhook may arrive before or after PlanUpgraded: it is
  // checked to be in the plan's currency and at most a whole period of the dearest plan, and names the plan it paid
  // for where the provider tells it (before PlanUpgraded, the plan in force is still the one upgraded from).
  const plan = command.plan ? planOf(command.plan.tier, command.plan.billingCycle, state.plan.currency) : state.plan;
  const cap = priceOf('ULTIMATE', 'YEARLY', plan.currency);
  if (plan.currency !== currency || amount > cap) return SubscriptionFailures.amountMismatch(`at most ${money(cap, plan.currency)}`, money(amount, currency));
  return [{ type: 'ProrationPaid', data: { ...fields, tier: plan.tier, billingCycle: plan.billingCycle, currency: plan.currency } }];
}

function changePlan(command: Extract<SubscriptionCommand, { type: 'ChangePlan' }>, state: SubscriptionState): SubscriptionEvent[] | Failure {
  if (state.status !== 'ACTIVE') return SubscriptionFailures.notActive();
  if (state.grant) return SubscriptionFailures.grantedPlan();
  const { brandId } = state;
  const { tier, billingCycle, by, now } = command;
  const preview = previewChange(state, tier, billingCycle, now);
  if (preview.kind === 'same') return state.scheduled ? [{ type: 'DowngradeWithdrawn', data: { brandId, by, withdrawnAt: now } }] : [];
  const limit = limitOf(tier);
  if (limit !== null && command.clothes > limit) return SubscriptionFailures.overTierLimit(command.clothes, limit);
  if (preview.kind === 'downgrade') {
    return [{ type: 'DowngradeScheduled', data: { brandId, by, ...preview.plan, effectiveAt: preview.effectiveAt, scheduledAt: now } }];
  }
  return [
    {
      type: 'PlanUpgraded',
      data: {
        brandId,
        by,
        fromTier: state.plan.tier,
        fromBillingCycle: state.plan.billingCycle,
        ...preview.plan,
        prorationAmount: preview.dueNow,
        periodStart: preview.periodEnd === state.periodEnd ? state.periodStart! : now,
        periodEnd: preview.periodEnd!,
        upgradedAt: now,
      },
    },
  ];
}

/** What the clock moving to `now` does: a cancellation or a grant ends, a renewal is overdue, grace ends, a reminder is due. */
function passTime(command: Extract<SubscriptionCommand, { type: 'PassTime' }>, state: SubscriptionState): SubscriptionEvent[] {
  const { brandId } = state;
  const now = at(command.now);
  if (state.status === 'PAST_DUE') {
    return state.graceEndsAt && now >= at(state.graceEndsAt) ? [{ type: 'SubscriptionLapsed', data: { brandId, lapsedAt: state.graceEndsAt } }] : [];
  }
  if (state.status !== 'ACTIVE') return [];
  if (state.grant) {
    const { expiresAt } = state.grant;
    return expiresAt && now >= at(expiresAt) ? [{ type: 'SubscriptionEnded', data: { brandId, reason: 'grant_expired', endedAt: expiresAt, by: null } }] : [];
  }
  if (state.cancelAt && now >= at(state.cancelAt)) {
    return [{ type: 'SubscriptionEnded', data: { brandId, reason: 'cancelled', endedAt: state.cancelAt, by: null } }];
  }
  if (!state.periodEnd) return [];
  const periodEnd = at(state.periodEnd);
  if (now >= at(addDays(state.periodEnd, RENEWAL_TOLERANCE_DAYS))) {
    const graceEndsAt = addDays(state.periodEnd, command.graceDays);
    return [{ type: 'RenewalOverdue', data: { brandId, periodEnd: state.periodEnd, graceEndsAt, at: command.now } }];
  }
  const next = nextPlan(state);
  const remindFrom = at(addDays(state.periodEnd, -RENEWAL_REMINDER_DAYS));
  if (next.billingCycle === 'YEARLY' && !state.cancelAt && now >= remindFrom && now < periodEnd && state.remindedFor !== state.periodEnd) {
    return [{ type: 'RenewalReminderDue', data: { brandId, periodEnd: state.periodEnd, amount: next.amount, currency: next.currency, at: command.now } }];
  }
  return [];
}

const withSeen = (state: SubscriptionState, eventId: string): ReadonlySet<string> => new Set([...state.seen, eventId]);
const recorded = (state: SubscriptionState, payment: { providerEventId: string; providerPaymentId: string }) => ({
  seen: withSeen(state, payment.providerEventId),
  paymentIds: new Set([...state.paymentIds, payment.providerPaymentId]),
});
const refused = (state: SubscriptionState, refusal: { providerEventId: string; providerFailureId?: string | undefined }) => ({
  seen: withSeen(state, refusal.providerEventId),
  failureIds: refusal.providerFailureId ? new Set([...state.failureIds, refusal.providerFailureId]) : state.failureIds,
});

function evolve(state: SubscriptionState | null, event: SubscriptionEvent): SubscriptionState | null {
  const status = statusAfter(state?.status ?? null, event.type) ?? 'PENDING';
  if (event.type === 'SubscriptionRequested') {
    const plan: Plan = { tier: event.data.tier, billingCycle: event.data.billingCycle, amount: event.data.amount, currency: event.data.currency };
    return state ? { ...state, plan } : fresh(event.data.brandId, plan, status);
  }
  if (event.type === 'PlanGranted') {
    const base = state ?? fresh(event.data.brandId, planOf(event.data.tier, 'YEARLY'), status);
    return {
      ...base,
      status,
      plan: { ...planOf(event.data.tier, base.plan.billingCycle), amount: 0 },
      provider: null,
      providerSubscriptionId: null,
      checkout: null,
      openCheckouts: [],
      periodStart: event.data.grantedAt,
      periodEnd: event.data.expiresAt,
      graceEndsAt: null,
      cancelAt: null,
      scheduled: null,
      grant: { by: event.data.grantedBy, expiresAt: event.data.expiresAt },
    };
  }
  if (event.type === 'CheckoutStarted') {
    const { tier, billingCycle, amount, currency, provider, checkoutId, checkoutUrl: url } = event.data;
    const base = state ?? fresh(event.data.brandId, { tier, billingCycle, amount, currency }, status);
    const checkout = { tier, billingCycle, amount, currency, provider, checkoutId, url };
    return { ...base, status, checkout, openCheckouts: [...base.openCheckouts, checkout] };
  }
  if (!state) return state;
  switch (event.type) {
    case 'CheckoutFailed':
      return { ...state, status, ...refused(state, event.data) };
    case 'SubscriptionPaid':
    case 'SubscriptionRenewed': {
      const d = event.data;
      return {
        ...state,
        status,
        plan: { tier: d.tier, billingCycle: d.billingCycle, amount: d.amount, currency: d.currency },
        provider: d.provider,
        providerSubscriptionId: d.providerSubscriptionId,
        checkout: null,
        openCheckouts: [],
        periodStart: d.periodStart,
        periodEnd: d.periodEnd,
        graceEndsAt: null,
        cancelAt: event.type === 'SubscriptionPaid' ? null : state.cancelAt,
        scheduled: null,
        grant: null,
        ...recorded(state, d),
      };
    }
    case 'ProrationPaid':
      return { ...state, ...recorded(state, event.data) };
    case 'PaymentFailed':
      return { ...state, status, graceEndsAt: event.data.graceEndsAt, ...refused(state, event.data) };
    case 'RenewalOverdue':
      return { ...state, status, graceEndsAt: event.data.graceEndsAt };
    case 'SubscriptionLapsed':
      return { ...state, status, graceEndsAt: null, cancelAt: null, scheduled: null };
    case 'RenewalReminderDue':
      return { ...state, remindedFor: event.data.periodEnd };
    case 'CancellationScheduled':
      return { ...state, cancelAt: event.data.cancelAt, scheduled: null };
    case 'CancellationUndone':
      return { ...state, cancelAt: null };
    case 'SubscriptionEnded':
      return { ...state, status, cancelAt: null, scheduled: null, graceEndsAt: null, grant: null };
    case 'PlanUpgraded': {
      const d = event.data;
      return {
        ...state,
        plan: { tier: d.tier, billingCycle: d.billingCycle, amount: d.amount, currency: d.currency },
        periodStart: d.periodStart,
        periodEnd: d.periodEnd,
        scheduled: null,
      };
    }
    case 'DowngradeScheduled': {
      const d = event.data;
      return { ...state, scheduled: { tier: d.tier, billingCycle: d.billingCycle, amount: d.amount, currency: d.currency } };
    }
    case 'DowngradeWithdrawn':
      return { ...state, scheduled: null };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

function fresh(brandId: string, plan: Plan, status: SubscriptionStatus): SubscriptionState {
  return {
    brandId,
    status,
    plan,
    provider: null,
    providerSubscriptionId: null,
    checkout: null,
    openCheckouts: [],
    periodStart: null,
    periodEnd: null,
    graceEndsAt: null,
    cancelAt: null,
    scheduled: null,
    grant: null,
    remindedFor: null,
    seen: new Set(),
    paymentIds: new Set(),
    failureIds: new Set(),
  };
}

/**
 * A brand's subscription: chosen, paid through a provider's checkout, renewed each period, past due with a grace
 * period when a payment fails, lapsed when the grace ends; cancelled at the period's end (undoable until then);
 * upgraded at once with proration, downgraded from the next period; or granted by an admin with no payment.
 * Time passes through `PassTime`, which the worker's schedule sends with the clock's `now`.
 */
export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState | null> = {
  initialState: () => null,
  evolve,
  decide,
};
