import { failure } from '../core/failures';

/** Magazine failures: a stable code and an English message (the web app translates the code). */
export const MagazineFailures = {
  entryNotFound: () => failure('NOT_FOUND', 'Magazine entry not found.'),
  mediaNotFound: () => failure('MEDIA_NOT_FOUND', 'The image or video was not found. Upload it again.'),
} as const;
