import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Decider } from '@vitrina/domain/core/decider';
import { EventRegistry } from '@vitrina/domain/core/events';
import { failure, FailureError } from '@vitrina/domain/core/failures';
import { openEventStore } from '@vitrina/infra/eventstore/factory';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import { runCommand, streamSession } from './commands';

type Event = { type: 'Counted'; data: { by: number } };
type Command = { type: 'Count'; by: number; max: number };
const counter: Decider<Command, Event, number> = {
  initialState: () => 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command, total) => (total + command.by > command.max ? failure('TOO_MANY', 'Too many') : [{ type: 'Counted', data: { by: command.by } }]),
};
const registry = new EventRegistry({ Counted: z.object({ by: z.number() }).strict() });
const context = () => ({ correlationId: 'test', actor: 'someone', now: new Date() });

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function store() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-cmd-'));
  dirs.push(dir);
  return openEventStore({ kind: 'sqlite', file: path.join(dir, 'e.sqlite') }, registry);
}

/** The store, and the revision each of its stream reads started from (undefined: the whole stream). */
function readsOf(events: EventStore): { counted: EventStore; reads: Array<bigint | undefined> } {
  const reads: Array<bigint | undefined> = [];
  const counted = new Proxy(events, {
    get: (target, key, receiver) =>
      key === 'readStream'
        ? (stream: string, options?: { fromRevision?: bigint }) => (reads.push(options?.fromRevision), target.readStream(stream, options))
        : Reflect.get(target, key, receiver),
  });
  return { counted, reads };
}

describe('runCommand', () => {
  it('appends decided events with metadata and returns their position', async () => {
    const events = await store();
    const result = await runCommand(events, 'counter-1', counter, { type: 'Count', by: 2, max: 10 }, context());
    expect(result.position).toBeGreaterThan(0n);
    const [recorded] = await events.readStream('counter-1');
    expect(recorded).toMatchObject({ type: 'Counted', data: { by: 2 }, metadata: { correlationId: 'test', actor: 'someone', causationId: 'Count' } });
    await events.close();
  });

  it('throws business failures as values and appends nothing', async () => {
    const events = await store();
    await expect(runCommand(events, 'counter-1', counter, { type: 'Count', by: 11, max: 10 }, context())).rejects.toBeInstanceOf(FailureError);
    expect(await events.readStream('counter-1')).toEqual([]);
    await events.close();
  });

  it('keeps a rule under concurrency: 20 racing commands, a limit of 10, exactly 10 appended', async () => {
    const events = await store();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => runCommand(events, 'counter-1', counter, { type: 'Count', by: 1, max: 10 }, context(), { retries: 50 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await events.readStream('counter-1')).toHaveLength(10);
    await events.close();
  });
});

describe('streamSession', () => {
  it('decides many commands on the state it keeps, reading the stream once, with the same rules', async () => {
    const events = await store();
    await runCommand(events, 'counter-1', counter, { type: 'Count', by: 1, max: 10 }, context());
    const { counted, reads } = readsOf(events);
    const session = streamSession(counted, 'counter-1', counter);
    for (let i = 0; i < 9; i++) await session.run({ type: 'Count', by: 1, max: 10 }, context());
    expect(reads).toHaveLength(1);
    await expect(session.run({ type: 'Count', by: 1, max: 10 }, context())).rejects.toBeInstanceOf(FailureError);
    expect(await events.readStream('counter-1')).toHaveLength(10);
    await events.close();
  });

  it('reads the stream again when another writer appended, and decides on what it finds', async () => {
    const events = await store();
    const session = streamSession(events, 'counter-1', counter);
    await session.run({ type: 'Count', by: 4, max: 10 }, context());
    // Someone else counts behind the session's back: its kept revision is stale.
    await runCommand(events, 'counter-1', counter, { type: 'Count', by: 5, max: 10 }, context());
    await expect(session.run({ type: 'Count', by: 2, max: 10 }, context())).rejects.toBeInstanceOf(FailureError);
    await session.run({ type: 'Count', by: 1, max: 10 }, context());
    expect((await events.readStream('counter-1')).map((event) => (event.data as { by: number }).by)).toEqual([4, 5, 1]);
    await events.close();
  });

  it('answers the state now, reading only the events appended since it last looked', async () => {
    const events = await store();
    for (const by of [1, 2, 3]) await runCommand(events, 'counter-1', counter, { type: 'Count', by, max: 100 }, context());
    const { counted, reads } = readsOf(events);
    const session = streamSession(counted, 'counter-1', counter);
    expect(await session.current()).toBe(6);
    expect(await session.current()).toBe(6);
    await session.run({ type: 'Count', by: 4, max: 100 }, context());
    // Another writer, then the session looks again: it sees the other's count without reading the stream whole.
    await runCommand(events, 'counter-1', counter, { type: 'Count', by: 10, max: 100 }, context());
    expect(await session.current()).toBe(20);
    expect(reads).toEqual([undefined, 3n, 4n]);
    await events.close();
  });

  it('starts from no stream, and a conflict reads only what the other writer appended', async () => {
    const events = await store();
    const { counted, reads } = readsOf(events);
    const session = streamSession(counted, 'counter-1', counter);
    expect(await session.current()).toBe(0);
    await runCommand(events, 'counter-1', counter, { type: 'Count', by: 5, max: 10 }, context());
    await session.run({ type: 'Count', by: 3, max: 10 }, context());
    expect(await session.current()).toBe(8);
    expect(reads).toEqual([undefined, 0n, 2n]);
    await events.close();
  });
});
