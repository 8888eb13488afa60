/** Why a reading was not given a turn: the brand's own is under way, or the wait for a free slot ran out. */
export type BusyReason = 'ALREADY_READING' | 'SITE_BUSY';

export class ReadingBusyError extends Error {
  constructor(readonly reason: BusyReason) {
    super(reason === 'ALREADY_READING' ? 'a reading of this brand is under way' : 'no reading slot came free in time');
    this.name = 'ReadingBusyError';
  }
}

export interface ReadingQueueOptions {
  /** Readings under way at once, all brands together. */
  slots: number;
  /** How long a reading waits for a slot before it is refused (SITE_BUSY). */
  waitMs: number;
}

interface Waiter {
  key: string;
  start: (release: () => void) => void;
}

/**
 * Shop readings taken in turn (issue 42): `slots` at once in all, one at a time per brand (`key`), and a reading
 * that finds every slot taken waits in one first-in, first-out line for at most `waitMs`, then is refused. A brand
 * holds one place at most, waiting or reading: its second reading is refused at once (ALREADY_READING), so one
 * brand never queues several in front of another, and a slot that comes free goes to the one that has waited longest,
 * never to whoever asks again first. A waiter whose signal aborts (its client left) leaves the line.
 */
export class ReadingQueue {
  private running = 0;
  /** Brands with a reading waiting or under way. */
  private readonly holders = new Set<string>();
  private readonly line: Waiter[] = [];

  constructor(private readonly options: ReadingQueueOptions) {}

  /** Readings under way and waiting now. */
  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.line.length };
  }

  /**
   * A turn for `key`'s reading: resolves with the function that ends it (call it once the reading is over, however
   * it ended), or rejects with ReadingBusyError, or with the signal's reason once it aborts while waiting.
   */
  turn(key: string, signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.holders.has(key)) return Promise.reject(new ReadingBusyError('ALREADY_READING'));
    this.holders.add(key);
    if (this.running < this.options.slots && this.line.length === 0) return Promise.resolve(this.begin(key));
    return new Promise((resolve, reject) => {
      const leave = (error: unknown) => {
        const at = this.line.indexOf(waiter);
        if (at < 0) return;
        this.line.splice(at, 1);
        this.holders.delete(key);
        done();
        reject(error);
      };
      const timer = setTimeout(() => leave(new ReadingBusyError('SITE_BUSY')), this.options.waitMs);
      const onAbort = () => leave(signal!.reason);
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        key,
        start: (release) => {
          done();
          resolve(release);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.line.push(waiter);
    });
  }

  private begin(key: string): () => void {
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.holders.delete(key);
      this.next();
    };
  }

  /** Hands free slots to the longest waiting, at once, so nobody who asks later can take them first. */
  private next(): void {
    while (this.running < this.options.slots && this.line.length > 0) {
      const waiter = this.line.shift()!;
      waiter.start(this.begin(waiter.key));
    }
  }
}
