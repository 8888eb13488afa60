import { Router, type Request } from 'express';
import { z } from 'zod';
import { FailureError, isFailure } from '@vitrina/domain/core/failures';
import { subscriptionStream } from '@vitrina/domain/subscriptions/events';
import { previewChange, subscriptionDecider, type SubscriptionCommand, type SubscriptionState } from '@vitrina/domain/subscriptions/subscription';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS, isPriceCurrency, isUpgrade, priceOf, type BillingCycle, type SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { PaymentsProviderError } from '@vitrina/infra/payments/port';
import type { BrandDoc } from '@vitrina/projector/catalogue';
import type { UserDoc } from '@vitrina/projector/users';
import { allow, callerOf } from '../auth/policies';
import { actingBrand } from '../catalogue/acting-brand';
import { loadState, runCommand } from '@vitrina/infra/eventstore/commands';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { operations } from '../http/openapi';
import { BillingPortal, CheckoutStart, PaymentsProviderView, PlanPreview, SubscriptionView } from './responses';
import { subscriptionView } from './views';
import { SUBSCRIPTION_VIEWS } from './webhooks';

const BrandQuery = z.object({ brandId: z.string().uuid().optional() }).strict();
const Plan = { tier: z.enum(SUBSCRIPTION_TIERS), billingCycle: z.enum(BILLING_CYCLES) };
const PlanBody = z.object({ ...Plan, brandId: z.string().uuid().optional() }).strict();
const PreviewQuery = z.object({ ...Plan, brandId: z.string().uuid().optional() }).strict();
const BrandBody = z.object({ brandId: z.string().uuid().optional() }).strict().optional();

/** The provider refused or could not be reached: nothing was recorded, the brand may try again. */
export const providerUnavailable = (error: unknown) =>
  error instanceof PaymentsProviderError ? new HttpError(502, 'PAYMENTS_UNAVAILABLE', 'The payment provider could not be reached. Please try again in a moment.') : error;

/**
 * A brand's subscription (seed sections 3, 4, 6): the brand's owner, or an admin naming any brand; another brand's
 * id is answered as if it did not exist. Money never moves here: checkout sends the person to the provider, and
 * only its webhooks mark anything paid.
 */
