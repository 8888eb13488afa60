import { failure } from '../core/failures';
import { FOLLOW_LIMIT, SAVED_SEARCH_LIMIT } from './events';

/** Following failures: a stable code and an English message (the web translates the code). */
export const FollowingFailures = {
  followLimit: () =>
    failure('FOLLOW_LIMIT', `You can follow up to ${FOLLOW_LIMIT} brands and influencers. Unfollow one to follow another.`, { limit: FOLLOW_LIMIT }),
  followSelf: () => failure('CANNOT_FOLLOW_SELF', 'You cannot follow yourself.'),
  savedSearchLimit: () =>
    failure('SAVED_SEARCH_LIMIT', `You can keep up to ${SAVED_SEARCH_LIMIT} searches. Remove one to save another.`, { limit: SAVED_SEARCH_LIMIT }),
  savedSearchNotFound: () => failure('SAVED_SEARCH_NOT_FOUND', 'This saved search does not exist.'),
  notFound: () => failure('NOT_FOUND', 'This brand or person does not exist or is no longer available.'),
} as const;
