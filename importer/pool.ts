import { Piscina } from 'piscina';
import { tsPoolThreads } from '@vitrina/infra/modules/boot';
import type { Proposal } from './detect';
import type { ExtractionConfig, PageExtraction } from './extract';

/** A page read on a reader thread: auto-detect, or the items a config reads. */
export type ReadTask = { kind: 'detect'; html: string } | { kind: 'extract'; html: string; url: string; config: ExtractionConfig };
type ResultOf<T extends ReadTask> = T extends { kind: 'detect' } ? Proposal | null : PageExtraction;

export type TooComplexReason = 'TOO_DEEP' | 'TOO_MANY_ELEMENTS' | 'TOO_SLOW' | 'TOO_MUCH_MEMORY';

export type ReadRequest = { id: number; task: ReadTask };
export type ReadReply =
  { kind: 'done'; value: unknown } | { kind: 'tooComplex'; reason: TooComplexReason; limit: number } | { kind: 'failed'; message: string };
/** What a thread posts as it takes a page: the page's budget runs from then, not while it waits for a thread. */
export type ReadStarted = { started: number };

const REASONS: Record<TooComplexReason, (limit: number) => string> = {
  TOO_DEEP: (limit) => `its elements nest more than ${limit.toLocaleString('en')} levels deep`,
  TOO_MANY_ELEMENTS: (limit) => `it has more than ${limit.toLocaleString('en')} elements`,
  TOO_SLOW: (limit) => `reading it took more than ${limit.toLocaleString('en')} ms`,
  TOO_MUCH_MEMORY: (limit) => `reading it needed more than ${limit.toLocaleString('en')} MB`,
};

/**
 * A page the importer will not read: too deep or too large to parse (found before parsing), or its reading went
 * over the thread's time or memory budget. The page's own request pays for it; nothing else waits.
 */
export class PageTooComplexError extends Error {
  constructor(
    readonly reason: TooComplexReason,
    readonly limit: number,
  ) {
    super(`The page is too complex to read: ${REASONS[reason](limit)}.`);
    this.name = 'PageTooComplexError';
  }
}

export interface ReadPoolOptions {
  /** Reader threads at most; each starts with the first page that finds none free. */
  threads?: number;
  /** Wall time one page may take on its thread; past it the thread is ended (and another started when needed). */
  budgetMs?: number;
  /** A thread with no page for this long ends, giving its memory back. */
  idleMs?: number;
  /** Each thread's heap (V8's old generation); a page that needs more ends its thread. */
  maxOldGenerationSizeMb?: number;
  /** How long a thread may take to start (load the TypeScript loader and cheerio). */
  startTimeoutMs?: number;
}

export const READ_POOL_DEFAULTS: Required<ReadPoolOptions> = {
  threads: 2,
  budgetMs: 2_000,
  idleMs: 30_000,
  maxOldGenerationSizeMb: 256,
  startTimeoutMs: 30_000,
};

/**
 * A page waiting or in hand: the signal that refuses it (piscina ends the thread of a page refused in hand), and its
 * budget's timer once a thread took it.
 */
interface Page {
  controller: AbortController;
  budget: NodeJS.Timeout | undefined;
}

const READER = new URL('./read-worker.ts', import.meta.url);

/**
 * The importer's reader threads (issue 29): pages are parsed, detected and extracted here, never on the event
 * loop that answers the site's requests. A small piscina pool (READ_POOL_DEFAULTS: two threads, started on first use,
 * ended after idleMs without a page); each thread reads one page at a time under a wall-time budget and a heap
 * limit: past either, the thread is ended (and another started) and that page alone is refused
 * (PageTooComplexError). Pages wait, in order, while every thread is busy. An idle thread does not keep the
 * process alive.
 */
export class ReadPool {
  private readonly options: Required<ReadPoolOptions>;
  private readonly threads: Piscina;
  private readonly pages = new Map<number, Page>();
  private nextId = 0;
  private closed = false;

  constructor(options: ReadPoolOptions = {}) {
    this.options = { ...READ_POOL_DEFAULTS, ...options };
    const { threads, idleMs, maxOldGenerationSizeMb, startTimeoutMs } = this.options;
    this.threads = new Piscina({
      ...tsPoolThreads(READER, startTimeoutMs),
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: idleMs,
      resourceLimits: { maxOldGenerationSizeMb },
    });
    this.threads.on('message', (message: ReadStarted) => this.taken(message.started));
    this.threads.on('error', (error: Error) => this.failedToStart(error));
  }

  /** Threads running now (starting, reading or idle). */
  get size(): number {
    return this.threads.threads.length;
  }

  /** Reads a page on a thread: its result, or PageTooComplexError, or the error the reading threw. */
  run<T extends ReadTask>(task: T): Promise<ResultOf<T>> {
    if (this.closed) return Promise.reject(new Error('The reader pool is closed'));
    const id = this.nextId++;
    const page: Page = { controller: new AbortController(), budget: undefined };
    this.pages.set(id, page);
    const request: ReadRequest = { id, task };
    const read = this.threads.run(request, { signal: page.controller.signal }) as Promise<ReadReply>;
    return read
      .then(answer, (error: PoolError) => Promise.reject(this.refusal(error)))
      .finally(() => {
        clearTimeout(page.budget);
        this.pages.delete(id);
      }) as Promise<ResultOf<T>>;
  }

  /** Ends every thread; pages waiting or in hand are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const page of this.pages.values()) page.controller.abort(new Error('The reader pool is closed'));
    await this.threads.destroy();
  }

  /** A thread took page `id`: its budget starts. */
  private taken(id: number): void {
    const page = this.pages.get(id);
    if (!page) return;
    const { budgetMs } = this.options;
    page.budget = setTimeout(() => page.controller.abort(new PageTooComplexError('TOO_SLOW', budgetMs)), budgetMs);
  }

  /**
   * Why piscina refused a page: the reason it was aborted with (its budget, a failed start, the pool closed), or
   * its thread's end (past its heap: TOO_MUCH_MEMORY). A thread ended under its page is replaced at once.
   */
  private refusal(error: PoolError): Error {
    if (error.name === 'AbortError' && error.cause instanceof Error) {
      if (error.cause instanceof PageTooComplexError) this.replace();
      return error.cause;
    }
    this.replace();
    if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') return error;
    return new PageTooComplexError('TOO_MUCH_MEMORY', this.options.maxOldGenerationSizeMb);
  }

  /**
   * Starts a thread ahead of its page (it ends after idleMs if none comes), so the next page does not wait for a
   * start; piscina starts none for the pages waiting when a thread ends (it keeps minThreads, here none).
   */
  private replace(): void {
    if (!this.closed) this.threads.run(null).catch(() => undefined);
  }

  /**
   * A thread that failed to start (piscina says so with 'error'): with no other left, the pages waiting for one are
   * refused, as a start that failed would fail again for each.
   */
  private failedToStart(error: Error): void {
    if (this.threads.threads.length > 0) return;
    for (const page of this.pages.values()) if (!page.budget) page.controller.abort(error);
  }
}

type PoolError = Error & { code?: string; cause?: unknown };

function answer(reply: ReadReply): unknown {
  if (reply.kind === 'done') return reply.value;
  throw reply.kind === 'tooComplex' ? new PageTooComplexError(reply.reason, reply.limit) : new Error(reply.message);
}
