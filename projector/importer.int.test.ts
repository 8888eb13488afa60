import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import { importerProjection, type ImportedClothDoc } from './importer';
import { handLog } from '@vitrina/testkit/projector/log';
import { projectedStore } from '@vitrina/testkit/projector/projected';

const at = '2026-11-29T10:00:00.000Z';
const brandId = 'b1000001-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const cloth = (n: number) => `c1000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const counts = { pages: 1, found: 3, created: 0, updated: 0, unchanged: 3, failed: 0, hidden: 0, shown: 0 };

const log = handLog(at);
const recorded = (type: string, data: unknown) => log.recorded('importer', type, data);
const requested = (runId: string) => recorded('ImportRunRequested', { brandId, runId, version: 1, trigger: 'manual', dueAt: at, by: null, at });
const finished = (runId: string, extra: object = {}) =>
  recorded('ImportRunFinished', {
    brandId,
    runId,
    outcome: 'completed',
    counts,
    problems: [],
    reason: null,
    hidden: [],
    shown: [],
    startedAt: at,
    at,
    ...extra,
  });
const saw = (runId: string, seen: string[]) => recorded('ImportRunSaw', { brandId, runId, seen, at });

async function project(events: RecordedEvent[]) {
  const store = await projectedStore(importerProjection, [events]);
  const clothes = await store.collection<ImportedClothDoc>('importedClothes').find({}, { sort: { _id: 1 } });
  return {
    missed: Object.fromEntries(clothes.map((doc) => [doc._id, doc.missedRuns])),
    waiting: await store.collection('importRunsSeen').count({}),
  };
}

describe('importer projection: the clothes each run saw', () => {
  it('counts the runs that missed a cloth from the list its run saw, appended beside the report, and keeps no list after it', async () => {
    const events = [
      requested('r1'),
      saw('r1', [cloth(1), cloth(2), cloth(3)]),
      finished('r1'),
      requested('r2'),
      saw('r2', [cloth(1), cloth(3)]),
      finished('r2'),
    ];
    expect(await project(events)).toEqual({ missed: { [cloth(1)]: 0, [cloth(2)]: 1, [cloth(3)]: 0 }, waiting: 0 });
  });

  it('takes the last list of a run tried again after a crash, and a run that saw nothing as having seen nothing', async () => {
    const events = [
      requested('r1'),
      saw('r1', [cloth(1), cloth(2)]),
      finished('r1'),
      requested('r2'),
      saw('r2', [cloth(1)]),
      saw('r2', [cloth(1), cloth(2)]),
      finished('r2'),
      requested('r3'),
      finished('r3'),
    ];
    expect(await project(events)).toEqual({ missed: { [cloth(1)]: 1, [cloth(2)]: 1 }, waiting: 0 });
  });

  it('counts no miss from a partial run, which could not read the whole shop, though it resets the clothes it saw', async () => {
    const problems = [{ page: 'https://tienda.example/productos/?page=3', index: 0, name: null, field: null, code: 'SOURCE_PAGE_FAILED', found: '500' }];
    const events = [
      requested('r1'),
      saw('r1', [cloth(1), cloth(2), cloth(3)]),
      finished('r1'),
      requested('r2'),
      saw('r2', [cloth(1)]),
      finished('r2'),
      requested('r3'),
      saw('r3', [cloth(2)]),
      finished('r3', { outcome: 'partial', reason: 'SOURCE_PAGE_FAILED', problems }),
    ];
    expect(await project(events)).toEqual({ missed: { [cloth(1)]: 0, [cloth(2)]: 0, [cloth(3)]: 1 }, waiting: 0 });
  });

  it('reads the list from reports written before the list had an event of its own', async () => {
    const events = [requested('r1'), finished('r1', { seen: [cloth(1), cloth(2)] }), requested('r2'), finished('r2', { seen: [cloth(2)] })];
    expect(await project(events)).toEqual({ missed: { [cloth(1)]: 1, [cloth(2)]: 0 }, waiting: 0 });
  });
});
