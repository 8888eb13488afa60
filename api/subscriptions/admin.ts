import type { Request } from 'express';
import { z } from 'zod';
import { BrandFailures } from '@vitrina/domain/brands/failures';
import { FailureError } from '@vitrina/domain/core/failures';
import { subscriptionStream } from '@vitrina/domain/subscriptions/events';
import { subscriptionDecider, type SubscriptionCommand } from '@vitrina/domain/subscriptions/subscription';
import { SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';
import type { BrandDoc } from '@vitrina/projector/catalogue';
import { allow, callerOf } from '../auth/policies';
import type { ApiContext } from '../context';
import { commandRunner } from '../http/commands';
import { HttpError } from '../http/errors';
import { endpointOf, endpoints } from '../http/endpoints';
import { NoBody } from '../http/validate';
import { SubscriptionView } from './responses';
import { subscriptionView } from './views';
import { SUBSCRIPTION_VIEWS } from './webhooks';

const Params = z.object({ id: z.string().uuid() }).strict();
const GrantBody = z
  .object({
    tier: z.enum(SUBSCRIPTION_TIERS),
    /** A day (the plan ends at its start, UTC) or null for no end. */
    expiresAt: z.iso.date().nullable(),
  })
  .strict();

/** What the grant endpoints share: the brand named, and commands on its subscription stream. */
function grantScope(context: ApiContext) {
  const runner = commandRunner(context, { decider: subscriptionDecider, projections: SUBSCRIPTION_VIEWS });
  return {
    context,
    brand: async (id: string) => {
      const doc = await context.readModels.collection<BrandDoc>('brands').findOne({ _id: id });
      if (!doc) throw new FailureError(BrandFailures.brandNotFound());
      return doc;
    },
    run: async (req: Request, brandId: string, command: SubscriptionCommand) => void (await runner(req, subscriptionStream(brandId), command)),
  };
}

const endpoint = endpointOf<ReturnType<typeof grantScope>>();
const tag = 'subscriptions';

/** An admin grants a brand a plan with no payment (a partner), or ends one granted before. */
const grants = endpoints([
  endpoint({
    method: 'POST',
    path: '/admin/brands/:id/grant',
    policy: allow.admin,
    tag,
    summary: 'Grant a brand a plan',
    params: Params,
    body: GrantBody,
    response: SubscriptionView,
    handler: async ({ scope, params: { id }, body: { tier, expiresAt }, req }) => {
      const target = await scope.brand(id);
      const now = scope.context.now();
      const ends = expiresAt ? new Date(`${expiresAt}T00:00:00.000Z`) : null;
      if (ends && ends <= now)
        throw new HttpError(400, 'VALIDATION_FAILED', 'expiresAt: must be a day after today', {
          fields: [{ path: 'expiresAt', code: 'too_small', message: 'must be a day after today' }],
        });
      await scope.run(req, id, {
        type: 'GrantPlan',
        brandId: id,
        tier,
        expiresAt: ends?.toISOString() ?? null,
        by: callerOf(req).userId,
        now: now.toISOString(),
      });
      return subscriptionView(scope.context, target);
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/admin/brands/:id/grant',
    policy: allow.admin,
    tag,
    summary: "End a brand's granted plan",
    params: Params,
    body: NoBody,
    response: SubscriptionView,
    handler: async ({ scope, params: { id }, req }) => {
      const target = await scope.brand(id);
      await scope.run(req, id, { type: 'RevokeGrant', by: callerOf(req).userId, now: scope.context.now().toISOString() });
      return subscriptionView(scope.context, target);
    },
  }),
]);

export const adminSubscriptionRoutes = (context: ApiContext) => grants.router(grantScope(context));
export const adminSubscriptionApi = grants.operations;
