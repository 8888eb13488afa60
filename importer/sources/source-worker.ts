import { parentPort, workerData } from 'node:worker_threads';
import { PageFetcher, PageRefusedError, type PageFetcherOptions } from '../fetcher';
import type { SourceContext, SourceFound } from './port';
import type { SourceMessage } from './read-shop';
import { sourceOf } from './registry';

/**
 * A run's source read on a thread of its own (readSourceOffThread in read-shop.ts): each document fetched and
 * parsed here, each batch posted to the run as it is read, so no feed, sitemap or catalogue is parsed on the
 * event loop the api shares with the worker role in the embedded default. The next batch waits for the run's "more",
 * sent as the run takes this one: one batch read ahead at most.
 */
const { found, fetcher, limit, currency } = workerData as { found: SourceFound; fetcher: Omit<PageFetcherOptions, 'resolver'>; limit: number; currency: string };
const port = parentPort!;
const post = (message: SourceMessage) => port.postMessage(message);

async function read(): Promise<void> {
  const source = await sourceOf(found.kind);
  if (!source) return post({ kind: 'failed', code: `IMPORT_SOURCE_UNKNOWN:${found.kind}` });
  const pages = new PageFetcher(fetcher);
  // Each document asked for is said first, so a batch out of its time names the address it was waiting for.
  const document: SourceContext['document'] = (url, accept, headers) => {
    post({ kind: 'reading', url });
    return pages.document(url, accept, headers);
  };
  const batches = source.read(found, { document, limit, currency })[Symbol.asyncIterator]();
  for (;;) {
    const next = await batches.next();
    if (next.done) return post({ kind: 'done' });
    post({ kind: 'batch', batch: next.value });
    // The run asks for the next batch as it takes this one: a slow run never piles batches up here.
    await new Promise<void>((resolve) => port.once('message', () => resolve()));
  }
}

read().catch((error: unknown) =>
  post(
    error instanceof PageRefusedError
      ? { kind: 'refused', code: error.code, ...(error.url ? { url: error.url } : {}), ...(error.status !== undefined ? { status: error.status } : {}), ...(error.unreachable ? { unreachable: error.unreachable } : {}) }
      : { kind: 'failed', code: error instanceof Error ? error.message : String(error) },
  ),
);
