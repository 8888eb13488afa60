import { failure } from '../core/failures';

/** Brand failures: a stable code and the English message (the web app translates the code). */
export const BrandFailures = {
  brandNotFound: () => failure('BRAND_NOT_FOUND', 'Brand not found.'),
  ownerNotFound: () => failure('OWNER_NOT_FOUND', 'The owner must be an existing account with a brand role.'),
  logoNotFound: () => failure('MEDIA_NOT_FOUND', 'The image was not found. Upload it again.'),
  sizeRepeated: (size: string) => failure('SIZE_REPEATED', `The size ${size} is in the chart twice.`, { size }),
  ownerHasBrand: () => failure('OWNER_HAS_BRAND', 'This account already owns a brand.'),
} as const;
