import { failure } from '../core/failures';

/** Catalogue failures: a stable code and the spec's English message where it gives one. */
export const CatalogueFailures = {
  uploadLimitReached: () => failure('UPLOAD_LIMIT_REACHED', "You've reached your upload limit. Please upgrade your subscription."),
  clothNotFound: () => failure('CLOTH_NOT_FOUND', 'Cloth not found.'),
  invalidPrice: (why: string) => failure('INVALID_PRICE', why),
  invalidStock: (size: string) => failure('INVALID_STOCK', `A sold-out size must be one of the cloth's sizes: ${size} is not.`, { size }),
  needsPhoto: () => failure('CLOTH_NEEDS_PHOTO', 'This cloth has no photo yet: add one before showing it.'),
  staleRevision: () => failure('STALE_REVISION', 'Someone else changed this cloth meanwhile. Reload it and try again.'),
} as const;
