import { runOnThread, runTaskThread } from '@vitrina/infra/modules/task-thread';
import type { PageFetcher, PageFetcherOptions } from '../fetcher';
import { PageTooComplexError } from '../pool';
import { PageRefusedError } from '../fetcher';
import type { Language } from '@vitrina/domain/core/languages';
import type { LiveTerm } from '@vitrina/domain/taxonomy/live-lexicon';
import type { Classification, ShopCategory } from '../classify';
import type { UnreachableReason } from '@vitrina/infra/fetch/errors';
import type { SourceBatch, SourceFound, SourceResult } from './port';

/** A product read, with what a run would classify it as (its category, gender, colours…) when it could be read. */
export type ShownResult = SourceResult & { classified?: Classification };

/**
 * What reading a shop found: its source (null: none), its first products and the language it writes them in (stated,
 * else told from their text; null: neither), or why it could not be read.
 */
export type ShopReply =
  | { kind: 'read'; found: SourceFound | null; items: ShownResult[]; language: Language | null; categories: ShopCategory[] }
  | { kind: 'refused'; code: PageRefusedError['code']; unreachable?: UnreachableReason }
  | { kind: 'failed'; code: string };

/** What "Read the shop" asks of its thread: products are read until `answerBy` (a time), so a slow shop answers with fewer rather than none. */
export interface ShopTask {
  url: string;
  fetcher: Omit<PageFetcherOptions, 'resolver'>;
  limit: number;
  currency: string;
  answerBy: number;
  source?: SourceFound;
  terms?: readonly LiveTerm[];
}

/** What a run's source thread is asked to read. */
export interface SourceTask {
  found: SourceFound;
  fetcher: Omit<PageFetcherOptions, 'resolver'>;
  limit: number;
  currency: string;
}
/** What a run's source thread posts while it reads: the address it asks for, or a batch. */
export type SourceMessage = { kind: 'reading'; url: string } | { kind: 'batch'; batch: SourceBatch };
/** How a run's source thread's reading ended: at the source's end, or why it stopped. */
export type SourceEnd =
  { kind: 'done' } | { kind: 'refused'; code: string; url?: string; status?: number; unreachable?: UnreachableReason } | { kind: 'failed'; code: string };

const SHOP_READER = new URL('./shop-worker.ts', import.meta.url);
const SOURCE_READER = new URL('./source-worker.ts', import.meta.url);

/** A run's source batch out of its time (TOO_SLOW), with the address the source was waiting for when it knows. */
export class SourceTooSlowError extends PageTooComplexError {
  constructor(
    limit: number,
    readonly url: string | null,
  ) {
    super('TOO_SLOW', limit);
  }
}

export interface ReadShopOptions {
  /** Products read at most. */
  limit: number;
  currency: string;
  /** Wall time the whole reading may take (several requests, paced). */
  timeoutMs?: number;
  maxOldGenerationSizeMb?: number;
  /** Aborted (its client left): the thread is ended and the reading rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The source to read, found before (a saved config's): no detection. */
  source?: SourceFound;
  /** The taxonomy as it is now, which its products are classified by; absent: the starting taxonomy. */
  terms?: readonly LiveTerm[];
}

/**
 * "Read the shop" (issue 29): from a shop's address alone, which source it offers and its first products, read on a
 * thread of its own (shop-worker.ts) with a time and memory budget, so the api's event loop never parses a feed, a
 * sitemap or a catalogue. Past its time the thread is ended: PageTooComplexError TOO_SLOW (mostly time spent waiting
 * for the shop: the api names it slowness); past its memory, TOO_MUCH_MEMORY; aborted, ended at once.
 */
export function readShop(url: string, pages: PageFetcher, options: ReadShopOptions): Promise<ShopReply> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const heapMb = options.maxOldGenerationSizeMb ?? 256;
  // Products are read for two thirds of its time at most, so a slow shop answers with fewer rather than none.
  const data: ShopTask = {
    url,
    fetcher: pages.settings,
    limit: options.limit,
    currency: options.currency,
    answerBy: Date.now() + Math.round((timeoutMs * 2) / 3),
    ...(options.source ? { source: options.source } : {}),
    ...(options.terms ? { terms: options.terms } : {}),
  };
  const overBudget = (budget: 'time' | 'heap') =>
    budget === 'time' ? new PageTooComplexError('TOO_SLOW', timeoutMs) : new PageTooComplexError('TOO_MUCH_MEMORY', heapMb);
  return runTaskThread<ShopReply>({
    file: SHOP_READER,
    data,
    what: 'Reading the shop',
    budgetMs: timeoutMs,
    heapMb,
    overBudget,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * A run's source, read on a thread of its own (source-worker.ts): its batches in order, each read while the run
 * writes the one before. A batch slower than `batchTimeoutMs` ends the thread (SourceTooSlowError, a
 * PageTooComplexError TOO_SLOW naming the address last asked for), as does going over its memory
 * (TOO_MUCH_MEMORY); a refused fetch is the PageRefusedError it was, with its address and status.
 */
export async function* readSourceOffThread(
  found: SourceFound,
  pages: PageFetcher,
  options: { limit: number; currency: string; batchTimeoutMs?: number; maxOldGenerationSizeMb?: number },
): AsyncGenerator<SourceBatch> {
  const batchTimeoutMs = options.batchTimeoutMs ?? 120_000;
  const heapMb = options.maxOldGenerationSizeMb ?? 256;
  const messages: Array<SourceMessage | SourceEnd | Error> = [];
  let wake: (() => void) | undefined;
  const push = (message: SourceMessage | SourceEnd | Error) => {
    messages.push(message);
    wake?.();
  };
  const data: SourceTask = { found, fetcher: pages.settings, limit: options.limit, currency: options.currency };
  const stop = new AbortController();
  const { result, port } = runOnThread<SourceEnd>({
    file: SOURCE_READER,
    data,
    heapMb,
    tooMuchMemory: () => new PageTooComplexError('TOO_MUCH_MEMORY', heapMb),
    signal: stop.signal,
    onMessage: push,
  });
  result.then(push, (error: unknown) => push(error instanceof Error ? error : new Error(String(error))));
  // A batch's time runs from when the run is ready for it; the addresses asked for meanwhile do not restart it.
  let deadline = Date.now() + batchTimeoutMs;
  let reading: string | null = null;
  try {
    for (;;) {
      if (messages.length === 0) {
        let timer: NodeJS.Timeout | undefined;
        const timedOut = await new Promise<boolean>((resolve) => {
          wake = () => resolve(false);
          timer = setTimeout(() => resolve(true), Math.max(0, deadline - Date.now()));
        });
        clearTimeout(timer);
        wake = undefined;
        if (timedOut) throw new SourceTooSlowError(batchTimeoutMs, reading);
        continue;
      }
      const message = messages.shift()!;
      if (message instanceof Error) throw message;
      if (message.kind === 'reading') {
        reading = message.url;
        continue;
      }
      if (message.kind === 'done') return;
      if (message.kind === 'refused')
        throw new PageRefusedError(message.code as PageRefusedError['code'], undefined, message.unreachable, message.status, message.url);
      if (message.kind === 'failed') throw new Error(message.code);
      // The next batch is read while the run writes this one (one ahead at most: a slow run never piles them up).
      port.postMessage('more');
      yield message.batch;
      deadline = Date.now() + batchTimeoutMs;
    }
  } finally {
    // Done, or no longer read (out of time, failed, or left by the run): its thread is ended if it still reads.
    stop.abort(new Error('The run no longer reads its source'));
    await result.catch(() => undefined);
  }
}
