import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startLongLivedThread, type ThreadStarted } from '@vitrina/infra/modules/long-lived-thread';
import { checkQuery } from './checks';
import type { ClothCard, ClothSearchDoc, SearchIndex, SearchQuery, SearchResult } from './port';
import type { SqliteSearchIndex } from './sqlite';

/**
 * From this many documents the embedded index answers searches on replica threads (`SEARCH_THREADS=auto`). One
 * thread answers a search over 100,000 clothes in ~0.1 ms of CPU and over a million in ~0.7: there 50 clients at
 * once wait ~40 ms for one thread. A replica costs ~300 MB at a million, which a catalogue that size can spare,
 * and ~100 MB at 100,000, which would undo the api's memory target there (300 MB).
 */
export const REPLICAS_FROM = 300_000;
/** Searches each replica holds at once: the next is there when one is answered; the rest wait here, in order. */
const IN_FLIGHT = 2;
/** While no replica runs, how often a search looks again at the catalogue's size. */
const RECHECK_MS = 10_000;

export interface ReplicaData {
  file: string;
  name: string | undefined;
}
export type ReplicaRequest = { kind: 'search'; id: number; query: SearchQuery } | { kind: 'close' };
export type ReplicaReply =
  | Extract<ThreadStarted, { kind: 'ready' }>
  | { kind: 'result'; id: number; result: SearchResult }
  | { kind: 'failed'; id: number; message: string }
  | { kind: 'warmed'; postings: number }
  | { kind: 'closed' };

interface Pending {
  id: number;
  query: SearchQuery;
  resolve: (result: SearchResult) => void;
  reject: (error: Error) => void;
}

interface Replica {
  worker: Worker;
  inFlight: Map<number, Pending>;
  warmed: Promise<number>;
  warming: boolean;
}

export interface ReplicaOptions {
  /** Replica threads: a number (0: none), or `auto`: one per core from REPLICAS_FROM documents, with two cores or more. */
  threads: number | 'auto';
  /** Told when replicas could not start or one failed; searches go on without it. */
  onError?: (error: Error) => void;
}

/** Replica threads for `documents` documents under the `threads` setting. */
export function searchThreads(threads: number | 'auto', documents: number, cores = availableParallelism()): number {
  if (threads !== 'auto') return threads;
  return documents >= REPLICAS_FROM && cores >= 2 ? cores : 0;
}

/**
 * The SQLite index with its searches answered on worker threads, each holding a replica of the engine opened on
 * the same file (replica-thread.ts), so searches use every core. A replica catches up with the file before each
 * search, as another process's index does, so a search sees every write committed before it was asked. Writes,
 * cards and the stamp stay with the index on this thread.
 *
 * The replicas start with the first search or warm-up that finds the catalogue large enough (a process that
 * only writes, the projector, never starts them); until they have loaded, the index here answers. Searches then
 * queue here in order and go to the replica with the fewest in flight (IN_FLIGHT at most), so a slow search holds
 * up only the one behind it. A replica that fails is dropped, and with none left the index here answers again.
 */
