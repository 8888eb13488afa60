import { describe, expect, it } from 'vitest';
import { specFor } from '@vitrina/testkit/domain/decider-spec';
import { favouriteEventSchemas, type FavouriteEvent, type Review } from './events';
import { STOCK_ALERT_LIMIT, favouritesDecider, type FavouritesCommand } from './favourites';

const spec = specFor(favouritesDecider);
const userId = '7d0c5a2e-1b3f-4c6d-8e9f-0a1b2c3d4e5f';
const clothId = 'c1000000-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const entryId = 'e1000000-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const at = '2026-11-21T10:00:00.000Z';
const later = '2026-11-21T12:00:00.000Z';

const addCloth: FavouritesCommand = { type: 'AddFavourite', userId, itemId: clothId, itemType: 'cloth', now: at };
const clothAdded: FavouriteEvent = { type: 'FavouriteAdded', data: { userId, itemId: clothId, type: 'cloth', at } };
const entryAdded: FavouriteEvent = { type: 'FavouriteAdded', data: { userId, itemId: entryId, type: 'magazine', at } };
const removeCloth: FavouritesCommand = { type: 'RemoveFavourite', userId, itemId: clothId, itemType: 'cloth', now: later };
const clothRemoved: FavouriteEvent = { type: 'FavouriteRemoved', data: { userId, itemId: clothId, type: 'cloth', at: later } };
const review: Review = { es: 'La uso todo el verano.', en: 'I wear it all summer.' };
const recommend = (text: Review = review): FavouritesCommand => ({ type: 'RecommendCloth', userId, clothId, review: text, now: later });
const recommended = (text: Review = review): FavouriteEvent => ({ type: 'ClothRecommended', data: { userId, clothId, review: text, at: later } });
const withdrawn: FavouriteEvent = { type: 'RecommendationWithdrawn', data: { userId, clothId, at: later } };

describe('favourites decider', () => {
  it('adds a favourite once: adding it again appends nothing', () => {
    spec([]).when(addCloth).then([clothAdded]);
    spec([clothAdded]).when(addCloth).then([]);
    expect(favouriteEventSchemas.FavouriteAdded.safeParse(clothAdded.data).success).toBe(true);
  });

  it('tells a cloth from a magazine entry with the same id', () => {
    const sameIdEntry: FavouritesCommand = { type: 'AddFavourite', userId, itemId: clothId, itemType: 'magazine', now: at };
    spec([clothAdded])
      .when(sameIdEntry)
      .then([{ type: 'FavouriteAdded', data: { userId, itemId: clothId, type: 'magazine', at } }]);
  });

  it('removes a favourite; removing one that is not there appends nothing', () => {
    spec([clothAdded]).when(removeCloth).then([clothRemoved]);
    spec([]).when(removeCloth).then([]);
    spec([clothAdded, clothRemoved]).when(removeCloth).then([]);
    spec([entryAdded]).when(removeCloth).then([]);
  });

  it('adds again after a removal', () => {
    spec([clothAdded, clothRemoved]).when(addCloth).then([clothAdded]);
  });

  it('recommends only a favourite cloth', () => {
    spec([]).when(recommend()).thenFails('NOT_FAVOURITED');
    spec([clothAdded, clothRemoved]).when(recommend()).thenFails('NOT_FAVOURITED');
    // A magazine entry favourited under that id is not a favourite cloth.
    spec([{ type: 'FavouriteAdded', data: { userId, itemId: clothId, type: 'magazine', at } }])
      .when(recommend())
      .thenFails('NOT_FAVOURITED');
    spec([clothAdded]).when(recommend()).then([recommended()]);
    expect(favouriteEventSchemas.ClothRecommended.safeParse(recommended().data).success).toBe(true);
  });

  it('recommends again with a new review, and not again with the same one', () => {
    const newer = { fr: 'Je la porte tout l’été.' };
    spec([clothAdded, recommended()])
      .when(recommend(newer))
      .then([recommended(newer)]);
    spec([clothAdded, recommended()])
      .when(recommend({ en: 'I wear it all summer.', es: 'La uso todo el verano.' }))
      .then([]);
    spec([clothAdded, recommended(), withdrawn]).when(recommend()).then([recommended()]);
  });

  it('withdraws a recommendation; withdrawing one that is not there appends nothing', () => {
    spec([clothAdded, recommended()]).when({ type: 'WithdrawRecommendation', userId, clothId, now: later }).then([withdrawn]);
    spec([clothAdded]).when({ type: 'WithdrawRecommendation', userId, clothId, now: later }).then([]);
    spec([]).when({ type: 'WithdrawRecommendation', userId, clothId, now: later }).then([]);
    spec([clothAdded, recommended(), withdrawn]).when({ type: 'WithdrawRecommendation', userId, clothId, now: later }).then([]);
  });

  it('withdraws the recommendation of a favourite it removes, then removes it', () => {
    spec([clothAdded, recommended()]).when(removeCloth).then([withdrawn, clothRemoved]);
    // Added back, it is a plain favourite again.
    spec([clothAdded, recommended(), withdrawn, clothRemoved, clothAdded]).when({ type: 'WithdrawRecommendation', userId, clothId, now: later }).then([]);
  });

  it('refuses an empty review in its event schema', () => {
    expect(favouriteEventSchemas.ClothRecommended.safeParse({ userId, clothId, review: {}, at }).success).toBe(false);
    expect(favouriteEventSchemas.ClothRecommended.safeParse({ userId, clothId, review: { es: '' }, at }).success).toBe(false);
    expect(favouriteEventSchemas.ClothRecommended.safeParse({ userId, clothId, review: { de: 'Gut' }, at }).success).toBe(false);
  });

  it('asks to be notified of a size or a cloth once, cancels once, and asks again after cancelling', () => {
    const asked: FavouriteEvent = { type: 'StockAlertRequested', data: { userId, clothId, size: 'M', at } };
    const cancelled: FavouriteEvent = { type: 'StockAlertCancelled', data: { userId, clothId, size: 'M', at: later } };
    spec([]).when({ type: 'RequestStockAlert', userId, clothId, size: 'M', now: at }).then([asked]);
    spec([asked]).when({ type: 'RequestStockAlert', userId, clothId, size: 'M', now: later }).then([]);
    spec([asked])
      .when({ type: 'RequestStockAlert', userId, clothId, size: null, now: at })
      .then([{ type: 'StockAlertRequested', data: { userId, clothId, size: null, at } }]);
    spec([asked]).when({ type: 'CancelStockAlert', userId, clothId, size: 'L', now: later }).then([]);
    spec([asked]).when({ type: 'CancelStockAlert', userId, clothId, size: 'M', now: later }).then([cancelled]);
    spec([asked, cancelled]).when({ type: 'CancelStockAlert', userId, clothId, size: 'M', now: later }).then([]);
    spec([asked, cancelled])
      .when({ type: 'RequestStockAlert', userId, clothId, size: 'M', now: later })
      .then([{ type: 'StockAlertRequested', data: { userId, clothId, size: 'M', at: later } }]);
  });

  it('keeps at most STOCK_ALERT_LIMIT requests open', () => {
    const many: FavouriteEvent[] = Array.from({ length: STOCK_ALERT_LIMIT }, (_, index) => ({
      type: 'StockAlertRequested',
      data: { userId, clothId, size: String(index), at },
    }));
    spec(many).when({ type: 'RequestStockAlert', userId, clothId, size: 'XL', now: later }).thenFails('TOO_MANY_STOCK_ALERTS');
    spec(many).when({ type: 'RequestStockAlert', userId, clothId, size: '0', now: later }).then([]);
  });
});
