import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { thingHappened } from '@vitrina/infra/eventstore/fixtures';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import { SqliteEventStore } from '@vitrina/infra/eventstore/sqlite';
import { createLogger } from '@vitrina/infra/log/logger';
import { FactRecorder } from './recorder';

const names = async (store: EventStore, stream: string) => (await store.readStream(stream)).map((event) => (event.data as { name: string }).name);

describe('FactRecorder', () => {
  let folder: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'vitrina-facts-'));
    store = new SqliteEventStore(path.join(folder, 'events.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('appends nothing until a flush, then each stream’s facts in the order they were recorded, one append per stream', async () => {
    const recorder = new FactRecorder(store, createLogger('silent'), 60_000);
    for (const name of ['a1', 'b1', 'a2', 'a3', 'b2']) recorder.record(`facts-${name[0]}`, thingHappened(name));
    expect(await store.headPosition()).toBe(0n);
    await recorder.flush();
    expect(await names(store, 'facts-a')).toEqual(['a1', 'a2', 'a3']);
    expect(await names(store, 'facts-b')).toEqual(['b1', 'b2']);
    expect((await store.readStream('facts-a')).map((event) => event.revision)).toEqual([0n, 1n, 2n]);
  });

  it('flushes by itself after its interval, and at once when a batch is full', async () => {
    const recorder = new FactRecorder(store, createLogger('silent'), 20);
    recorder.record('facts-timer', thingHappened('late'));
    await expect.poll(() => names(store, 'facts-timer'), { timeout: 2_000 }).toEqual(['late']);

    const slow = new FactRecorder(store, createLogger('silent'), 60_000);
    for (let i = 0; i < 500; i++) slow.record('facts-full', thingHappened(`n${i}`));
    await expect.poll(async () => (await names(store, 'facts-full')).length, { timeout: 2_000 }).toBe(500);
    await slow.close();
  });

  it('writes a large batch in parts, in order, letting waiting work run between them (an append holds the event loop)', async () => {
    const appends: Array<{ size: number; othersRan: number }> = [];
    let othersRan = 0;
    const watched = {
      append: (stream: string, events: Parameters<EventStore['append']>[1], expected: Parameters<EventStore['append']>[2]) => {
        appends.push({ size: events.length, othersRan });
        // Work that arrived meanwhile (a request): it must get its turn before the next part.
        setImmediate(() => othersRan++);
        return store.append(stream, events, expected);
      },
    } as unknown as EventStore;
    const recorder = new FactRecorder(watched, createLogger('silent'), 60_000);
    for (let i = 0; i < 200; i++) recorder.record('facts-many', thingHappened(`n${i}`));
    await recorder.flush();
    expect(await names(store, 'facts-many')).toEqual(Array.from({ length: 200 }, (_, i) => `n${i}`));
    expect(appends.length).toBeGreaterThan(1);
    expect(Math.max(...appends.map((append) => append.size))).toBeLessThanOrEqual(64);
    expect(appends.map((append) => append.othersRan)).toEqual(appends.map((_, i) => i));
  });

  it('puts what is waiting in the log on close, and a stream that cannot be appended loses only its own facts', async () => {
    const recorder = new FactRecorder(store, createLogger('silent'), 60_000);
    const broken = { ...thingHappened('bad'), type: 'NoSuchEvent' };
    // The recorder only appends: a store that refuses one stream.
    const failing = {
      append: (stream: string, events: Parameters<EventStore['append']>[1], expected: Parameters<EventStore['append']>[2]) =>
        stream === 'facts-bad' ? Promise.reject(new Error('refused')) : store.append(stream, events, expected),
    } as unknown as EventStore;
    const guarded = new FactRecorder(failing, createLogger('silent'), 60_000);
    guarded.record('facts-bad', broken);
    guarded.record('facts-good', thingHappened('kept'));
    await guarded.close();
    expect(await names(store, 'facts-good')).toEqual(['kept']);
    expect(await store.readStream('facts-bad')).toEqual([]);

    recorder.record('facts-closing', thingHappened('last'));
    await recorder.close();
    expect(await names(store, 'facts-closing')).toEqual(['last']);
  });
});