export class ReplicatedSearchIndex implements SearchIndex {
  private replicas: Replica[] = [];
  private starting: Promise<void> | undefined;
  private checkedAt = -Infinity;
  private readonly queue: Pending[] = [];
  private head = 0;
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly primary: SqliteSearchIndex,
    private readonly data: ReplicaData,
    private readonly options: ReplicaOptions,
  ) {}

  /** Replica threads answering searches now. */
  get threads(): number {
    return this.replicas.length;
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    if (this.closed) throw new Error('The search index is closed');
    this.startIfLarge();
    if (this.replicas.length === 0) return this.primary.search(query);
    // Bad queries fail here, with the error types the index's own give.
    checkQuery(query);
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, query, resolve, reject });
      this.dispatch();
    });
  }

  upsert(doc: ClothSearchDoc): Promise<void> {
    return this.primary.upsert(doc);
  }

  upsertMany(docs: readonly ClothSearchDoc[]): Promise<void> {
    return this.primary.upsertMany(docs);
  }

  remove(id: string): Promise<void> {
    return this.primary.remove(id);
  }

  setFavourites(id: string, favourites: number): Promise<void> {
    return this.primary.setFavourites(id, favourites);
  }

  clear(): Promise<void> {
    return this.primary.clear();
  }

  cards(ids: readonly string[]): Promise<Map<string, ClothCard>> {
    return this.primary.cards(ids);
  }

  stamp(): Promise<string | null> {
    return this.primary.stamp();
  }

  follow(everyMs: number): void {
    this.primary.follow(everyMs);
  }

  /**
   * Starts the replicas if the catalogue is large enough, and resolves with the postings they read as they load;
   * else (or if they could not start) the index here reads its common postings.
   */
  async warmUp(signal?: AbortSignal): Promise<number> {
    this.checkedAt = -Infinity;
    this.startIfLarge();
    await this.starting;
    if (this.replicas.length === 0) return this.primary.warmUp(signal);
    const read = await Promise.all(this.replicas.map((replica) => replica.warmed));
    return read.reduce((sum, postings) => sum + postings, 0);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.starting?.catch(() => undefined);
    const replicas = this.replicas;
    this.replicas = [];
    for (let i = this.head; i < this.queue.length; i++) this.queue[i]!.reject(new Error('The search index is closed'));
    this.queue.length = 0;
    await Promise.all(replicas.map((replica) => closeReplica(replica)));
    await this.primary.close();
  }

  private startIfLarge(): void {
    const now = Date.now();
    if (this.starting || this.closed || now - this.checkedAt < RECHECK_MS) return;
    this.checkedAt = now;
    const threads = searchThreads(this.options.threads, this.primary.stats().documents);
    if (threads === 0) return;
    this.starting = startReplicas(this.data, threads).then(
      (replicas) => {
        if (this.closed) return void Promise.all(replicas.map((replica) => closeReplica(replica)));
        this.replicas = replicas;
        for (const replica of replicas) this.listen(replica);
        // What the searches made here before the replicas had loaded read into memory is theirs to keep now.
        this.primary.dropSearchCaches();
        this.dispatch();
      },
      (error: unknown) => this.options.onError?.(error instanceof Error ? error : new Error(String(error))),
    );
  }

  private listen(replica: Replica): void {
    replica.worker.on('message', (reply: ReplicaReply) => {
      if (reply.kind !== 'result' && reply.kind !== 'failed') return;
      const pending = replica.inFlight.get(reply.id);
      if (!pending) return;
      replica.inFlight.delete(reply.id);
      if (reply.kind === 'result') pending.resolve(reply.result);
      else pending.reject(new Error(reply.message));
      this.dispatch();
      keepAlive(replica);
    });
    const fail = (error: Error) => {
      if (!this.replicas.includes(replica)) return;
      this.replicas = this.replicas.filter((other) => other !== replica);
      for (const pending of replica.inFlight.values()) pending.reject(error);
      replica.inFlight.clear();
      void replica.worker.terminate();
      this.options.onError?.(error);
      this.dispatch();
    };
    replica.worker.on('error', fail);
    replica.worker.on('exit', (code) => fail(new Error(`A search replica ended (code ${code})`)));
  }

  /** Sends queued searches to the replicas with room, the least busy first; with none left, the index here answers. */
  private dispatch(): void {
    while (this.head < this.queue.length) {
      const pending = this.queue[this.head]!;
      if (this.replicas.length === 0) {
        this.head++;
        this.primary.search(pending.query).then(pending.resolve, pending.reject);
        continue;
      }
      let target: Replica | undefined;
      for (const replica of this.replicas) {
        if (replica.inFlight.size < IN_FLIGHT && (!target || replica.inFlight.size < target.inFlight.size)) target = replica;
      }
      if (!target) break;
      this.head++;
      target.inFlight.set(pending.id, pending);
      target.worker.postMessage({ kind: 'search', id: pending.id, query: pending.query } satisfies ReplicaRequest);
      keepAlive(target);
    }
    // The queue is read from `head` on: dropped from its front now and then, never shifted one at a time.
    if (this.head === this.queue.length || (this.head > 1_024 && this.head * 2 > this.queue.length)) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
  }
}

/** Starts `threads` replicas side by side (the file's pages are read into the page cache once) and waits for each to load. */
async function startReplicas(data: ReplicaData, threads: number): Promise<Replica[]> {
  const replicas: Replica[] = [];
  const loaded = await Promise.allSettled(
    Array.from({ length: threads }, () => {
      let warmed!: (postings: number) => void;
      const { worker, started } = startLongLivedThread({
        file: new URL('./replica-thread.ts', import.meta.url),
        workerData: data,
        what: 'A search replica',
        onMessage: (reply: ReplicaReply) => {
          if (reply.kind !== 'warmed') return;
          replica.warming = false;
          warmed(reply.postings);
          keepAlive(replica);
        },
      });
      const replica: Replica = { worker, inFlight: new Map(), warmed: new Promise((resolve) => (warmed = resolve)), warming: true };
      replicas.push(replica);
      return started;
    }),
  );
  const failed = loaded.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) {
    await Promise.all(replicas.map((replica) => replica.worker.terminate()));
    throw failed.reason;
  }
  return replicas;
}

async function closeReplica({ worker }: Replica): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    worker.on('message', (reply: ReplicaReply) => reply.kind === 'closed' && resolve());
    worker.once('exit', () => resolve());
  });
  // Held until it has closed its connections: an idle replica does not keep the process alive (keepAlive).
  worker.ref();
  worker.postMessage({ kind: 'close' } satisfies ReplicaRequest);
  await closed;
  await worker.terminate();
}

/** A replica keeps the process alive while it reads its postings or has searches to answer, and no longer. */
function keepAlive(replica: Replica): void {
  if (replica.warming || replica.inFlight.size > 0) replica.worker.ref();
  else replica.worker.unref();
}
