import type { AllFilter, FromPosition, RecordedEvent } from './port';

/** How an adapter's subscription waits before resubscribing after a drop. */
export interface ResubscribeOptions {
  /** Called on each drop, before waiting; wire it to the logger. */
  onDrop?: (error: unknown, attempt: number) => void;
  /** First wait after a drop; doubles on each failed attempt up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Runs `open` as a subscription from `from` and, whenever it fails or ends while `signal` is not aborted, opens
 * it again from just after the last event it delivered, waiting longer after each consecutive failure. The
 * consumer therefore sees neither a gap nor a repeat. Aborting ends the iteration cleanly.
 */
export async function* resubscribing(
  open: (from: FromPosition, signal: AbortSignal) => AsyncIterable<RecordedEvent>,
  from: FromPosition,
  signal: AbortSignal,
  options: ResubscribeOptions = {},
): AsyncGenerator<RecordedEvent> {
  const initialDelayMs = options.initialDelayMs ?? 100;
  const maxDelayMs = options.maxDelayMs ?? 5000;
  let attempt = 0;
  let cursor = from;
  while (!signal.aborted) {
    let failure: unknown = new Error('subscription ended');
    try {
      for await (const event of open(cursor, signal)) {
        attempt = 0;
        cursor = { after: event.position };
        yield event;
      }
    } catch (error) {
      failure = error;
    }
    if (signal.aborted) return;
    attempt += 1;
    options.onDrop?.(failure, attempt);
    await abortableDelay(Math.min(maxDelayMs, initialDelayMs * 2 ** (attempt - 1)), signal);
  }
}

/** Waits `ms`, or less if `signal` aborts first; never rejects. */
export function abortableDelay(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Both the consumer's signal and the store's own (aborted on close). */
export function combinedSignal(store: AbortSignal, consumer: AbortSignal | undefined): AbortSignal {
  return consumer ? AbortSignal.any([store, consumer]) : store;
}

/** The filter's meaning, for adapters that check it in code; SQL and server-side filters must agree with it. */
export function matchesFilter(filter: AllFilter | undefined, type: string, streamId: string): boolean {
  if (!filter) return true;
  if (filter.eventTypes && !filter.eventTypes.includes(type)) return false;
  if (filter.streamPrefixes && !filter.streamPrefixes.some((prefix) => streamId.startsWith(prefix))) return false;
  return true;
}
