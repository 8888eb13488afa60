import type { Failure } from '../core/failures';
import type { ClothFields } from './events';
import { CatalogueFailures } from './failures';

type Stocked = Pick<ClothFields, 'sizes' | 'stock'>;

/** The stock rule: the sold-out sizes are sizes the cloth lists. */
export function stockFailure(fields: Stocked): Failure | null {
  const listed = new Set(fields.sizes);
  const unknown = fields.stock.soldOutSizes.find((size) => !listed.has(size));
  return unknown === undefined ? null : CatalogueFailures.invalidStock(unknown);
}

/** The sizes that can be bought now, in the cloth's order. */
export function buyableSizes(fields: Stocked): string[] {
  if (fields.stock.soldOut) return [];
  const soldOut = new Set(fields.stock.soldOutSizes);
  return fields.sizes.filter((size) => !soldOut.has(size));
}

/** Something can be bought now: the cloth is not sold out, and has no sizes or one that is not sold out. */
export function isInStock(fields: Stocked): boolean {
  return !fields.stock.soldOut && (fields.sizes.length === 0 || buyableSizes(fields).length > 0);
}

export interface BackInStock {
  /** Sizes listed before that could not be bought then and can now (a size new to the list is new, not back). */
  sizes: string[];
  /** Nothing could be bought before; something can now. */
  wholeCloth: boolean;
}

/** What an update made purchasable again, or null when nothing came back. */
export function backInStock(before: Stocked, after: Stocked): BackInStock | null {
  const wholeCloth = !isInStock(before) && isInStock(after);
  const listedBefore = new Set(before.sizes);
  const buyableBefore = new Set(buyableSizes(before));
  const sizes = buyableSizes(after).filter((size) => listedBefore.has(size) && !buyableBefore.has(size));
  return wholeCloth || sizes.length > 0 ? { sizes, wholeCloth } : null;
}
