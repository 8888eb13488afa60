import type { RequestHandler } from 'express';
import { isAdmin } from '@vitrina/domain/accounts/roles';
import { FailureError } from '@vitrina/domain/core/failures';
import { SubscriptionFailures } from '@vitrina/domain/subscriptions/failures';
import type { SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { uploadTierOf } from '@vitrina/worker/subscriptions/tier';
import { callerOf } from '../auth/policies';
import type { ApiContext } from '../context';
import { ownedBrandId } from './acting-brand';

/**
 * What a brand may add to the site, it may add only while its plan is in good standing (the one rule,
 * domain/subscriptions/standing.ts, read as adding a cloth reads it): its tier, or the refusal adding a cloth
 * answers, 402 SUBSCRIPTION_INACTIVE. The importer (reading a shop, previews, saving and running) and image uploads
 * ask it too, so an unpaid account spends neither the shop readers nor the disk.
 */
export async function requireGoodStanding(context: Pick<ApiContext, 'eventStore'>, brandId: string): Promise<SubscriptionTier> {
  const tier = await uploadTierOf(context.eventStore, brandId);
  if (tier === null) throw new FailureError(SubscriptionFailures.inactiveUploads());
  return tier;
}

/**
 * For routes that name no brand (image uploads), mounted after the access check and before the body is read: an
 * admin passes, as today (news slides and any brand's logo need images); anyone else needs a brand of their own
 * whose plan is in good standing. An account with no brand has no plan, and is refused the same way.
 */
export function inGoodStanding(context: ApiContext): RequestHandler {
  return async (req, _res, next) => {
    const caller = callerOf(req);
    if (!isAdmin(caller.type)) {
      const brandId = await ownedBrandId(context, caller.userId);
      if (brandId === null) throw new FailureError(SubscriptionFailures.inactiveUploads());
      await requireGoodStanding(context, brandId);
    }
    next();
  };
}
