import { describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type ExpectedRevision } from '@vitrina/infra/eventstore/port';
import { thingHappened, thingRenamed, uniqueStream, type ContractContext } from '@vitrina/infra/eventstore/fixtures';

export function appendContract(context: ContractContext): void {
  const names = async (stream: string) => (await context.store().readStream(stream)).map((event) => (event.data as { name: string }).name);

  const conflict = async (stream: string, expected: ExpectedRevision, actual: bigint | 'no_stream') => {
    const error = await context
      .store()
      .append(stream, [thingHappened('refused'), thingHappened('refused too')], expected)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ code: 'WRONG_EXPECTED_REVISION', streamId: stream, expected, actual });
  };

  describe('append', () => {
    it("'no_stream' creates the stream once; a second one is refused and writes nothing", async () => {
      const stream = uniqueStream();
      const created = await context.store().append(stream, [thingHappened('a')], 'no_stream');
      expect(created.nextRevision).toBe(0n);
      await conflict(stream, 'no_stream', 0n);
      expect(await names(stream)).toEqual(['a']);
    });

    it("'stream_exists' is refused on an absent stream and accepted on an existing one", async () => {
      const stream = uniqueStream();
      await conflict(stream, 'stream_exists', 'no_stream');
      expect(await context.store().readStream(stream)).toEqual([]);
      await context.store().append(stream, [thingHappened('a')], 'any');
      const appended = await context.store().append(stream, [thingHappened('b')], 'stream_exists');
      expect(appended.nextRevision).toBe(1n);
      expect(await names(stream)).toEqual(['a', 'b']);
    });

    it("'any' appends to an absent stream and to an existing one", async () => {
      const stream = uniqueStream();
      expect((await context.store().append(stream, [thingHappened('a')], 'any')).nextRevision).toBe(0n);
      expect((await context.store().append(stream, [thingHappened('b')], 'any')).nextRevision).toBe(1n);
      expect(await names(stream)).toEqual(['a', 'b']);
    });

    it('an exact revision is accepted when current and refused when stale or absent, writing nothing', async () => {
      const stream = uniqueStream();
      await conflict(stream, 0n, 'no_stream');
      await context.store().append(stream, [thingHappened('a'), thingHappened('b')], 'no_stream');
      expect((await context.store().append(stream, [thingHappened('c')], 1n)).nextRevision).toBe(2n);
      await conflict(stream, 1n, 2n);
      await conflict(stream, 3n, 2n);
      expect(await names(stream)).toEqual(['a', 'b', 'c']);
    });

    it('appending no events only checks the expectation', async () => {
      const stream = uniqueStream();
      await expect(context.store().append(stream, [], 'stream_exists')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await context.store().append(stream, [], 'no_stream');
      expect(await context.store().readStream(stream)).toEqual([]);

      const appended = await context.store().append(stream, [thingHappened('a')], 'no_stream');
      expect(await context.store().append(stream, [], 0n)).toEqual(appended);
      await expect(context.store().append(stream, [], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(context.store().append(stream, [], 1n)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await names(stream)).toEqual(['a']);
    });

    it('appends several events atomically with consecutive revisions, returning the last one’s position', async () => {
      const stream = uniqueStream();
      const result = await context.store().append(stream, [thingHappened('a'), thingRenamed('b'), thingHappened('c')], 'no_stream');
      const events = await context.store().readStream(stream);
      expect(events.map((event) => event.revision)).toEqual([0n, 1n, 2n]);
      expect(events.map((event) => event.type)).toEqual(['ThingHappened', 'ThingRenamed', 'ThingHappened']);
      expect(result).toEqual({ nextRevision: 2n, position: events[2]!.position });
      expect(events[0]!.position).toBeLessThan(events[1]!.position);
      expect(events[1]!.position).toBeLessThan(events[2]!.position);
      expect(events.every((event) => event.streamId === stream && !Number.isNaN(Date.parse(event.recordedAt)))).toBe(true);
    });

    it('a retried append of the same events returns the first result and stores them once', async () => {
      const stream = uniqueStream();
      const batch = [thingHappened('a'), thingHappened('b')];
      const first = await context.store().append(stream, batch, 'no_stream');
      const retried = await context.store().append(stream, batch, 'no_stream');
      expect(retried).toEqual(first);
      expect(await names(stream)).toEqual(['a', 'b']);
    });

    it('twenty concurrent appends with the same expected revision: one succeeds, nineteen conflict', async () => {
      const stream = uniqueStream();
      await context.store().append(stream, [thingHappened('start')], 'no_stream');
      const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => context.store().append(stream, [thingHappened(`racer ${i}`)], 0n)));
      const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(19);
      for (const outcome of lost) expect(outcome.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect(await context.store().readStream(stream)).toHaveLength(2);
    });
  });
}
