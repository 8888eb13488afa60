import { failure } from '../core/failures';
import { MAX_NEWS_SLIDES } from './events';

/** News slide failures: a stable code and an English message (the web app translates the code). */
export const NewsFailures = {
  slideNotFound: () => failure('NOT_FOUND', 'News slide not found.'),
  orderMismatch: () => failure('ORDER_MISMATCH', 'The slides changed meanwhile. Reload them and try again.'),
  imageNotFound: () => failure('MEDIA_NOT_FOUND', 'The image was not found. Upload it again.'),
  slideLimitReached: () => failure('SLIDE_LIMIT_REACHED', `There can be at most ${MAX_NEWS_SLIDES} news slides. Delete one first.`),
} as const;