export function subscriptionRoutes(context: ApiContext): Router {
  const router = Router();
  const payments = context.payments;

  const load = async (brandId: string) => (await loadState(context.eventStore, subscriptionStream(brandId), subscriptionDecider)).state;
  const run = async (req: Request, brandId: string, command: SubscriptionCommand) => {
    const { position } = await runCommand(context.eventStore, subscriptionStream(brandId), subscriptionDecider, command, {
      correlationId: String(req.id),
      actor: callerOf(req).userId,
      now: context.now(),
    });
    await context.waitFor(position, SUBSCRIPTION_VIEWS);
  };
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

  router.get('/subscription', allow.brand, async (req, res) => {
    const { brandId } = parseInput(BrandQuery, req.query);
    res.json(await view(await actingBrand(context, req, brandId)));
  });

  router.post('/subscription/checkout', allow.brand, async (req, res) => {
    const { brandId: requested, tier, billingCycle } = parseInput(PlanBody, req.body);
    const brand = await actingBrand(context, req, requested);
    const now = context.now().toISOString();
    const currency = isPriceCurrency(payments.currency) ? payments.currency : 'USD';
    const command = { type: 'StartCheckout', brandId: brand._id, tier, billingCycle, currency, provider: payments.name, checkoutId: 'pending', checkoutUrl: context.config.PUBLIC_URL, now } as const;
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
    res.status(201).json({ url: checkout.url });
  });

  router.get('/subscription/preview', allow.brand, async (req, res) => {
    const { brandId, tier, billingCycle } = parseInput(PreviewQuery, req.query);
    const brand = await actingBrand(context, req, brandId);
    const state = await load(brand._id);
    if (!state || state.status !== 'ACTIVE') throw new FailureError({ kind: 'failure', code: 'SUBSCRIPTION_NOT_ACTIVE', message: 'This brand has no active plan. Choose a plan and pay for it first.' });
    const preview = previewChange(state, tier, billingCycle, context.now().toISOString());
    res.json({ kind: preview.kind, tier, billingCycle, amount: preview.plan.amount, currency: preview.plan.currency, dueNow: preview.dueNow, effectiveAt: preview.effectiveAt });
  });

  router.put('/subscription/plan', allow.brand, async (req, res) => {
    const { brandId: requested, tier, billingCycle } = parseInput(PlanBody, req.body);
    const brand = await actingBrand(context, req, requested);
    const state = await load(brand._id);
    const command: SubscriptionCommand = { type: 'ChangePlan', tier, billingCycle, clothes: brand.clothes, by: callerOf(req).userId, now: context.now().toISOString() };
    check(command, state);
    const subscriptionId = providerSubscription(state);
    if (state && subscriptionId && (tier !== state.plan.tier || billingCycle !== state.plan.billingCycle || state.scheduled)) {
      const plan = { tier, billingCycle, amount: priceOfPlan(tier, billingCycle, state.plan.currency), currency: state.plan.currency };
      // Back to the current plan (a downgrade withdrawn) is, for the provider, a change from the next period too.
      await provided(() => payments.changePlan(subscriptionId, { plan, when: isUpgrade(state.plan, plan) ? 'now' : 'period_end' }));
    }
    await run(req, brand._id, command);
    res.json(await view(brand));
  });

  /** Cancel and resume: decided first, then asked of the provider, then recorded. */
  const atPeriodEnd = (path: string, type: 'CancelSubscription' | 'ResumeSubscription', ask: (subscriptionId: string) => Promise<void>) =>
    router.post(path, allow.brand, async (req, res) => {
      const brand = await actingBrand(context, req, parseInput(BrandBody, req.body)?.brandId);
      const state = await load(brand._id);
      const command: SubscriptionCommand = { type, by: callerOf(req).userId, now: context.now().toISOString() };
      check(command, state);
      const subscriptionId = providerSubscription(state);
      if (subscriptionId) await provided(() => ask(subscriptionId));
      await run(req, brand._id, command);
      res.json(await view(brand));
    });
  atPeriodEnd('/subscription/cancel', 'CancelSubscription', (id) => payments.cancelAtPeriodEnd(id));
  atPeriodEnd('/subscription/resume', 'ResumeSubscription', (id) => payments.resume(id));

  router.post('/subscription/portal', allow.brand, async (req, res) => {
    const brand = await actingBrand(context, req, parseInput(BrandBody, req.body)?.brandId);
    const subscriptionId = providerSubscription(await load(brand._id));
    const url = subscriptionId ? await provided(() => payments.portalUrl(subscriptionId, `${context.config.PUBLIC_URL}/admin/dashboard`)) : null;
    res.json({ url });
  });

  /** Which provider bills, so every page can say "test mode" when it is the test one. */
  router.get('/payments/provider', allow.anyone, (_req, res) => {
    const testMode = payments.name === 'test';
    res.json({ provider: payments.name, currency: payments.currency, testMode, announce: testMode && context.config.NODE_ENV === 'production' });
  });

  return router;
}

function priceOfPlan(tier: SubscriptionTier, billingCycle: BillingCycle, currency: string): number {
  return priceOf(tier, billingCycle, isPriceCurrency(currency) ? currency : 'USD');
}

export const subscriptionApi = operations([
  { method: 'GET', path: '/subscription', tag: 'subscriptions', summary: "The acting brand's subscription", query: BrandQuery, response: SubscriptionView },
  { method: 'POST', path: '/subscription/checkout', tag: 'subscriptions', summary: 'Start a checkout for a plan', body: PlanBody, status: 201, response: CheckoutStart },
  { method: 'GET', path: '/subscription/preview', tag: 'subscriptions', summary: 'What a plan change would cost', query: PreviewQuery, response: PlanPreview },
  { method: 'PUT', path: '/subscription/plan', tag: 'subscriptions', summary: 'Change plan', body: PlanBody, response: SubscriptionView },
  { method: 'POST', path: '/subscription/cancel', tag: 'subscriptions', summary: 'Cancel at the end of the period', body: BrandBody, response: SubscriptionView },
  { method: 'POST', path: '/subscription/resume', tag: 'subscriptions', summary: 'Resume a cancelled subscription', body: BrandBody, response: SubscriptionView },
  { method: 'POST', path: '/subscription/portal', tag: 'subscriptions', summary: "The provider's billing portal", body: BrandBody, response: BillingPortal },
  { method: 'GET', path: '/payments/provider', tag: 'payments', summary: 'Which payment provider is configured', response: PaymentsProviderView },
]);
