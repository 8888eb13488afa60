import type { Request } from 'express';
import { z } from 'zod';
import { FailureError, isFailure } from '@vitrina/domain/core/failures';
import { subscriptionStream } from '@vitrina/domain/subscriptions/events';
import { previewChange, subscriptionDecider, type SubscriptionCommand, type SubscriptionState } from '@vitrina/domain/subscriptions/subscription';
import {
  BILLING_CYCLES,
  SUBSCRIPTION_TIERS,
  isPriceCurrency,
  isUpgrade,
  priceOf,
  type BillingCycle,
  type PriceCurrency,
  type SubscriptionTier,
} from '@vitrina/domain/subscriptions/tiers';
import { reconcileBrand } from '@vitrina/infra/payments/record';
import type { BrandDoc } from '@vitrina/projector/catalogue';
import type { UserDoc } from '@vitrina/projector/users';
import { allow, callerOf } from '../auth/policies';
import { actingBrand } from '../catalogue/acting-brand';
import { loadState } from '@vitrina/infra/eventstore/commands';
import type { ApiContext } from '../context';
import { commandRunner } from '../http/commands';
import { HttpError } from '../http/errors';
import { endpointOf, endpoints, type Call } from '../http/endpoints';
import { BillingPortal, CheckoutStart, PaymentsProviderView, PlanPreview, SubscriptionView } from './responses';
import { subscriptionView } from './views';
import { providerUnavailable, SUBSCRIPTION_VIEWS } from './webhooks';

const BrandQuery = z.object({ brandId: z.string().uuid().optional() }).strict();
const Plan = { tier: z.enum(SUBSCRIPTION_TIERS), billingCycle: z.enum(BILLING_CYCLES) };
const PlanBody = z.object({ ...Plan, brandId: z.string().uuid().optional() }).strict();
const PreviewQuery = z.object({ ...Plan, brandId: z.string().uuid().optional() }).strict();
const BrandBody = z.object({ brandId: z.string().uuid().optional() }).strict().optional();

/**
 * What a brand's subscription endpoints share: the configured provider, the brand's subscription state and commands on
 * its stream, a decision checked before the provider is asked, the provider's answers (502 when it cannot be reached),
 * reconciliation with what it holds, and a new checkout for a plan.
 */
function subscriptionScope(context: ApiContext) {
  const payments = context.payments;

  const load = async (brandId: string) => (await loadState(context.eventStore, subscriptionStream(brandId), subscriptionDecider)).state;
  const runner = commandRunner(context, { decider: subscriptionDecider, projections: SUBSCRIPTION_VIEWS });
  const run = async (req: Request, brandId: string, command: SubscriptionCommand) => void (await runner(req, subscriptionStream(brandId), command));
  /** Decides without appending, before asking the provider, so a refusal never reaches it. */
  const check = (command: SubscriptionCommand, state: SubscriptionState | null) => {
    const decision = subscriptionDecider.decide(command, state);
    if (isFailure(decision)) throw new FailureError(decision);
  };
  const provided = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw providerUnavailable(error);
    }
  };
  /** The provider holding this subscription, when it is the one configured (a granted plan has none). */
  const providerSubscription = (state: SubscriptionState | null) =>
    state?.providerSubscriptionId && state.provider === payments.name ? state.providerSubscriptionId : null;
  const view = async (brand: BrandDoc) => subscriptionView(context, brand);
  /**
   * Asks the provider what it holds for the brand and records what Vitrina missed (a webhook lost in a crash), before
   * anything is offered: a checkout the provider already took payment for is never offered again.
   */
  const reconcile = async (brandId: string) => {
    const reconciled = await provided(() => reconcileBrand({ ...context, graceDays: context.config.SUBSCRIPTION_GRACE_DAYS }, brandId, `reconcile-${brandId}`));
    if (reconciled.position !== null) await context.waitFor(reconciled.position, SUBSCRIPTION_VIEWS);
    return reconciled;
  };

  /** A checkout for a plan as the decider is asked about it, before the provider has given it an id and a page. */
  const startCheckout = (brandId: string, tier: SubscriptionTier, billingCycle: BillingCycle, currency: PriceCurrency) =>
    ({
      type: 'StartCheckout',
      brandId,
      tier,
      billingCycle,
      currency,
      provider: payments.name,
      checkoutId: 'pending',
      checkoutUrl: context.config.PUBLIC_URL,
      now: context.now().toISOString(),
    }) as const;

  /** Sends the brand to a new checkout at the provider for a plan, once the decider allows it. */
  const openCheckout = async (req: Request, brand: BrandDoc, requested: string | undefined, tier: SubscriptionTier, billingCycle: BillingCycle) => {
    const currency = isPriceCurrency(payments.currency) ? payments.currency : 'USD';
    const command = startCheckout(brand._id, tier, billingCycle, currency);
    check(command, await load(brand._id));
    const owner = brand.ownerId ? await context.readModels.collection<UserDoc>('users').findOne({ _id: brand.ownerId }) : null;
    const caller = await context.readModels.collection<UserDoc>('users').findOne({ _id: callerOf(req).userId });
    // An admin paying for a brand comes back to that brand's dashboard.
    const dashboard = `${context.config.PUBLIC_URL}/admin/dashboard${requested ? `?brand=${encodeURIComponent(brand._id)}&` : '?'}`;
    const checkout = await provided(() =>
      payments.startCheckout({
        reference: brand._id,
        plan: { tier, billingCycle, amount: priceOfPlan(tier, billingCycle, currency), currency },
        customer: { email: (owner ?? caller)?.email ?? '', name: brand.brand },
        successUrl: `${dashboard}checkout=done`,
        cancelUrl: `${dashboard}checkout=left`,
        language: req.language,
      }),
    );
    await run(req, brand._id, { ...command, checkoutId: checkout.id, checkoutUrl: checkout.url });
    return checkout.url;
  };

  return { context, payments, load, run, check, provided, providerSubscription, view, reconcile, startCheckout, openCheckout };
}
type SubscriptionScope = ReturnType<typeof subscriptionScope>;

