import type { HistoryEvent } from '@vitrina/domain/history/events';
import type { Doc } from '@vitrina/infra/readstore/port';
import type { Projection } from './projection';

export interface HistoryEntry extends Doc {
  userId: string;
  clothId: string;
  viewedAt: string;
}

/** The profile's browse history: the latest view of each cloth per person, so a cloth appears once. */
export const historyProjection: Projection = {
  name: 'history',
  version: 1,
  collections: ['browseHistory'],
  eventTypes: ['ClothViewed', 'AccountErased'],
  indexes: { browseHistory: [{ fields: { userId: 1, viewedAt: -1 } }] },
  async apply(events, session) {
    const history = session.collection<HistoryEntry>('browseHistory');
    for (const recorded of events) {
      if (recorded.type === 'AccountErased') {
        // An erased person's history goes with them (their views read as erased ids in a replay, and go here too).
        await history.deleteMany({ userId: (recorded.data as { userId: string }).userId });
        continue;
      }
      const { data } = recorded as unknown as HistoryEvent;
      await history.replaceOne(
        { _id: `${data.userId}:${data.clothId}` },
        { _id: `${data.userId}:${data.clothId}`, userId: data.userId, clothId: data.clothId, viewedAt: data.at },
        { upsert: true },
      );
    }
  },
};
