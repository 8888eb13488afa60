import type { ImporterConfig } from '@vitrina/domain/importer/config';
import { limitedReading, runAllowance, type LimitedReading, type RunAllowance } from '@vitrina/domain/importer/limits';
import type { SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import type { ImporterDoc } from '@vitrina/projector/importer';
import type { ApiContext } from '../context';

/**
 * The limit a run would import under, as "Read the shop" and previews tell it: the form's as sent (a brand trying a
 * lower number), else the saved config's, else the plan's allowance; decided from the tier as a run decides it.
 */
export async function readingAllowance(context: Pick<ApiContext, 'readModels'>, brandId: string, tier: SubscriptionTier, asked: ImporterConfig['limit'] | undefined): Promise<RunAllowance> {
  const saved = asked === undefined ? (await context.readModels.collection<ImporterDoc>('importers').findOne({ _id: brandId }))?.config.limit : undefined;
  return runAllowance(asked ?? saved ?? 'plan', tier);
}

/**
 * What one page read says of the shop's size: its products counted (the shop's, when no next page follows), and more
 * than the limit when the page alone holds more, or reaches the limit with a next page to follow.
 */
export function pageLimited(allowance: RunAllowance, onPage: number, nextPage: string | null): LimitedReading | null {
  return limitedReading(allowance, { inShop: nextPage ? null : onPage, more: onPage > allowance.limit || (nextPage !== null && onPage >= allowance.limit) });
}
