import type { Failure } from '../core/failures';
import type { ClothFields } from './events';
import { CatalogueFailures } from './failures';

const MAX_PRICE = 1_000_000_000;
const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const isAmount = (value: number) => Number.isFinite(value) && value > 0 && value <= MAX_PRICE && hasAtMostTwoDecimals(value);

/** The price rules: a positive amount with up to two decimals; an enabled discount lies strictly between 0 and it. */
export function priceFailure(fields: Pick<ClothFields, 'price' | 'discountedPrice' | 'discountEnabled'>): Failure | null {
  if (!isAmount(fields.price)) return CatalogueFailures.invalidPrice('The price must be above 0 with at most two decimals.');
  if (fields.discountedPrice !== null && !isAmount(fields.discountedPrice)) {
    return CatalogueFailures.invalidPrice('The discounted price must be above 0 with at most two decimals.');
  }
  if (fields.discountEnabled && (fields.discountedPrice === null || fields.discountedPrice >= fields.price)) {
    return CatalogueFailures.invalidPrice('An enabled discount needs a discounted price below the price.');
  }
  return null;
}

/** What a cloth costs now: the discounted price while its discount is on. */
export function effectivePrice(fields: Pick<ClothFields, 'price' | 'discountedPrice' | 'discountEnabled'>): number {
  return fields.discountEnabled && fields.discountedPrice !== null ? fields.discountedPrice : fields.price;
}
