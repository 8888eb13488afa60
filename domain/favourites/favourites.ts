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
}

export type FavouritesCommand =
  | { type: 'AddFavourite'; userId: string; itemId: string; itemType: FavouriteType; now: string }
  | { type: 'RemoveFavourite'; userId: string; itemId: string; itemType: FavouriteType; now: string }
  | { type: 'RecommendCloth'; userId: string; clothId: string; review: Review; now: string }
  | { type: 'WithdrawRecommendation'; userId: string; clothId: string; now: string };

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
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
  return state;
}

/**
 * One person's favourites: adding twice and removing what is absent change nothing; only a favourite cloth can be
 * recommended, and removing it ends its recommendation. Who may recommend (influencers, admins) is the route's.
 */
export const favouritesDecider: Decider<FavouritesCommand, FavouriteEvent, FavouritesState> = {
  initialState: () => ({ favourites: new Map() }),
  evolve,
  decide,
};
