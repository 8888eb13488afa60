import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { EventRegistry, type EventMetadata } from '@vitrina/domain/core/events';
import type { EventStore, EventToAppend, RecordedEvent } from './port';

/**
 * A small event vocabulary for the event store's own tests and benchmarks, so they do not depend on any
 * feature's events. `count` has a default so a test can tell that data was parsed on the way out.
 */
export const thingSchemas = {
  ThingHappened: z.object({ name: z.string().min(1), count: z.number().int().default(1) }).strict(),
  ThingRenamed: z.object({ name: z.string().min(1) }).strict(),
};

export const thingRegistry = new EventRegistry(thingSchemas);

/** What a contract suite's `open` returns. */
export interface OpenedStore {
  /** The bare adapter; the suite wraps it in ValidatingEventStore as production does. */
  store: EventStore;
  cleanup(): Promise<void>;
}

/** The contract suite's view of the store under test: validated as in production, and bare to plant bad events. */
export interface ContractContext {
  store(): EventStore;
  raw(): EventStore;
}

export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return { correlationId: 'test-correlation', at: '2025-01-01T00:00:00.000Z', ...overrides };
}

export function thingHappened(name: string, count?: number): EventToAppend {
  return {
    id: randomUUID(),
    type: 'ThingHappened',
    data: count === undefined ? { name } : { name, count },
    metadata: testMetadata(),
  };
}

export function thingRenamed(name: string): EventToAppend {
  return { id: randomUUID(), type: 'ThingRenamed', data: { name }, metadata: testMetadata() };
}

/** A stream id no other test uses, so suites can share one server's $all. */
export function uniqueStream(prefix = 'thing'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/**
 * Appends `total` ThingHappened events spread over `streams` streams, `perAppend` at a time: the seed for
 * replay benchmarks. Returns the position of the last event.
 */
export async function seedThings(store: EventStore, options: { total: number; streams?: number; perAppend?: number; streamPrefix?: string }): Promise<bigint> {
  const streams = options.streams ?? 1000;
  const perAppend = options.perAppend ?? 10;
  const prefix = options.streamPrefix ?? 'thing-';
  let last = 0n;
  for (let written = 0, round = 0; written < options.total; round++) {
    const streamId = `${prefix}${round % streams}`;
    const count = Math.min(perAppend, options.total - written);
    const events = Array.from({ length: count }, (_, i) => thingHappened(`thing ${written + i}`, written + i));
    last = (await store.append(streamId, events, 'any')).position;
    written += count;
  }
  return last;
}

/**
 * Iterates a subscription until `count` events arrived or `timeoutMs` passed, then stops it through its
 * signal, as a consumer would.
 */
export async function takeEvents(subscribe: (signal: AbortSignal) => AsyncIterable<RecordedEvent>, count: number, timeoutMs = 5000): Promise<RecordedEvent[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const events: RecordedEvent[] = [];
  try {
    for await (const event of subscribe(controller.signal)) {
      events.push(event);
      if (events.length >= count) break;
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves when `check` holds, polling; rejects after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
}
