import { describe, expect, it } from 'vitest';
import { inBatches } from './batches';

async function* items(count: number, gapMs = 0) {
  for (let i = 0; i < count; i++) {
    if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
    yield i;
  }
}

async function collect<T>(source: AsyncIterable<T[]>): Promise<T[][]> {
  const out: T[][] = [];
  for await (const batch of source) out.push(batch);
  return out;
}

describe('inBatches', () => {
  it('fills batches up to the size when items are ready', async () => {
    const batches = await collect(inBatches(items(10), 4, 1_000));
    expect(batches).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
  });

  it('closes a batch when the wait runs out, losing nothing', async () => {
    const batches = await collect(inBatches(items(4, 30), 100, 10));
    expect(batches.flat()).toEqual([0, 1, 2, 3]);
    expect(batches.length).toBeGreaterThan(1);
  });

  it('stops the source when the consumer stops', async () => {
    let finished = false;
    async function* source() {
      try {
        for (let i = 0; ; i++) yield i;
      } finally {
        finished = true;
      }
    }
    for await (const batch of inBatches(source(), 3, 10)) {
      expect(batch).toEqual([0, 1, 2]);
      break;
    }
    expect(finished).toBe(true);
  });
});