const endpoint = endpointOf<SubscriptionScope>();
const tag = 'subscriptions';

/** Cancel and resume: decided first, then asked of the provider, then recorded. */
const atPeriodEnd =
  (type: 'CancelSubscription' | 'ResumeSubscription', ask: (payments: ApiContext['payments'], subscriptionId: string) => Promise<void>) =>
  async ({ scope, body, req }: Call<SubscriptionScope, undefined, undefined, typeof BrandBody>) => {
    const brand = await actingBrand(scope.context, req, body?.brandId);
    const state = await scope.load(brand._id);
    const command: SubscriptionCommand = { type, by: callerOf(req).userId, now: scope.context.now().toISOString() };
    scope.check(command, state);
    const subscriptionId = scope.providerSubscription(state);
    if (subscriptionId) await scope.provided(() => ask(scope.payments, subscriptionId));
    await scope.run(req, brand._id, command);
    return scope.view(brand);
  };

/**
 * A brand's subscription (seed sections 3, 4, 6): the brand's owner, or an admin naming any brand; another brand's
 * id is answered as if it did not exist. Money never moves here: checkout sends the person to the provider, and
 * only its webhooks mark anything paid.
 */
const subscriptions = endpoints([
  endpoint({
    method: 'GET',
    path: '/subscription',
    policy: allow.brand,
    tag,
    summary: "The acting brand's subscription",
    query: BrandQuery,
    response: SubscriptionView,
    handler: async ({ scope, query: { brandId }, req }) => scope.view(await actingBrand(scope.context, req, brandId)),
  }),
  endpoint({
    method: 'POST',
    path: '/subscription/checkout',
    policy: allow.brand,
    tag,
    summary: 'Start a checkout for a plan',
    body: PlanBody,
    status: 201,
    response: CheckoutStart,
    handler: async ({ scope, body: { brandId: requested, tier, billingCycle }, req }) => {
      const brand = await actingBrand(scope.context, req, requested);
      await scope.reconcile(brand._id);
      return { url: await scope.openCheckout(req, brand, requested, tier, billingCycle) };
    },
  }),
  /**
   * "Resume checkout": back to the checkout the brand left when the provider still takes payment on it; a new one
   * for the same plan when it is closed (left, expired); nothing to pay when the provider already took the payment
   * (recorded now, and answered 409 ALREADY_SUBSCRIBED).
   */
  endpoint({
    method: 'POST',
    path: '/subscription/checkout/resume',
    policy: allow.brand,
    tag,
    summary: 'Resume the checkout the brand left, or open a new one for its plan',
    body: BrandBody,
    response: CheckoutStart,
    handler: async ({ scope, body, req }) => {
      const { context, payments } = scope;
      const requested = body?.brandId;
      const brand = await actingBrand(context, req, requested);
      const { checkouts } = await scope.reconcile(brand._id);
      const state = await scope.load(brand._id);
      const checkout = state?.checkout;
      if (state) {
        const { tier, billingCycle, currency } = checkout ?? state.plan;
        scope.check(scope.startCheckout(brand._id, tier, billingCycle, currency), state);
      }
      if (!checkout) throw new HttpError(409, 'NO_CHECKOUT', 'There is no checkout to resume. Choose a plan to pay for.');
      // Reconciliation has just asked the provider about the brand's newest checkouts: this one among them.
      const status =
        checkout.provider !== payments.name
          ? null
          : checkouts.has(checkout.checkoutId)
            ? checkouts.get(checkout.checkoutId)
            : await scope.provided(() => payments.checkoutStatus(checkout.checkoutId));
      if (status?.status === 'open') return { url: checkout.url };
      return { url: await scope.openCheckout(req, brand, requested, checkout.tier, checkout.billingCycle) };
    },
  }),
  /** The return from checkout: what the provider holds is recorded now, whether or not its webhook has come. */
  endpoint({
    method: 'POST',
    path: '/subscription/sync',
    policy: allow.brand,
    tag,
    summary: 'Record what the provider holds for the brand (the return from checkout)',
    body: BrandBody,
    response: SubscriptionView,
    handler: async ({ scope, body, req }) => {
      const brand = await actingBrand(scope.context, req, body?.brandId);
      await scope.reconcile(brand._id);
      return scope.view(brand);
    },
  }),
  endpoint({
    method: 'GET',
    path: '/subscription/preview',
    policy: allow.brand,
    tag,
    summary: 'What a plan change would cost',
    query: PreviewQuery,
    response: PlanPreview,
    handler: async ({ scope, query: { brandId, tier, billingCycle }, req }) => {
      const brand = await actingBrand(scope.context, req, brandId);
      const state = await scope.load(brand._id);
      if (!state || state.status !== 'ACTIVE')
        throw new FailureError({
          kind: 'failure',
          code: 'SUBSCRIPTION_NOT_ACTIVE',
          message: 'This brand has no active plan. Choose a plan and pay for it first.',
        });
      const preview = previewChange(state, tier, billingCycle, scope.context.now().toISOString());
      return {
        kind: preview.kind,
        tier,
        billingCycle,
        amount: preview.plan.amount,
        currency: preview.plan.currency,
        dueNow: preview.dueNow,
        effectiveAt: preview.effectiveAt,
      };
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/subscription/plan',
    policy: allow.brand,
    tag,
    summary: 'Change plan',
    body: PlanBody,
    response: SubscriptionView,
    handler: async ({ scope, body: { brandId: requested, tier, billingCycle }, req }) => {
      const { context, payments } = scope;
      const brand = await actingBrand(context, req, requested);
      const state = await scope.load(brand._id);
      const command: SubscriptionCommand = {
        type: 'ChangePlan',
        tier,
        billingCycle,
        clothes: brand.clothes,
        by: callerOf(req).userId,
        now: context.now().toISOString(),
      };
      scope.check(command, state);
      const subscriptionId = scope.providerSubscription(state);
      if (state && subscriptionId && billingCycle !== state.plan.billingCycle && !payments.changesInterval) {
        throw new HttpError(
          409,
          'INTERVAL_CHANGE_UNSUPPORTED',
          'Your payment provider cannot move a plan between monthly and yearly billing. Cancel this plan and choose the new one when it ends.',
        );
      }
      if (state && subscriptionId && (tier !== state.plan.tier || billingCycle !== state.plan.billingCycle || state.scheduled)) {
        const plan = { tier, billingCycle, amount: priceOfPlan(tier, billingCycle, state.plan.currency), currency: state.plan.currency };
        // Back to the current plan (a downgrade withdrawn) is, for the provider, a change from the next period too.
        await scope.provided(() => payments.changePlan(subscriptionId, { plan, when: isUpgrade(state.plan, plan) ? 'now' : 'period_end' }));
      }
      await scope.run(req, brand._id, command);
      return scope.view(brand);
    },
  }),
  endpoint({
    method: 'POST',
    path: '/subscription/cancel',
    policy: allow.brand,
    tag,
    summary: 'Cancel at the end of the period',
    body: BrandBody,
    response: SubscriptionView,
    handler: atPeriodEnd('CancelSubscription', (payments, id) => payments.cancelAtPeriodEnd(id)),
  }),
  endpoint({
    method: 'POST',
    path: '/subscription/resume',
    policy: allow.brand,
    tag,
    summary: 'Resume a cancelled subscription',
    body: BrandBody,
    response: SubscriptionView,
    handler: atPeriodEnd('ResumeSubscription', (payments, id) => payments.resume(id)),
  }),
  endpoint({
    method: 'POST',
    path: '/subscription/portal',
    policy: allow.brand,
    tag,
    summary: "The provider's billing portal",
    body: BrandBody,
    response: BillingPortal,
    handler: async ({ scope, body, req }) => {
      const brand = await actingBrand(scope.context, req, body?.brandId);
      const subscriptionId = scope.providerSubscription(await scope.load(brand._id));
      const url = subscriptionId
        ? await scope.provided(() => scope.payments.portalUrl(subscriptionId, `${scope.context.config.PUBLIC_URL}/admin/dashboard`))
        : null;
      return { url };
    },
  }),
  /** Which provider bills, so every page can say "test mode" when it is the test one. */
  endpoint({
    method: 'GET',
    path: '/payments/provider',
    policy: allow.anyone,
    tag: 'payments',
    summary: 'Which payment provider is configured',
    response: PaymentsProviderView,
    handler: ({ scope: { context, payments } }) => {
      const testMode = payments.name === 'test';
      return { provider: payments.name, currency: payments.currency, testMode, announce: testMode && context.config.NODE_ENV === 'production' };
    },
  }),
]);

export const subscriptionRoutes = (context: ApiContext) => subscriptions.router(subscriptionScope(context));
export const subscriptionApi = subscriptions.operations;

function priceOfPlan(tier: SubscriptionTier, billingCycle: BillingCycle, currency: string): number {
  return priceOf(tier, billingCycle, isPriceCurrency(currency) ? currency : 'USD');
}
