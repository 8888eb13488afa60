import type { Worker } from 'node:worker_threads';
import type { Config } from '@vitrina/infra/config/config';
import type { Position } from '@vitrina/infra/eventstore/port';
import type { Logger } from '@vitrina/infra/log/logger';
import { startLongLivedThread, type ThreadStarted } from '@vitrina/infra/modules/long-lived-thread';
import type { Projecting } from '@vitrina/projector/runner';

/**
 * The thread's heap: the read models' batches are small, and the search index's memory mirror of a million clothes
 * is ~300 MB. Past it V8 ends the thread, and it is started again from the projections' checkpoints.
 */
export const PROJECTOR_THREAD_HEAP_MB = 2_048;
/** The thread's nice value (Linux keeps one per thread), an import run's too: the api's requests, at 0, get a core first. */
export const PROJECTOR_NICE = 10;
/** How long after the thread ends unasked it is started again. */
const RESTART_MS = 1_000;
/** How long `lag` and `stop` wait for the thread. */
const ANSWER_MS = 10_000;

export interface ProjectorThreadData {
  config: Config;
  logLevel: string;
}
export type ProjectorAsk =
  { kind: 'waitFor'; id: number; position: Position; names: readonly string[] | undefined; timeoutMs: number } | { kind: 'lag'; id: number } | { kind: 'stop' };
export type ProjectorReply =
  ThreadStarted | { kind: 'waited'; id: number; done: boolean } | { kind: 'lag'; id: number; lag: Record<string, string> | null; message?: string };
type Answer = Extract<ProjectorReply, { id: number }> | { kind: 'gone'; id: number };

/**
 * The projector and the search indexer on a thread of their own (projector-thread.ts), for the embedded default,
 * where the api shares its process with them: a bulk of appends (an import of thousands of products) is then
 * projected, indexed and collected beside the requests instead of between them, and the api's thread only reads the
 * file, as it reads another process's writes (the search index catches up from its change log). Read-your-own-writes
 * and lag are asked of the thread. A thread that ends unasked is logged and started again; its questions are
 * answered as timed out.
 */
export class ProjectorThread implements Projecting {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, (answer: Answer) => void>();
  private stopping = false;
  private restart: NodeJS.Timeout | undefined;
  /** A start again under way: its thread is opening the files the process closes after `stop`. */
  private starting: Promise<void> | undefined;

  private constructor(
    private readonly data: ProjectorThreadData,
    private readonly logger: Logger,
    private readonly heapMb: number,
  ) {}

  /** Resolves once the thread's projections and indexer have started (the first start fails with the thread). */
  static async start(options: { config: Config; logger: Logger; heapMb?: number }): Promise<ProjectorThread> {
    const thread = new ProjectorThread({ config: options.config, logLevel: options.logger.level }, options.logger, options.heapMb ?? PROJECTOR_THREAD_HEAP_MB);
    await thread.spawn();
    return thread;
  }

  waitFor(position: Position, names?: readonly string[], timeoutMs = 5_000): Promise<boolean> {
    return this.ask((id) => ({ kind: 'waitFor', id, position, names, timeoutMs }), timeoutMs).then((answer) => answer?.kind === 'waited' && answer.done);
  }

  async lag(): Promise<Record<string, string>> {
    const answer = await this.ask((id) => ({ kind: 'lag', id }), ANSWER_MS);
    if (answer?.kind !== 'lag' || !answer.lag)
      throw new Error(`The projector thread did not tell its lag${answer?.kind === 'lag' && answer.message ? `: ${answer.message}` : ''}`);
    return answer.lag;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restart);
    // A thread starting again is let finish its start, then stopped: the files stay open until it has let them go.
    await this.starting?.catch(() => undefined);
    const worker = this.worker;
    if (!worker) return;
    const ended = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage({ kind: 'stop' } satisfies ProjectorAsk);
    const timer = setTimeout(() => void worker.terminate(), ANSWER_MS);
    await ended;
    clearTimeout(timer);
  }

  /** Posts a question and waits for its answer, at most `timeoutMs` (undefined then, or when the thread is gone). */
  private ask(question: (id: number) => ProjectorAsk, timeoutMs: number): Promise<Answer | undefined> {
    const worker = this.worker;
    if (!worker || this.stopping) return Promise.resolve(undefined);
    const id = ++this.nextId;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(undefined);
      }, timeoutMs);
      this.pending.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      worker.postMessage(question(id));
    });
  }

  private async spawn(): Promise<void> {
    const { worker, started, ended } = startLongLivedThread({
      file: new URL('./projector-thread.ts', import.meta.url),
      workerData: this.data,
      what: 'The projector thread',
      heapMb: this.heapMb,
      onMessage: (reply: ProjectorReply) => {
        if (!('id' in reply)) return;
        this.pending.get(reply.id)?.(reply);
        this.pending.delete(reply.id);
      },
    });
    await started;
    this.worker = worker;
    void ended.then(({ code, reason }) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, answer] of this.pending) answer({ kind: 'gone', id });
      this.pending.clear();
      if (this.stopping) return;
      this.logger.error({ code, reason }, 'the projector thread ended; starting it again');
      this.respawn();
    });
  }

  private respawn(): void {
    this.restart = setTimeout(() => {
      if (this.stopping) return;
      this.starting = this.spawn().finally(() => (this.starting = undefined));
      this.starting.catch((error: unknown) => {
        this.logger.error({ err: error }, 'the projector thread did not start again; trying later');
        this.respawn();
      });
    }, RESTART_MS);
  }
}
