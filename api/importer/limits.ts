import type { ImporterConfig } from '@vitrina/domain/importer/config';
import { limitedReading, runAllowance, type LimitedReading, type RunAllowance } from '@vitrina/domain/importer/limits';
import type { SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import type { ImporterDoc } from '@vitrina/projector/importer';
import type { ApiContext } from '../context';

/** The currency a run prices in where the shop states none, before the brand saved one. */
const DEFAULT_CURRENCY = 'ARS';

/**
 * How "Read the shop" and previews read as a run would, from the saved config (read once): the limit a run would
 * import under (the form's as sent, a brand trying a lower number, else the saved config's, else the plan's
 * allowance, decided from the tier as a run decides it), and the currency of prices the shop gives without one.
 */
export async function readingDefaults(
  context: Pick<ApiContext, 'readModels'>,
  brandId: string,
  tier: SubscriptionTier,
  asked: ImporterConfig['limit'] | undefined,
): Promise<{ allowance: RunAllowance; currency: string }> {
  const saved = (await context.readModels.collection<ImporterDoc>('importers').findOne({ _id: brandId }))?.config;
  return { allowance: runAllowance(asked ?? saved?.limit ?? 'plan', tier), currency: saved?.defaults.currency ?? DEFAULT_CURRENCY };
}

/**
 * What one page read says of the shop's size: its products counted (the shop's, when no next page follows), and more
 * than the limit when the page alone holds more, or reaches the limit with a next page to follow.
 */
export function pageLimited(allowance: RunAllowance, onPage: number, nextPage: string | null): LimitedReading | null {
  return limitedReading(allowance, { inShop: nextPage ? null : onPage, more: onPage > allowance.limit || (nextPage !== null && onPage >= allowance.limit) });
}
