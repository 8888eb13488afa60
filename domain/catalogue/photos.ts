import type { Failure } from '../core/failures';
import type { ClothFields } from './events';
import { CatalogueFailures } from './failures';

type Pictured = Pick<ClothFields, 'visible' | 'images'>;

/** A cloth without a photo of its own (imported from a shop that shows none, or only a platform's placeholder). */
export const needsPhoto = (fields: Pick<ClothFields, 'images'>): boolean => fields.images.length === 0;

/**
 * The photo rule: a cloth shows only with a photo. One imported without is added hidden and stays so until the
 * brand adds a photo or the shop shows one; readers (search, pages, sitemaps, all reading visible clothes) never
 * meet a cloth without a picture.
 */
export function photoFailure(fields: Pictured): Failure | null {
  return fields.visible && needsPhoto(fields) ? CatalogueFailures.needsPhoto() : null;
}
