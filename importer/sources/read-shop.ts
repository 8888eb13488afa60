import { Worker } from 'node:worker_threads';
import type { PageFetcher } from '../fetcher';
import { PageTooComplexError, threadBoot } from '../pool';
import type { SourceFound, SourceResult } from './port';

/** What reading a shop found: its source (null: none) and its first products, or why it could not be read. */
export type ShopReply = { kind: 'read'; found: SourceFound | null; items: SourceResult[] } | { kind: 'refused'; code: string } | { kind: 'failed'; code: string };

export interface ReadShopOptions {
  /** Products read at most. */
  limit: number;
  currency: string;
  /** Wall time the whole reading may take (several requests, paced). */
  timeoutMs?: number;
  maxOldGenerationSizeMb?: number;
}

/**
 * "Read the shop" (issue 29): from a shop's address alone, which source it offers and its first products, read on a
 * thread of its own (shop-worker.ts) with a time and memory budget, so the api's event loop never parses a feed, a
 * sitemap or a catalogue. Past its time the thread is ended: PageTooComplexError TOO_SLOW; past its memory,
 * TOO_MUCH_MEMORY.
 */
export function readShop(url: string, pages: PageFetcher, options: ReadShopOptions): Promise<ShopReply> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxOldGenerationSizeMb = options.maxOldGenerationSizeMb ?? 256;
  return new Promise((resolve, reject) => {
    const worker = new Worker(threadBoot(new URL('./shop-worker.ts', import.meta.url)), {
      eval: true,
      workerData: { url, fetcher: pages.settings, limit: options.limit, currency: options.currency },
      resourceLimits: { maxOldGenerationSizeMb },
    });
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new PageTooComplexError('TOO_SLOW', timeoutMs))), timeoutMs);
    worker.once('message', (reply: ShopReply) => settle(() => resolve(reply)));
    worker.once('error', (error) =>
      settle(() => reject((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PageTooComplexError('TOO_MUCH_MEMORY', maxOldGenerationSizeMb) : error)),
    );
    worker.once('exit', () => settle(() => reject(new Error('the shop reader ended without an answer'))));
  });
}
