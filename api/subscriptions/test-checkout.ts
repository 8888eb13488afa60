import { Router, type Request } from 'express';
import { z } from 'zod';
import { isAdmin } from '@vitrina/domain/accounts/roles';
import { TEST_CARDS, type TestCheckout } from '@vitrina/infra/payments/port';
import { allow, callerOf } from '../auth/policies';
import { ownedBrandId } from '../catalogue/acting-brand';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { endpointOf, endpoints } from '../http/endpoints';
import { NoBody } from '../http/validate';
import { TestCheckoutOutcome, TestCheckoutView, TestSubscriptionView } from './responses';

const Params = z.object({ id: z.string().regex(/^tco_[0-9a-f-]{36}$/) }).strict();
const SubscriptionParams = z.object({ id: z.string().regex(/^tsub_[0-9a-f-]{36}$/) }).strict();
const PayBody = z.object({ card: z.enum(TEST_CARDS) }).strict();

const notFound = () => new HttpError(404, 'NOT_FOUND', 'This checkout does not exist.');

/** What the desk's endpoints share: the desk, and the checkout or subscription of the caller's brand (or any, for an admin). */
function deskScope(context: ApiContext, desk: TestDesk) {
  const ours = async <Item extends { reference: string }>(req: Request, item: Item | null | undefined): Promise<Item> => {
    if (!item) throw notFound();
    const caller = callerOf(req);
    if (!isAdmin(caller.type) && (await ownedBrandId(context, caller.userId)) !== item.reference) throw notFound();
    return item;
  };
  return {
    context,
    desk,
    mine: async (req: Request, id: string): Promise<TestCheckout> => ours(req, await desk.checkout(id)),
    // The card page (the test provider's customer portal): a past-due brand pays its failed renewal with another card.
    mySubscription: async (req: Request, id: string) => ours(req, await desk.subscriptionView(id)),
  };
}
type TestDesk = NonNullable<ApiContext['payments']['desk']>;

const closed = () => new HttpError(409, 'CHECKOUT_CLOSED', 'This checkout is already closed. Start a new one from your dashboard.');
const endpoint = endpointOf<ReturnType<typeof deskScope>>();
const tag = 'payments';

/**
 * The test provider's checkout and card pages, served by Vitrina itself (the web app's /checkout/test/:id and
 * /checkout/test/card/:id, marked "test mode"): the brand pays with a test card, is declined, leaves, or changes card. Only the brand the checkout is for (or an admin)
 * sees it; with any other provider these routes do not exist.
 */
const testCheckout = endpoints([
  endpoint({
    method: 'GET',
    path: '/payments/test/checkouts/:id',
    policy: allow.signedIn,
    tag,
    summary: "The test provider's checkout",
    params: Params,
    response: TestCheckoutView,
    handler: ({ scope, params, req }) => scope.mine(req, params.id),
  }),
  endpoint({
    method: 'POST',
    path: '/payments/test/checkouts/:id/pay',
    policy: allow.signedIn,
    tag,
    summary: 'Pay a test checkout',
    params: Params,
    body: PayBody,
    response: TestCheckoutOutcome,
    handler: async ({ scope, params: { id }, body: { card }, req }) => {
      const checkout = await scope.mine(req, id);
      if (checkout.status !== 'open' && checkout.status !== 'declined') throw closed();
      // The provider's webhooks reach the api before this resolves, so the dashboard it leads to shows the outcome.
      // Deliveries Vitrina did not take stay in the provider's outbox and are sent again; the dashboard reconciles on return.
      const after = await scope.desk.pay(id, card, scope.context.now());
      return { status: after.status, redirect: after.status === 'paid' ? after.successUrl : null };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/payments/test/checkouts/:id/abandon',
    policy: allow.signedIn,
    tag,
    summary: 'Abandon a test checkout',
    params: Params,
    body: NoBody,
    response: TestCheckoutOutcome,
    handler: async ({ scope, params: { id }, req }) => {
      if ((await scope.mine(req, id)).status === 'paid') throw closed();
      const after = await scope.desk.abandon(id);
      return { status: after.status, redirect: after.cancelUrl };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/payments/test/subscriptions/:id',
    policy: allow.signedIn,
    tag,
    summary: "The test provider's subscription",
    params: SubscriptionParams,
    response: TestSubscriptionView,
    handler: ({ scope, params, req }) => scope.mySubscription(req, params.id),
  }),
  endpoint({
    method: 'POST',
    path: '/payments/test/subscriptions/:id/card',
    policy: allow.signedIn,
    tag,
    summary: "Change a test subscription's card",
    params: SubscriptionParams,
    body: PayBody,
    response: TestSubscriptionView,
    handler: async ({ scope, params: { id }, body: { card }, req }) => {
      if ((await scope.mySubscription(req, id)).status === 'ended')
        throw new HttpError(409, 'SUBSCRIPTION_ENDED', 'This subscription has ended. Start a new one from your dashboard.');
      return scope.desk.updateCard(id, card, scope.context.now());
    },
  }),
]);

export const testCheckoutRoutes = (context: ApiContext): Router =>
  context.payments.desk ? testCheckout.router(deskScope(context, context.payments.desk)) : Router();
export const testCheckoutApi = testCheckout.operations;
