import { parentPort } from 'node:worker_threads';
import type { ReadReply, ReadRequest } from './pool';
import { MAX_DEPTH, pageShape } from './read-worker-shape';
import { detect, extractPage } from './reader';

/**
 * One reader thread (see pool.ts): reads the pages posted to it one at a time. A page's shape is counted before it
 * is parsed (read-worker-shape.ts): one too deep or too large is refused without building its tree.
 */
const port = parentPort!;
const reply = (message: ReadReply) => port.postMessage(message);

port.on('message', ({ id, task }: ReadRequest) => {
  const { refusal } = pageShape(task.html);
  if (refusal) return reply({ kind: 'tooComplex', id, ...refusal });
  try {
    const value = task.kind === 'detect' ? detect(task.html) : extractPage(task.html, task.url, task.config);
    reply({ kind: 'done', id, value });
  } catch (error) {
    // A recursion the shape let through (nesting it counted lower than a parser builds): too deep all the same.
    if (error instanceof RangeError && /call stack/i.test(error.message)) return reply({ kind: 'tooComplex', id, reason: 'TOO_DEEP', limit: MAX_DEPTH });
    reply({ kind: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
});
reply({ kind: 'ready' });
