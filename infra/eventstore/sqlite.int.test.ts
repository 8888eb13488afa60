import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from './port';
import { eventually, seedThings, sleep, thingHappened, thingRenamed } from './fixtures';
import { DuplicateEventIdError, SqliteEventStore } from './sqlite';

const nameOf = (event: RecordedEvent) => (event.data as { name: string }).name;
const run = promisify(execFile);

describe('SqliteEventStore on a file', () => {
  let folder: string;
  let file: string;
  const opened: SqliteEventStore[] = [];
  const open = (options?: ConstructorParameters<typeof SqliteEventStore>[1]) => {
    const store = new SqliteEventStore(file, options);
    opened.push(store);
    return store;
  };

  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'vitrina-sqlite-'));
    file = path.join(folder, 'nested', 'data', 'events.sqlite');
  });

  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('creates its folder, starts empty, and keeps events and positions across a restart', async () => {
    const first = open();
    expect(await first.headPosition()).toBe(0n);
    expect(await first.readAll({ from: 'start', maxCount: 10 })).toEqual([]);
    const written = await first.append('thing-1', [thingHappened('a'), thingHappened('b')], 'no_stream');
    await first.close();

    const second = open();
    expect(await second.headPosition()).toBe(written.position);
    const more = await second.append('thing-1', [thingHappened('c')], 1n);
    expect(more.position).toBeGreaterThan(written.position);
    expect((await second.readStream('thing-1')).map(nameOf)).toEqual(['a', 'b', 'c']);
  });

  it('refuses an id used by another event, unless the whole batch is a retry of one append', async () => {
    const store = open();
    const reused = thingHappened('a');
    await store.append('thing-1', [reused], 'no_stream');
    await expect(store.append('thing-2', [reused], 'any')).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(store.append('thing-1', [thingHappened('b'), reused], 'any')).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(store.append('thing-1', [reused, thingHappened('b')], 'any')).rejects.toBeInstanceOf(DuplicateEventIdError);
    expect(await store.readAll({ from: 'start', maxCount: 10 })).toHaveLength(1);
  });

  it('a subscription on a second store sees appends made through the first, by polling the file', async () => {
    const writer = open();
    const reader = open({ pollIntervalMs: 30 });
    await writer.append('thing-1', [thingHappened('before')], 'no_stream');
    const received: string[] = [];
    for await (const event of reader.subscribeToAll({ from: 'start', signal: AbortSignal.timeout(3000) })) {
      received.push(nameOf(event));
      if (received.length === 1) setTimeout(() => void writer.append('thing-1', [thingRenamed('live')], 0n), 50);
      if (received.length === 2) break;
    }
    expect(received).toEqual(['before', 'live']);
  });

  it('resubscribes after failed reads, from just after the last event it delivered', async () => {
    const drops: unknown[] = [];
    const store = open({ pollIntervalMs: 20, initialDelayMs: 20, maxDelayMs: 40, onDrop: (error) => drops.push(error) });
    const received: RecordedEvent[] = [];
    const controller = new AbortController();
    const loop = (async () => {
      for await (const event of store.subscribeToAll({ from: 'start', signal: controller.signal })) received.push(event);
    })();
    await store.append('thing-1', [thingHappened('a'), thingHappened('b')], 'no_stream');
    await eventually(() => received.length === 2);

    // Another process takes the table away for a while: every read of the subscription fails meanwhile.
    const other = new Database(file);
    other.exec('ALTER TABLE events RENAME TO events_away');
    await eventually(() => drops.length >= 3);
    other.exec('ALTER TABLE events_away RENAME TO events');
    other.close();

    await store.append('thing-1', [thingHappened('c'), thingRenamed('d')], 1n);
    await eventually(() => received.length >= 4);
    await sleep(100);
    controller.abort();
    await loop;
    expect(received.map(nameOf)).toEqual(['a', 'b', 'c', 'd']);
    expect(String(drops[0])).toMatch(/no such table: events/);
  });

  it('lets timers and I/O run between batches of a long catch-up', async () => {
    const store = open();
    await seedThings(store, { total: 2000, perAppend: 100 });
    let delivered = 0;
    let deliveredWhenTimerRan = -1;
    setTimeout(() => (deliveredWhenTimerRan = delivered), 0);
    for await (const _ of store.subscribeToAll({ from: 'start', batchSize: 100, signal: AbortSignal.timeout(5000) })) {
      delivered += 1;
      if (delivered === 2000) break;
    }
    expect(deliveredWhenTimerRan).toBeGreaterThanOrEqual(0);
    expect(deliveredWhenTimerRan).toBeLessThan(2000);
  });

  it('two writer processes appending to one stream with expected revisions lose and duplicate nothing', async () => {
    const store = open();
    const script = fileURLToPath(new URL('./sqlite-writer-process.ts', import.meta.url));
    const repository = path.resolve(path.dirname(script), '../..');
    const writers = ['north', 'south'];
    const perWriter = 300;
    await Promise.all(
      writers.map((writer) => run(process.execPath, ['--import', 'tsx', script, file, 'shared', writer, String(perWriter)], { cwd: repository })),
    );
    const events = await store.readStream('shared');
    expect(events.map((event) => event.revision)).toEqual(Array.from({ length: 600 }, (_, i) => BigInt(i)));
    for (const writer of writers) {
      const mine = events.map(nameOf).filter((name) => name.startsWith(`${writer} `));
      expect(mine).toEqual(Array.from({ length: perWriter }, (_, i) => `${writer} ${i}`));
    }
    for (let i = 1; i < events.length; i++) expect(events[i]!.position).toBeGreaterThan(events[i - 1]!.position);
  }, 20_000);

  it('close() ends the live subscriptions of that store', async () => {
    const store = open();
    const loop = (async () => {
      let count = 0;
      for await (const _ of store.subscribeToAll({ from: 'start' })) count += 1;
      return count;
    })();
    await store.append('thing-1', [thingHappened('a')], 'no_stream');
    await sleep(50);
    await store.close();
    expect(await loop).toBe(1);
  });
});
