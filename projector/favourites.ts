import type { FavouriteEvent, FavouriteType, Review } from '@vitrina/domain/favourites/events';
import type { Doc, JsonValue } from '@vitrina/infra/readstore/port';
import type { Projection } from './projection';

/** One person's favourite: `${userId}:${type}:${itemId}`. */
export interface FavouriteDoc extends Doc {
  userId: string;
  itemId: string;
  type: FavouriteType;
  recommended: boolean;
  /** The review it is recommended with; null when not recommended. */
  review: Review | null;
  addedAt: string;
  recommendedAt: string | null;
}

/** How many people keep a cloth among their favourites: the search sort and the brand dashboard read it. */
export interface FavouriteCountDoc extends Doc {
  count: number;
}

/** One person's "notify me" on a cloth's size (`size` null: the cloth): `${userId}:${clothId}:${size ?? ''}`. */
export interface StockAlertDoc extends Doc {
  userId: string;
  clothId: string;
  size: string | null;
  requestedAt: string;
}

export const stockAlertId = (userId: string, clothId: string, size: string | null) => `${userId}:${clothId}:${size ?? ''}`;

export const favouriteId = (userId: string, type: FavouriteType, itemId: string) => `${userId}:${type}:${itemId}`;

/** Optional languages absent from a review must not be stored as undefined. */
const reviewDoc = (review: Review) => Object.fromEntries(Object.entries(review).filter(([, text]) => text !== undefined)) as Review & Record<string, JsonValue>;

/**
 * Favourites and recommendations as the popover, the profile and "what influencers wear" read them, and the
 * favourite count of each cloth. A count moves only when a favourite document really appears or goes, so applying
 * an event twice could not skew it; an erased person's favourites go without moving the counts.
 */
export const favouritesProjection: Projection = {
  name: 'favourites',
  // 2: "notify me" requests (stockAlerts), read by the back-in-stock alerts.
  version: 2,
  collections: ['favourites', 'favouriteCounts', 'stockAlerts'],
  eventTypes: [
    'FavouriteAdded',
    'FavouriteRemoved',
    'ClothRecommended',
    'RecommendationWithdrawn',
    'StockAlertRequested',
    'StockAlertCancelled',
    'AccountErased',
  ],
  indexes: {
    favourites: [{ fields: { userId: 1, addedAt: -1 } }, { fields: { itemId: 1 } }, { fields: { recommended: 1, recommendedAt: -1 } }],
    stockAlerts: [{ fields: { clothId: 1 } }, { fields: { userId: 1, requestedAt: -1 } }],
  },
  async apply(events, session) {
    const favourites = session.collection<FavouriteDoc>('favourites');
    const counts = session.collection<FavouriteCountDoc>('favouriteCounts');
    const alerts = session.collection<StockAlertDoc>('stockAlerts');
    for (const recorded of events) {
      if (recorded.type === 'AccountErased') {
        // Their favourites and recommendations leave every list; the clothes' counts keep them (no one is named by a count).
        await favourites.deleteMany({ userId: (recorded.data as { userId: string }).userId });
        await alerts.deleteMany({ userId: (recorded.data as { userId: string }).userId });
        continue;
      }
      const event = { type: recorded.type, data: recorded.data } as FavouriteEvent;
      switch (event.type) {
        case 'FavouriteAdded': {
          const { userId, itemId, type, at } = event.data;
          const _id = favouriteId(userId, type, itemId);
          if (await favourites.findOne({ _id })) break;
          await favourites.replaceOne(
            { _id },
            { _id, userId, itemId, type, recommended: false, review: null, addedAt: at, recommendedAt: null },
            { upsert: true },
          );
          if (type === 'cloth') await counts.updateOne({ _id: itemId }, { $inc: { count: 1 } }, { upsert: true });
          break;
        }
        case 'FavouriteRemoved': {
          const { userId, itemId, type } = event.data;
          const removed = await favourites.deleteOne({ _id: favouriteId(userId, type, itemId) });
          if (removed > 0 && type === 'cloth') await counts.updateOne({ _id: itemId }, { $inc: { count: -1 } });
          break;
        }
        case 'ClothRecommended': {
          const { userId, clothId, review, at } = event.data;
          await favourites.updateOne(
            { _id: favouriteId(userId, 'cloth', clothId) },
            { $set: { recommended: true, review: reviewDoc(review), recommendedAt: at } },
          );
          break;
        }
        case 'RecommendationWithdrawn': {
          const { userId, clothId } = event.data;
          await favourites.updateOne({ _id: favouriteId(userId, 'cloth', clothId) }, { $set: { recommended: false, review: null, recommendedAt: null } });
          break;
        }
        case 'StockAlertRequested': {
          const { userId, clothId, size, at } = event.data;
          const _id = stockAlertId(userId, clothId, size);
          await alerts.replaceOne({ _id }, { _id, userId, clothId, size, requestedAt: at }, { upsert: true });
          break;
        }
        case 'StockAlertCancelled':
          await alerts.deleteOne({ _id: stockAlertId(event.data.userId, event.data.clothId, event.data.size) });
          break;
        default:
          break;
      }
    }
  },
};
