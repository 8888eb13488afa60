import type { Decider } from '../core/decider';
import type { Failure } from '../core/failures';
import { LANGUAGES } from '../core/languages';
import type { FavouriteEvent, FavouriteType, Review } from './events';
import { FavouriteFailures } from './failures';

interface Favourite {
  type: FavouriteType;
  /** The review it is recommended with; null when not recommended (only clothes are). */
  review: Review | null;
}

export interface FavouritesState {
  /** By `${type}:${itemId}`. Owned by the fold: evolve changes it in place, so a long list folds in linear time. */
  favourites: Map<string, Favourite>;
  /** "Notify me" requests by `${clothId}:${size ?? ''}`; owned by the fold like `favourites`. */
  stockAlerts: Set<string>;
}

export type FavouritesCommand =
  | { type: 'AddFavourite'; userId: string; itemId: string; itemType: FavouriteType; now: string }
  | { type: 'RemoveFavourite'; userId: string; itemId: string; itemType: FavouriteType; now: string }
  | { type: 'RecommendCloth'; userId: string; clothId: string; review: Review; now: string }
  | { type: 'WithdrawRecommendation'; userId: string; clothId: string; now: string }
  /** Notify me when this size (null: the cloth) can be bought again; the api checks it is sold out now. */
  | { type: 'RequestStockAlert'; userId: string; clothId: string; size: string | null; now: string }
  | { type: 'CancelStockAlert'; userId: string; clothId: string; size: string | null; now: string };

/** At most this many "notify me" requests are open at once: more than anyone waits for. */
export const STOCK_ALERT_LIMIT = 100;
const alertKey = (clothId: string, size: string | null) => `${clothId}:${size ?? ''}`;

const keyOf = (type: FavouriteType, itemId: string) => `${type}:${itemId}`;

const sameReview = (a: Review, b: Review) => LANGUAGES.every((language) => (a[language] ?? null) === (b[language] ?? null));

function decide(command: FavouritesCommand, state: FavouritesState): FavouriteEvent[] | Failure {
  const { userId, now: at } = command;
  switch (command.type) {
    case 'AddFavourite': {
      if (state.favourites.has(keyOf(command.itemType, command.itemId))) return [];
      return [{ type: 'FavouriteAdded', data: { userId, itemId: command.itemId, type: command.itemType, at } }];
    }
    case 'RemoveFavourite': {
      const favourite = state.favourites.get(keyOf(command.itemType, command.itemId));
      if (!favourite) return [];
      const removed: FavouriteEvent = { type: 'FavouriteRemoved', data: { userId, itemId: command.itemId, type: command.itemType, at } };
      // A recommendation lives on a favourite: it ends first, so readers of either event see a consistent story.
      if (favourite.review) return [{ type: 'RecommendationWithdrawn', data: { userId, clothId: command.itemId, at } }, removed];
      return [removed];
    }
    case 'RecommendCloth': {
      const favourite = state.favourites.get(keyOf('cloth', command.clothId));
      if (!favourite) return FavouriteFailures.notFavourited();
      if (favourite.review && sameReview(favourite.review, command.review)) return [];
      return [{ type: 'ClothRecommended', data: { userId, clothId: command.clothId, review: command.review, at } }];
    }
    case 'WithdrawRecommendation': {
      const favourite = state.favourites.get(keyOf('cloth', command.clothId));
      if (!favourite?.review) return [];
      return [{ type: 'RecommendationWithdrawn', data: { userId, clothId: command.clothId, at } }];
    }
    case 'RequestStockAlert': {
      if (state.stockAlerts.has(alertKey(command.clothId, command.size))) return [];
      if (state.stockAlerts.size >= STOCK_ALERT_LIMIT) return FavouriteFailures.tooManyStockAlerts(STOCK_ALERT_LIMIT);
      return [{ type: 'StockAlertRequested', data: { userId, clothId: command.clothId, size: command.size, at } }];
    }
    case 'CancelStockAlert': {
      if (!state.stockAlerts.has(alertKey(command.clothId, command.size))) return [];
      return [{ type: 'StockAlertCancelled', data: { userId, clothId: command.clothId, size: command.size, at } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: FavouritesState, event: FavouriteEvent): FavouritesState {
  const { favourites } = state;
  switch (event.type) {
    case 'FavouriteAdded':
      favourites.set(keyOf(event.data.type, event.data.itemId), { type: event.data.type, review: null });
      break;
    case 'FavouriteRemoved':
      favourites.delete(keyOf(event.data.type, event.data.itemId));
      break;
    case 'ClothRecommended': {
      const favourite = favourites.get(keyOf('cloth', event.data.clothId));
      if (favourite) favourite.review = event.data.review;
      break;
    }
    case 'RecommendationWithdrawn': {
      const favourite = favourites.get(keyOf('cloth', event.data.clothId));
      if (favourite) favourite.review = null;
      break;
    }
    case 'StockAlertRequested':
      state.stockAlerts.add(alertKey(event.data.clothId, event.data.size));
      break;
    case 'StockAlertCancelled':
      state.stockAlerts.delete(alertKey(event.data.clothId, event.data.size));
      break;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
  return state;
}

/**
 * One person's favourites: adding twice and removing what is absent change nothing; only a favourite cloth can be
 * recommended, and removing it ends its recommendation. A "notify me" is asked once and cancelled once (again: nothing). Who may recommend (influencers, admins) is the route's.
 */
export const favouritesDecider: Decider<FavouritesCommand, FavouriteEvent, FavouritesState> = {
  initialState: () => ({ favourites: new Map(), stockAlerts: new Set() }),
  evolve,
  decide,
};
