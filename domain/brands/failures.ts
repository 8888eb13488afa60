import { failure } from '../core/failures';

/** Brand failures: a stable code and the English message (the web app translates the code). */
export const BrandFailures = {
  brandNotFound: () => failure('BRAND_NOT_FOUND', 'Brand not found.'),
} as const;
