import { Router, type Request } from 'express';
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
import { NoBody, parseInput } from '../http/validate';
import { operations } from '../http/openapi';
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

/** An admin grants a brand a plan with no payment (a partner), or ends one granted before. */
export function adminSubscriptionRoutes(context: ApiContext): Router {
  const router = Router();
  const brand = async (id: string) => {
    const doc = await context.readModels.collection<BrandDoc>('brands').findOne({ _id: id });
    if (!doc) throw new FailureError(BrandFailures.brandNotFound());
    return doc;
  };
  const runner = commandRunner(context, { decider: subscriptionDecider, projections: SUBSCRIPTION_VIEWS });
  const run = async (req: Request, brandId: string, command: SubscriptionCommand) => void (await runner(req, subscriptionStream(brandId), command));

  router.post('/admin/brands/:id/grant', allow.admin, async (req, res) => {
    const { id } = parseInput(Params, req.params);
    const { tier, expiresAt } = parseInput(GrantBody, req.body);
    const target = await brand(id);
    const now = context.now();
    const ends = expiresAt ? new Date(`${expiresAt}T00:00:00.000Z`) : null;
    if (ends && ends <= now) throw new HttpError(400, 'VALIDATION_FAILED', 'expiresAt: must be a day after today', { fields: [{ path: 'expiresAt', code: 'too_small', message: 'must be a day after today' }] });
    await run(req, id, { type: 'GrantPlan', brandId: id, tier, expiresAt: ends?.toISOString() ?? null, by: callerOf(req).userId, now: now.toISOString() });
    res.json(await subscriptionView(context, target));
  });

  router.delete('/admin/brands/:id/grant', allow.admin, async (req, res) => {
    const { id } = parseInput(Params, req.params);
    parseInput(NoBody, req.body);
    const target = await brand(id);
    await run(req, id, { type: 'RevokeGrant', by: callerOf(req).userId, now: context.now().toISOString() });
    res.json(await subscriptionView(context, target));
  });

  return router;
}

export const adminSubscriptionApi = operations([
  { method: 'POST', path: '/admin/brands/:id/grant', tag: 'subscriptions', summary: 'Grant a brand a plan', params: Params, body: GrantBody, response: SubscriptionView },
  { method: 'DELETE', path: '/admin/brands/:id/grant', tag: 'subscriptions', summary: "End a brand's granted plan", params: Params, body: NoBody, response: SubscriptionView },
]);
