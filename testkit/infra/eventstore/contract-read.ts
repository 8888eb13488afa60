import { describe, expect, it } from 'vitest';
import { positionFromString, positionToString, type AllFilter, type RecordedEvent } from '@vitrina/infra/eventstore/port';
import { thingHappened, thingRenamed, uniqueStream, type ContractContext } from '@vitrina/infra/eventstore/fixtures';

const nameOf = (event: RecordedEvent) => (event.data as { name: string }).name;

export function readContract(context: ContractContext): void {
  describe('readStream', () => {
    it('reads a stream in order, from a revision, at most maxCount; an absent stream reads as []', async () => {
      const stream = uniqueStream();
      const other = uniqueStream();
      await context.store().append(stream, [thingHappened('a'), thingHappened('b')], 'no_stream');
      await context.store().append(other, [thingHappened('elsewhere')], 'no_stream');
      await context.store().append(stream, [thingRenamed('c'), thingHappened('d')], 1n);

      expect((await context.store().readStream(stream)).map(nameOf)).toEqual(['a', 'b', 'c', 'd']);
      expect((await context.store().readStream(stream, { fromRevision: 2n })).map(nameOf)).toEqual(['c', 'd']);
      expect((await context.store().readStream(stream, { fromRevision: 1n, maxCount: 2 })).map(nameOf)).toEqual(['b', 'c']);
      expect(await context.store().readStream(stream, { fromRevision: 9n })).toEqual([]);
      expect(await context.store().readStream(uniqueStream('absent'))).toEqual([]);
    });
  });

  describe('readAll', () => {
    it('reads $all in batches with strictly increasing positions that survive a trip through a string', async () => {
      const head = await context.store().headPosition();
      const streams = [uniqueStream(), uniqueStream()];
      for (const name of ['a', 'b', 'c', 'd', 'e']) {
        await context.store().append(streams[name.charCodeAt(0) % 2]!, [thingHappened(name)], 'any');
      }
      const filter = { streamPrefixes: streams };
      const seen: RecordedEvent[] = [];
      const batchSizes: number[] = [];
      let from = positionToString(head);
      for (;;) {
        const batch = await context.store().readAll({ from: { after: positionFromString(from) }, maxCount: 2, filter });
        if (batch.length === 0) break;
        batchSizes.push(batch.length);
        seen.push(...batch);
        from = positionToString(batch[batch.length - 1]!.position);
      }
      expect(batchSizes).toEqual([2, 2, 1]);
      expect(seen.map(nameOf)).toEqual(['a', 'b', 'c', 'd', 'e']);
      for (let i = 1; i < seen.length; i++) expect(seen[i]!.position).toBeGreaterThan(seen[i - 1]!.position);
      expect(seen[0]!.position).toBeGreaterThan(head);
    });

    it('reads from the start in position order', async () => {
      const stream = uniqueStream();
      await context.store().append(stream, [thingHappened('a'), thingHappened('b')], 'no_stream');
      const all = await context.store().readAll({ from: 'start', maxCount: 1_000_000 });
      const ours = all.filter((event) => event.streamId === stream);
      expect(ours.map(nameOf)).toEqual(['a', 'b']);
      for (let i = 1; i < all.length; i++) expect(all[i]!.position).toBeGreaterThan(all[i - 1]!.position);
    });

    it('filters by event types, by stream prefixes, and by both', async () => {
      const head = await context.store().headPosition();
      const prefix = uniqueStream('filter');
      // `%` and `_` would be wildcards to a careless LIKE; `~` sorts after letters.
      const [plain, odd, tilde, outside] = [`${prefix}-a`, `${prefix}%_b`, `${prefix}~c`, uniqueStream('outside')];
      await context.store().append(plain, [thingHappened('plain happened'), thingRenamed('plain renamed')], 'no_stream');
      await context.store().append(odd, [thingHappened('odd happened')], 'no_stream');
      await context.store().append(tilde, [thingRenamed('tilde renamed')], 'no_stream');
      await context.store().append(outside, [thingRenamed('outside renamed'), thingHappened('outside happened')], 'no_stream');
      await context.store().append(`${prefix.slice(0, -1)}`, [thingRenamed('shorter')], 'any');

      const read = async (filter: AllFilter) => (await context.store().readAll({ from: { after: head }, maxCount: 100, filter })).map(nameOf);

      expect(await read({ eventTypes: ['ThingRenamed'] })).toEqual(['plain renamed', 'tilde renamed', 'outside renamed', 'shorter']);
      expect(await read({ eventTypes: ['ThingRenamed', 'ThingHappened'], streamPrefixes: [prefix, outside] })).toHaveLength(6);
      expect(await read({ streamPrefixes: [prefix] })).toEqual(['plain happened', 'plain renamed', 'odd happened', 'tilde renamed']);
      expect(await read({ streamPrefixes: [`${prefix}%_`] })).toEqual(['odd happened']);
      expect(await read({ streamPrefixes: [`${prefix}-`, `${prefix}~`] })).toEqual(['plain happened', 'plain renamed', 'tilde renamed']);
      expect(await read({ eventTypes: ['ThingHappened'], streamPrefixes: [prefix, outside] })).toEqual(['plain happened', 'odd happened', 'outside happened']);
      expect(await read({ eventTypes: [], streamPrefixes: [prefix] })).toEqual([]);
      expect(await read({ streamPrefixes: [] })).toEqual([]);
      expect(await read({ eventTypes: ['ThingHappened'], streamPrefixes: [outside] })).toEqual(['outside happened']);
    });

    it('reports the head: the position of the newest event', async () => {
      const before = await context.store().headPosition();
      const first = await context.store().append(uniqueStream(), [thingHappened('a')], 'no_stream');
      expect(first.position).toBeGreaterThan(before);
      expect(await context.store().headPosition()).toBe(first.position);
      const second = await context.store().append(uniqueStream(), [thingHappened('b'), thingHappened('c')], 'no_stream');
      expect(await context.store().headPosition()).toBe(second.position);
      expect(await context.store().readAll({ from: { after: second.position }, maxCount: 10 })).toEqual([]);
      await expect(context.store().ping()).resolves.toBeUndefined();
    });
  });
}
