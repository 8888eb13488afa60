import { Worker } from 'node:worker_threads';
import type { PageFetcher } from '../fetcher';
import { PageTooComplexError, threadBoot } from '../pool';
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

/** What a run's source thread posts: the address it asks for, a batch, the end, or why it stopped. */
export type SourceMessage =
  | { kind: 'reading'; url: string }
  | { kind: 'batch'; batch: SourceBatch }
  | { kind: 'done' }
  | { kind: 'refused'; code: string; url?: string; status?: number; unreachable?: UnreachableReason }
  | { kind: 'failed'; code: string };

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
  const maxOldGenerationSizeMb = options.maxOldGenerationSizeMb ?? 256;
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const worker = new Worker(threadBoot(new URL('./shop-worker.ts', import.meta.url)), {
      eval: true,
      // Products are read for two thirds of its time at most, so a slow shop answers with fewer rather than none.
      workerData: { url, fetcher: pages.settings, limit: options.limit, currency: options.currency, readForMs: Math.round((timeoutMs * 2) / 3), ...(options.source ? { source: options.source } : {}), ...(options.terms ? { terms: options.terms } : {}) },
      resourceLimits: { maxOldGenerationSizeMb },
    });
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new PageTooComplexError('TOO_SLOW', timeoutMs))), timeoutMs);
    const onAbort = () => settle(() => reject(signal!.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (reply: ShopReply) => settle(() => resolve(reply)));
    worker.once('error', (error) =>
      settle(() => reject((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PageTooComplexError('TOO_MUCH_MEMORY', maxOldGenerationSizeMb) : error)),
    );
    worker.once('exit', () => settle(() => reject(new Error('the shop reader ended without an answer'))));
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
  const maxOldGenerationSizeMb = options.maxOldGenerationSizeMb ?? 256;
  const worker = new Worker(threadBoot(new URL('./source-worker.ts', import.meta.url)), {
    eval: true,
    workerData: { found, fetcher: pages.settings, limit: options.limit, currency: options.currency },
    resourceLimits: { maxOldGenerationSizeMb },
  });
  const messages: Array<SourceMessage | Error> = [];
  let wake: (() => void) | undefined;
  const push = (message: SourceMessage | Error) => {
    messages.push(message);
    wake?.();
  };
  worker.on('message', push);
  worker.on('error', (error) => push((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PageTooComplexError('TOO_MUCH_MEMORY', maxOldGenerationSizeMb) : error));
  worker.on('exit', () => push(new Error('the source reader ended without an answer')));
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
      if (message.kind === 'refused') throw new PageRefusedError(message.code as PageRefusedError['code'], undefined, message.unreachable, message.status, message.url);
      if (message.kind === 'failed') throw new Error(message.code);
      // The next batch is read while the run writes this one (one ahead at most: a slow run never piles them up).
      worker.postMessage('more');
      yield message.batch;
      deadline = Date.now() + batchTimeoutMs;
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}

