import { Router } from 'express';
import { z } from 'zod';
import { isAdmin } from '@vitrina/domain/accounts/roles';
import { TEST_CARDS, type TestCheckout } from '@vitrina/infra/payments/port';
import { allow, callerOf } from '../auth/policies';
import { ownedBrandId } from '../catalogue/acting-brand';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { NoBody, parseInput } from '../http/validate';
import { operations } from '../http/openapi';
import { TestCheckoutOutcome, TestCheckoutView, TestSubscriptionView } from './responses';

const Params = z.object({ id: z.string().regex(/^tco_[0-9a-f-]{36}$/) }).strict();
const SubscriptionParams = z.object({ id: z.string().regex(/^tsub_[0-9a-f-]{36}$/) }).strict();
const PayBody = z.object({ card: z.enum(TEST_CARDS) }).strict();

const notFound = () => new HttpError(404, 'NOT_FOUND', 'This checkout does not exist.');

/**
 * The test provider's checkout and card pages, served by Vitrina itself (the web app's /checkout/test/:id and
 * /checkout/test/card/:id, marked "test mode"): the brand pays with a test card, is declined, leaves, or changes card. Only the brand the checkout is for (or an admin)
 * sees it; with any other provider these routes do not exist.
 */
export function testCheckoutRoutes(context: ApiContext): Router {
  const router = Router();
  const desk = context.payments.desk;
  if (!desk) return router;

  const mine = async (req: Parameters<typeof callerOf>[0], id: string): Promise<TestCheckout> => {
    const checkout = await desk.checkout(id);
    if (!checkout) throw notFound();
    const caller = callerOf(req);
    if (!isAdmin(caller.type) && (await ownedBrandId(context, caller.userId)) !== checkout.reference) throw notFound();
    return checkout;
  };
  const closed = () => new HttpError(409, 'CHECKOUT_CLOSED', 'This checkout is already closed. Start a new one from your dashboard.');

  router.get('/payments/test/checkouts/:id', allow.signedIn, async (req, res) => {
    const { id } = parseInput(Params, req.params);
    res.json(await mine(req, id));
  });

  router.post('/payments/test/checkouts/:id/pay', allow.signedIn, async (req, res) => {
    const { id } = parseInput(Params, req.params);
    const { card } = parseInput(PayBody, req.body);
    const checkout = await mine(req, id);
    if (checkout.status !== 'open' && checkout.status !== 'declined') throw closed();
    // The provider's webhooks reach the api before this resolves, so the dashboard it leads to shows the outcome.
    // Deliveries Vitrina did not take stay in the provider's outbox and are sent again; the dashboard reconciles on return.
    const after = await desk.pay(id, card, context.now());
    res.json({ status: after.status, redirect: after.status === 'paid' ? after.successUrl : null });
  });

  router.post('/payments/test/checkouts/:id/abandon', allow.signedIn, async (req, res) => {
    const { id } = parseInput(Params, req.params);
    parseInput(NoBody, req.body);
    const checkout = await mine(req, id);
    if (checkout.status === 'paid') throw closed();
    const after = await desk.abandon(id);
    res.json({ status: after.status, redirect: after.cancelUrl });
  });

  // The card page (the test provider's customer portal): a past-due brand pays its failed renewal with another card.
  const mySubscription = async (req: Parameters<typeof callerOf>[0], id: string) => {
    const subscription = await desk.subscriptionView(id);
    if (!subscription) throw notFound();
    const caller = callerOf(req);
    if (!isAdmin(caller.type) && (await ownedBrandId(context, caller.userId)) !== subscription.reference) throw notFound();
    return subscription;
  };

  router.get('/payments/test/subscriptions/:id', allow.signedIn, async (req, res) => {
    const { id } = parseInput(SubscriptionParams, req.params);
    res.json(await mySubscription(req, id));
  });

  router.post('/payments/test/subscriptions/:id/card', allow.signedIn, async (req, res) => {
    const { id } = parseInput(SubscriptionParams, req.params);
    const { card } = parseInput(PayBody, req.body);
    const subscription = await mySubscription(req, id);
    if (subscription.status === 'ended') throw new HttpError(409, 'SUBSCRIPTION_ENDED', 'This subscription has ended. Start a new one from your dashboard.');
    res.json(await desk.updateCard(id, card, context.now()));
  });

  return router;
}

export const testCheckoutApi = operations([
  { method: 'GET', path: '/payments/test/checkouts/:id', tag: 'payments', summary: "The test provider's checkout", params: Params, response: TestCheckoutView },
  { method: 'POST', path: '/payments/test/checkouts/:id/pay', tag: 'payments', summary: 'Pay a test checkout', params: Params, body: PayBody, response: TestCheckoutOutcome },
  { method: 'POST', path: '/payments/test/checkouts/:id/abandon', tag: 'payments', summary: 'Abandon a test checkout', params: Params, body: NoBody, response: TestCheckoutOutcome },
  { method: 'GET', path: '/payments/test/subscriptions/:id', tag: 'payments', summary: "The test provider's subscription", params: SubscriptionParams, response: TestSubscriptionView },
  { method: 'POST', path: '/payments/test/subscriptions/:id/card', tag: 'payments', summary: "Change a test subscription's card", params: SubscriptionParams, body: PayBody, response: TestSubscriptionView },
]);
