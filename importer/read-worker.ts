import { parentPort } from 'node:worker_threads';
import type { ReadReply, ReadRequest, ReadStarted } from './pool';
import { MAX_DEPTH, pageShape } from './read-worker-shape';
import { detect, extractPage } from './reader';

/**
 * One reader thread's task (see pool.ts): a page, read as the thread takes it. A page's shape is counted before it is
 * parsed (read-worker-shape.ts): one too deep or too large is refused without building its tree. Null: a thread
 * started ahead of its page, with nothing to read yet.
 */
export default function readPage(request: ReadRequest | null): ReadReply | null {
  if (request === null) return null;
  const { id, task } = request;
  parentPort!.postMessage({ started: id } satisfies ReadStarted);
  const { refusal } = pageShape(task.html);
  if (refusal) return { kind: 'tooComplex', ...refusal };
  try {
    const value = task.kind === 'detect' ? detect(task.html) : extractPage(task.html, task.url, task.config);
    return { kind: 'done', value };
  } catch (error) {
    // A recursion the shape let through (nesting it counted lower than a parser builds): too deep all the same.
    if (error instanceof RangeError && /call stack/i.test(error.message)) return { kind: 'tooComplex', reason: 'TOO_DEEP', limit: MAX_DEPTH };
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
