import { describe, expect, it } from 'vitest';
import type { FromPosition, RecordedEvent } from './port';
import { testMetadata } from './fixtures';
import { abortableDelay, matchesFilter, resubscribing } from './subscription';

const log: RecordedEvent[] = [1n, 2n, 3n, 4n, 5n].map((position) => ({
  id: `id-${position}`,
  streamId: 'thing-1',
  revision: position - 1n,
  position,
  type: 'ThingHappened',
  data: { name: `event ${position}` },
  metadata: testMetadata(),
  recordedAt: '2025-01-01T00:00:00.000Z',
}));

describe('resubscribing', () => {
  it('reopens after a failure from just after the last delivered event: no gap, no repeat', async () => {
    const opens: FromPosition[] = [];
    const drops: number[] = [];
    const controller = new AbortController();
    let failures = 2;
    async function* source(from: FromPosition) {
      opens.push(from);
      const after = from === 'start' ? 0n : from.after;
      for (const event of log.filter((candidate) => candidate.position > after)) {
        if (event.position === 3n && failures-- > 0) throw new Error('connection reset');
        yield event;
      }
      await abortableDelay(10_000, controller.signal);
    }
    const seen: bigint[] = [];
    const options = { initialDelayMs: 1, onDrop: (_: unknown, attempt: number) => drops.push(attempt) };
    for await (const event of resubscribing(source, 'start', controller.signal, options)) {
      seen.push(event.position);
      if (seen.length === 5) controller.abort();
    }
    expect(seen).toEqual([1n, 2n, 3n, 4n, 5n]);
    expect(opens).toEqual(['start', { after: 2n }, { after: 2n }]);
    expect(drops).toEqual([1, 2]);
  });

  it('ends without reopening once the signal is aborted', async () => {
    const controller = new AbortController();
    let opened = 0;
    async function* source() {
      opened += 1;
      yield log[0]!;
      controller.abort();
      throw new Error('closed under us');
    }
    const seen: RecordedEvent[] = [];
    for await (const event of resubscribing(source, 'start', controller.signal)) seen.push(event);
    expect(seen).toHaveLength(1);
    expect(opened).toBe(1);
  });
});

describe('matchesFilter', () => {
  it('ORs within each list, ANDs the two lists, and an empty list matches nothing', () => {
    expect(matchesFilter(undefined, 'A', 'user-1')).toBe(true);
    expect(matchesFilter({ eventTypes: ['A', 'B'] }, 'B', 'user-1')).toBe(true);
    expect(matchesFilter({ eventTypes: ['A', 'B'] }, 'C', 'user-1')).toBe(false);
    expect(matchesFilter({ streamPrefixes: ['brand-', 'user-'] }, 'C', 'user-1')).toBe(true);
    expect(matchesFilter({ eventTypes: ['A'], streamPrefixes: ['user-'] }, 'A', 'brand-1')).toBe(false);
    expect(matchesFilter({ eventTypes: ['A'], streamPrefixes: ['user-'] }, 'A', 'user-1')).toBe(true);
    expect(matchesFilter({ eventTypes: [] }, 'A', 'user-1')).toBe(false);
    expect(matchesFilter({ streamPrefixes: [] }, 'A', 'user-1')).toBe(false);
  });
});
