import { describe, expect, it } from 'vitest';
import { PROGRESS, type RecordedEvent } from '@vitrina/infra/eventstore/port';
import { sleep, takeEvents, thingHappened, thingRenamed, uniqueStream, type ContractContext } from '@vitrina/infra/eventstore/fixtures';

const nameOf = (event: RecordedEvent) => (event.data as { name: string }).name;

export function subscriptionContract(context: ContractContext): void {
  describe('subscribeToAll', () => {
    it('catches up on past events, then delivers events appended while subscribed, in order', async () => {
      const head = await context.store().headPosition();
      const stream = uniqueStream();
      await context.store().append(stream, [thingHappened('past 1'), thingHappened('past 2')], 'no_stream');

      const received: RecordedEvent[] = [];
      const controller = new AbortController();
      const guard = setTimeout(() => controller.abort(), 5000);
      for await (const event of context.store().subscribeToAll({ from: { after: head }, signal: controller.signal, batchSize: 1 })) {
        received.push(event);
        if (received.length === 2) {
          // Caught up: what follows can only arrive live.
          setTimeout(() => void context.store().append(stream, [thingHappened('live 1')], 1n), 50);
        }
        if (received.length === 3) {
          await context.store().append(stream, [thingRenamed('live 2'), thingHappened('live 3')], 2n);
        }
        if (received.length === 5) break;
      }
      clearTimeout(guard);
      expect(received.map(nameOf)).toEqual(['past 1', 'past 2', 'live 1', 'live 2', 'live 3']);
      expect(received.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
    });

    it('delivers only what the filter matches, past and live', async () => {
      const head = await context.store().headPosition();
      const mine = uniqueStream('mine');
      const other = uniqueStream('other');
      await context.store().append(mine, [thingHappened('skip: happened'), thingRenamed('renamed 1')], 'no_stream');
      await context.store().append(other, [thingRenamed('skip: other stream')], 'no_stream');

      const received = await takeEvents(async function* (signal) {
        let live = false;
        for await (const event of context.store().subscribeToAll({
          from: { after: head },
          filter: { eventTypes: ['ThingRenamed'], streamPrefixes: [mine] },
          signal,
        })) {
          yield event;
          if (!live) {
            live = true;
            await context.store().append(other, [thingRenamed('skip: other stream, live')], 'any');
            await context.store().append(mine, [thingHappened('skip: happened, live'), thingRenamed('renamed 2')], 'any');
          }
        }
      }, 2);
      expect(received.map(nameOf)).toEqual(['renamed 1', 'renamed 2']);
    });

    it('asked for progress, marks how far it read past what the filter left out, in order with the events, live too', async () => {
      const head = await context.store().headPosition();
      const stream = uniqueStream('progress');
      await context.store().append(stream, [thingHappened('skipped 1'), thingRenamed('renamed 1'), thingHappened('skipped 2')], 'no_stream');
      const pastEnd = await context.store().headPosition();
      const seen: RecordedEvent[] = [];
      let liveEnd: bigint | undefined;
      const controller = new AbortController();
      const guard = setTimeout(() => controller.abort(), 5000);
      for await (const item of context
        .store()
        .subscribeToAll({ from: { after: head }, filter: { eventTypes: ['ThingRenamed'] }, progress: true, signal: controller.signal })) {
        seen.push(item);
        if (item.type !== PROGRESS) continue;
        if (liveEnd === undefined && item.position >= pastEnd) {
          // Past the past: a live event the filter leaves out must be passed by a marker too.
          liveEnd = (await context.store().append(stream, [thingHappened('skipped live')], 'any')).position;
        } else if (liveEnd !== undefined && item.position >= liveEnd) break;
      }
      clearTimeout(guard);
      const events = seen.filter((item) => item.type !== PROGRESS);
      expect(events.map(nameOf)).toEqual(['renamed 1']);
      const positions = seen.map((item) => item.position);
      expect([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(positions);
      expect(seen.at(-1)!.position).toBeGreaterThanOrEqual(liveEnd!);
      // Without asking, no marker.
      const plain = await takeEvents(
        (signal) => context.store().subscribeToAll({ from: { after: head }, filter: { eventTypes: ['ThingRenamed'] }, signal }),
        1,
      );
      expect(plain.map((event) => event.type)).toEqual(['ThingRenamed']);
    });

    it('ends the for-await loop when the signal aborts, while waiting and while events flow', async () => {
      const stream = uniqueStream();
      const head = await context.store().headPosition();
      const idle = new AbortController();
      setTimeout(() => idle.abort(), 150);
      const started = Date.now();
      let idleEvents = 0;
      for await (const _ of context.store().subscribeToAll({ from: { after: head }, signal: idle.signal, filter: { streamPrefixes: [stream] } })) {
        idleEvents += 1;
      }
      expect(idleEvents).toBe(0);
      expect(Date.now() - started).toBeLessThan(3000);

      await context.store().append(stream, [thingHappened('a'), thingHappened('b'), thingHappened('c')], 'no_stream');
      const busy = new AbortController();
      const signal = AbortSignal.any([busy.signal, AbortSignal.timeout(5000)]);
      const received: string[] = [];
      for await (const event of context.store().subscribeToAll({ from: { after: head }, signal, filter: { streamPrefixes: [stream] } })) {
        received.push(nameOf(event));
        if (received.length === 1) busy.abort();
      }
      expect(received).toEqual(['a']);
    });

    it('stops when the consumer breaks out, and a new subscription resumes where it left off', async () => {
      const stream = uniqueStream();
      const head = await context.store().headPosition();
      await context.store().append(stream, [thingHappened('a'), thingHappened('b'), thingHappened('c')], 'no_stream');
      const filter = { streamPrefixes: [stream] };
      let last: RecordedEvent | undefined;
      for await (const event of context.store().subscribeToAll({ from: { after: head }, filter, signal: AbortSignal.timeout(5000) })) {
        last = event;
        if (nameOf(event) === 'b') break;
      }
      await sleep(20);
      const rest = await takeEvents((signal) => context.store().subscribeToAll({ from: { after: last!.position }, filter, signal }), 1);
      expect(rest.map(nameOf)).toEqual(['c']);
    });
  });
}
