import type { Doc } from '@vitrina/infra/readstore/port';
import type { Projection } from './projection';

export interface EventTypeStats extends Doc {
  count: number;
  firstAt: string;
  lastAt: string;
  lastPosition: string;
}

/**
 * Operators' view of the log: how many events of each type, and when the first and last were recorded. Also
 * the smallest real projection, which keeps the runtime honest before any feature exists.
 */
export function logStatsProjection(eventTypes: readonly string[]): Projection {
  return {
    name: 'logStats',
    version: 1,
    collections: ['eventTypeStats'],
    eventTypes,
    async apply(events, session) {
      const totals = new Map<string, { count: number; firstAt: string; lastAt: string; lastPosition: string }>();
      for (const event of events) {
        const seen = totals.get(event.type);
        if (seen) {
          seen.count += 1;
          seen.lastAt = event.recordedAt;
          seen.lastPosition = event.position.toString();
        } else {
          totals.set(event.type, { count: 1, firstAt: event.recordedAt, lastAt: event.recordedAt, lastPosition: event.position.toString() });
        }
      }
      const stats = session.collection<EventTypeStats>('eventTypeStats');
      for (const [type, total] of totals) {
        await stats.updateOne(
          { _id: type },
          { $inc: { count: total.count }, $set: { lastAt: total.lastAt, lastPosition: total.lastPosition }, $setOnInsert: { firstAt: total.firstAt } },
          { upsert: true },
        );
      }
    },
  };
}
