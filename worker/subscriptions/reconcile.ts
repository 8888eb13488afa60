import type { EventStore } from '@vitrina/infra/eventstore/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { PaymentsProvider } from '@vitrina/infra/payments/port';
import { reconcileBrand } from '@vitrina/infra/payments/record';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import type { SubscriptionDoc } from '@vitrina/projector/subscriptions';

export interface ReconcileDeps {
  eventStore: EventStore;
  readModels: ReadStoreSession;
  payments: PaymentsProvider;
  logger: Logger;
  graceDays: number;
  now(): Date;
}

export interface ReconcileSummary {
  brands: number;
  /** Facts the provider held that Vitrina had not recorded, now appended. */
  appended: number;
  /** Brands the provider could not be asked about (tried again next run). */
  failed: number;
}

/**
 * Reconciliation (the worker's schedule, and `npm run payments:reconcile`): for every brand whose subscription the
 * provider may hold facts about (in checkout, active, cancelling, past due), or the one brand named, asks the
 * provider and records what Vitrina missed, as facts that came from reconciliation. One brand's failure (the
 * provider unreachable) is logged and the others go on.
 */
export async function reconcileSubscriptions(deps: ReconcileDeps, options: { brandId?: string } = {}): Promise<ReconcileSummary> {
  const { readModels, logger } = deps;
  const subscriptions = readModels.collection<SubscriptionDoc>('subscriptions');
  const brandIds = options.brandId
    ? [options.brandId]
    : [
        ...new Set([
          ...(await subscriptions.find({ status: { $in: ['ACTIVE', 'PAST_DUE'] } })).map((doc) => doc._id),
          ...(await subscriptions.find({ checkout: { $ne: null } })).map((doc) => doc._id),
        ]),
      ];
  let appended = 0;
  let failed = 0;
  const correlationId = `reconcile-${deps.now().toISOString()}`;
  for (const brandId of brandIds) {
    try {
      appended += (await reconcileBrand(deps, brandId, correlationId)).appended;
    } catch (error) {
      failed += 1;
      logger.error({ err: error, brandId }, 'reconciliation failed for a brand; the next run tries again');
    }
  }
  logger.info({ brands: brandIds.length, appended, failed }, 'payments reconciled with the provider');
  return { brands: brandIds.length, appended, failed };
}
