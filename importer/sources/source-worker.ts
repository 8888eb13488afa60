import type { ThreadTask } from '@vitrina/infra/modules/task-thread';
import { PageFetcher, PageRefusedError } from '../fetcher';
import type { SourceContext } from './port';
import type { SourceEnd, SourceMessage, SourceTask } from './read-shop';
import { sourceOf } from './registry';

/**
 * A run's source read on a thread of its own (readSourceOffThread in read-shop.ts): each document fetched and
 * parsed here, each batch posted to the run by the task's port as it is read, so no feed, sitemap or catalogue is
 * parsed on the event loop the api shares with the worker role in the embedded default. The next batch waits for the
 * run's "more", sent as the run takes this one: one batch read ahead at most. How the reading ended is the answer.
 */
export default async function readSourceTask({ data, port }: ThreadTask<SourceTask>): Promise<SourceEnd> {
  const post = (message: SourceMessage) => port.postMessage(message);
  try {
    return await read(data, post, () => new Promise<void>((resolve) => port.once('message', () => resolve())));
  } catch (error) {
    return error instanceof PageRefusedError
      ? {
          kind: 'refused',
          code: error.code,
          ...(error.url ? { url: error.url } : {}),
          ...(error.status !== undefined ? { status: error.status } : {}),
          ...(error.unreachable ? { unreachable: error.unreachable } : {}),
        }
      : { kind: 'failed', code: error instanceof Error ? error.message : String(error) };
  }
}

async function read({ found, fetcher, limit, currency }: SourceTask, post: (message: SourceMessage) => void, more: () => Promise<void>): Promise<SourceEnd> {
  const source = await sourceOf(found.kind);
  if (!source) return { kind: 'failed', code: `IMPORT_SOURCE_UNKNOWN:${found.kind}` };
  const pages = new PageFetcher(fetcher);
  // Each document asked for is said first, so a batch out of its time names the address it was waiting for.
  const document: SourceContext['document'] = (url, accept, headers) => {
    post({ kind: 'reading', url });
    return pages.document(url, accept, headers);
  };
  const batches = source.read(found, { document, limit, currency })[Symbol.asyncIterator]();
  for (;;) {
    const next = await batches.next();
    if (next.done) return { kind: 'done' };
    post({ kind: 'batch', batch: next.value });
    // The run asks for the next batch as it takes this one: a slow run never piles batches up here.
    await more();
  }
}
