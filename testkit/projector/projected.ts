import { onTestFinished } from 'vitest';
import { productEventRegistry } from '@vitrina/domain/registry';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import type { ReadStore } from '@vitrina/infra/readstore/port';
import type { Projection } from '@vitrina/projector/projection';
import { tempStores } from './stores';

/**
 * A read store holding what `projection` made of `batches`, one transaction a batch, its indexes made first as the
 * runner makes them; removed when the test ends. Not in stores.ts: the crash test's child process loads that without vitest.
 */
export async function projectedStore(projection: Pick<Projection, 'indexes' | 'apply'>, batches: RecordedEvent[][]): Promise<ReadStore> {
  const { readStore, cleanup } = await tempStores(productEventRegistry());
  onTestFinished(cleanup);
  for (const [collection, indexes] of Object.entries(projection.indexes ?? {})) await readStore.ensureIndexes(collection, indexes);
  for (const batch of batches) await readStore.transaction((session) => projection.apply(batch, session));
  return readStore;
}
