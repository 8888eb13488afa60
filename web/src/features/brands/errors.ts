import type { KnownErrors } from '../../lib/errorText';

/** Error codes of the brand api, each with the reader's text; anything else shows the server's message. */
export const BRAND_ERRORS: KnownErrors = {
  BRAND_NOT_FOUND: 'brands.error.notFound',
  OWNER_NOT_FOUND: 'brands.error.ownerNotFound',
  OWNER_HAS_BRAND: 'brands.error.ownerHasBrand',
};

/** Granting or ending a plan (users and brands → brands). */
export const GRANT_ERRORS: KnownErrors = {
  ...BRAND_ERRORS,
  ALREADY_SUBSCRIBED: 'brands.grant.error.paying',
  NOT_GRANTED: 'subscription.error.notGranted',
  // The one field the server checks is the end date: it must be after today.
  VALIDATION_FAILED: 'brands.grant.error.date',
};
