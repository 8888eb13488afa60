import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import { newsProjection, type NewsSlideDoc } from './news';
import { handLog } from '@vitrina/testkit/projector/log';
import { projectedStore } from '@vitrina/testkit/projector/projected';

const at = '2026-11-21T10:00:00.000Z';
const slide = (n: number) => `51000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const clothId = 'c1000001-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const image = `${'a'.repeat(32)}.webp`;

const log = handLog(at);
const recorded = (type: string, data: unknown) => log.recorded('news', type, data);

function history(): RecordedEvent[] {
  return [
    ...[1, 2, 3, 4].map((n) => recorded('NewsSlideAdded', { slideId: slide(n), clothId, image, visible: n !== 2, at })),
    recorded('NewsSlidesReordered', { ids: [slide(4), slide(3), slide(2), slide(1)], at }),
    recorded('NewsSlideDeleted', { slideId: slide(3), at }),
    recorded('NewsSlideEdited', { slideId: slide(2), clothId, image: `${'b'.repeat(32)}.webp`, visible: true, at }),
    recorded('NewsSlideAdded', { slideId: slide(5), clothId, image, visible: false, at }),
  ];
}

async function project(batches: RecordedEvent[][]) {
  const store = await projectedStore(newsProjection, batches);
  return store.collection<NewsSlideDoc>('newsSlides').find({}, { sort: { order: 1 } });
}

describe('the news projection', () => {
  it('keeps slides in a dense order across reorders, deletions and additions', async () => {
    expect(await project([history()])).toEqual([
      { _id: slide(4), clothId, image, visible: true, order: 0 },
      { _id: slide(2), clothId, image: `${'b'.repeat(32)}.webp`, visible: true, order: 1 },
      { _id: slide(1), clothId, image, visible: true, order: 2 },
      { _id: slide(5), clothId, image, visible: false, order: 3 },
    ]);
  });

  it('gives the same read model whether the log comes in one batch or one event at a time', async () => {
    const events = history();
    expect(await project(events.map((event) => [event]))).toEqual(await project([events]));
  });
});
