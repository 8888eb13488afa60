import { openReadStore } from '@vitrina/infra/readstore/factory';
import type { ReadStore } from '@vitrina/infra/readstore/port';
import { analyticsProjection } from '@vitrina/projector/analytics';
import type { ApiContext } from '../context';

const PAGE = 5_000;

/**
 * The analytics read models as they stood at `until`, computed from the log, not from today's read model: the
 * log's analytics facts up to that instant are projected again, by the same projection, into a store in memory.
 * The caller closes it.
 */
export async function analyticsAsOf(context: Pick<ApiContext, 'eventStore' | 'config'>, until: Date): Promise<ReadStore> {
  const projection = analyticsProjection(context.config.SITE_TIME_ZONE);
  const store = await openReadStore({ kind: 'sqlite', file: ':memory:' });
  const cutoff = until.toISOString();
  let from: { after: bigint } | 'start' = 'start';
  for (;;) {
    const events = await context.eventStore.readAll({ from, maxCount: PAGE, filter: { eventTypes: projection.eventTypes } });
    // Facts are kept by when they happened, not by their place in the log (writers' clocks skew, and imported or
    // demo history is appended later than it happened), so the whole log of these types is read.
    const upTo = events.filter((event) => event.metadata.at < cutoff);
    if (upTo.length > 0) await store.transaction((session) => projection.apply(upTo, session));
    if (events.length < PAGE) break;
    from = { after: events[events.length - 1]!.position };
  }
  return store;
}
