import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import { BufferedSession } from './buffered-session';
import type { Projection } from './projection';
import { favouritesProjection, type FavouriteCountDoc, type FavouriteDoc } from './favourites';
import { handLog } from '@vitrina/testkit/projector/log';
import { projectedStore } from '@vitrina/testkit/projector/projected';

const ana = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const luz = '7a2d4c9f-2e3b-4d6c-8f9a-1b2c3d4e5f60';
const shirt = 'c1000001-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const dress = 'c1000002-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const entry = 'e1000001-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const t = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
const review = { es: 'Fresca y liviana.', en: 'Cool and light.' };

const log = handLog(t(0));
const recorded = (userId: string, type: string, data: Record<string, unknown>) => log.recorded(`favourites-${userId}`, type, { userId, ...data });

function history(): RecordedEvent[] {
  return [
    recorded(ana, 'FavouriteAdded', { itemId: shirt, type: 'cloth', at: t(1) }),
    recorded(ana, 'FavouriteAdded', { itemId: dress, type: 'cloth', at: t(2) }),
    recorded(ana, 'FavouriteAdded', { itemId: entry, type: 'magazine', at: t(3) }),
    recorded(luz, 'FavouriteAdded', { itemId: shirt, type: 'cloth', at: t(4) }),
    recorded(luz, 'ClothRecommended', { clothId: shirt, review: { es: 'Primera reseña' }, at: t(5) }),
    recorded(luz, 'ClothRecommended', { clothId: shirt, review, at: t(6) }),
    recorded(ana, 'ClothRecommended', { clothId: dress, review, at: t(7) }),
    recorded(ana, 'RecommendationWithdrawn', { clothId: dress, at: t(8) }),
    recorded(ana, 'FavouriteRemoved', { itemId: dress, type: 'cloth', at: t(9) }),
  ];
}

/** The projection writing through the buffered session, as a replay does. */
const throughBuffer: Pick<Projection, 'indexes' | 'apply'> = {
  indexes: favouritesProjection.indexes,
  async apply(batch, session) {
    const write = new BufferedSession(session);
    await favouritesProjection.apply(batch, write);
    await write.flush();
  },
};

async function project(batches: RecordedEvent[][], buffered = false) {
  const store = await projectedStore(buffered ? throughBuffer : favouritesProjection, batches);
  return {
    favourites: await store.collection<FavouriteDoc>('favourites').find({}, { sort: { _id: 1 } }),
    counts: await store.collection<FavouriteCountDoc>('favouriteCounts').find({}, { sort: { _id: 1 } }),
  };
}

describe('the favourites projection', () => {
  it('keeps each favourite with its latest review, and counts favourites per cloth', async () => {
    const { favourites, counts } = await project([history()]);
    expect(favourites).toEqual([
      { _id: `${ana}:cloth:${shirt}`, userId: ana, itemId: shirt, type: 'cloth', recommended: false, review: null, addedAt: t(1), recommendedAt: null },
      { _id: `${ana}:magazine:${entry}`, userId: ana, itemId: entry, type: 'magazine', recommended: false, review: null, addedAt: t(3), recommendedAt: null },
      { _id: `${luz}:cloth:${shirt}`, userId: luz, itemId: shirt, type: 'cloth', recommended: true, review, addedAt: t(4), recommendedAt: t(6) },
    ]);
    // Magazine entries are not counted; a cloth whose last favourite went keeps a zero.
    expect(counts).toEqual([
      { _id: shirt, count: 2 },
      { _id: dress, count: 0 },
    ]);
  });

  it('gives the same read model in one batch, one event at a time, and through the buffered session', async () => {
    const events = history();
    const whole = await project([events]);
    expect(await project(events.map((event) => [event]))).toEqual(whole);
    expect(await project([events], true)).toEqual(whole);
  });

  it('never counts one favourite twice, even if its event were applied again', async () => {
    const added = recorded(ana, 'FavouriteAdded', { itemId: shirt, type: 'cloth', at: t(1) });
    const removed = recorded(ana, 'FavouriteRemoved', { itemId: shirt, type: 'cloth', at: t(2) });
    expect((await project([[added, added]])).counts).toEqual([{ _id: shirt, count: 1 }]);
    expect((await project([[added], [added, removed, removed]])).counts).toEqual([{ _id: shirt, count: 0 }]);
  });

  it('answers the queries the api makes through its indexes', async () => {
    const favourites = (await projectedStore(favouritesProjection, [history()])).collection<FavouriteDoc>('favourites');
    expect((await favourites.find({ userId: ana }, { sort: { addedAt: -1 } })).map((doc) => doc.itemId)).toEqual([entry, shirt]);
    expect((await favourites.find({ recommended: true }, { sort: { recommendedAt: -1 } })).map((doc) => doc.userId)).toEqual([luz]);
    expect(await favourites.count({ itemId: shirt })).toBe(2);
  });
});
