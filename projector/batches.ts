const TIMEOUT = Symbol('timeout');

/**
 * Groups an async stream into batches of at most `maxSize` items, closing a batch early when `maxWaitMs` has
 * passed since its first item. One timer per batch, not per item, so a replay stays cheap.
 */
export async function* inBatches<T>(source: AsyncIterable<T>, maxSize: number, maxWaitMs: number): AsyncGenerator<T[]> {
  const iterator = source[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<T>> | undefined;
  try {
    while (true) {
      const first = await (pending ?? iterator.next());
      pending = undefined;
      if (first.done) return;
      const batch: T[] = [first.value];
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<typeof TIMEOUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMEOUT), maxWaitMs);
      });
      let done = false;
      try {
        while (batch.length < maxSize) {
          pending = iterator.next();
          const next = await Promise.race([pending, deadline]);
          if (next === TIMEOUT) break;
          pending = undefined;
          if (next.done) {
            done = true;
            break;
          }
          batch.push(next.value);
        }
      } finally {
        clearTimeout(timer);
      }
      yield batch;
      if (done) return;
    }
  } finally {
    await iterator.return?.();
  }
}
