import { failure } from '../core/failures';

/** Favourites failures: a stable code and an English message (the web translates the code). */
export const FavouriteFailures = {
  notFavourited: () => failure('NOT_FAVOURITED', 'Add this cloth to your favourites before recommending it.'),
  itemNotFound: () => failure('NOT_FOUND', 'This item does not exist or is no longer available.'),
} as const;
