import { failure } from '../core/failures';

/** Favourites failures: a stable code and an English message (the web translates the code). */
export const FavouriteFailures = {
  notFavourited: () => failure('NOT_FAVOURITED', 'Add this cloth to your favourites before recommending it.'),
  tooManyStockAlerts: (limit: number) =>
    failure('TOO_MANY_STOCK_ALERTS', `You can be notified of at most ${limit} clothes at once. Cancel some first.`, { limit }),
  notSoldOut: () => failure('NOT_SOLD_OUT', 'This size can be bought now.'),
  itemNotFound: () => failure('NOT_FOUND', 'This item does not exist or is no longer available.'),
} as const;
