import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@vitrina/infra/log/logger';
import type { JobContext, JobQueue } from '@vitrina/infra/jobs/port';
import { waitFor } from '@vitrina/testkit/infra/jobs/contract';
import { openJobQueue } from '@vitrina/infra/jobs/factory';
import { SqliteJobQueue } from '@vitrina/infra/jobs/sqlite';
import { JOBS_SCHEMA } from '@vitrina/infra/jobs/sqlite-schema';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-jobs-int-'));
const logger = createLogger('silent');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let files = 0;
const opened: JobQueue[] = [];

function open(file: string, options: { leaseMs?: number } = {}): SqliteJobQueue {
  const jobs = new SqliteJobQueue({ file, logger, ...options });
  opened.push(jobs);
  return jobs;
}
const newFile = () => path.join(dir, `jobs-${(files += 1)}.sqlite`);

afterEach(async () => {
  await Promise.all(opened.splice(0).map((jobs) => jobs.close(100)));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the crash worker as a real process and resolves when it has died (it SIGKILLs itself). */
async function runCrashingProcess(file: string, whenReady: () => Promise<void>): Promise<NodeJS.Signals | null> {
  const script = path.join(root, 'infra/jobs/sqlite-crash-worker.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, file], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => {
    child.once('exit', (_code, signal) => resolve(signal));
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', () => reject(new Error('the crash worker exited before it was ready')));
  });
  await whenReady();
  return exited;
}

describe('SqliteJobQueue in a crash', () => {
  it('takes back, on start, the jobs a killed process held: the try counted, failed if it was the last', async () => {
    const file = newFile();
    const signal = await runCrashingProcess(file, async () => {
      // Added once the other process is idle, so it finds them by polling the shared file.
      const producer = open(file);
      await producer.add('mail', 'send', { n: 1 }, { jobId: 'evt-1:send', attempts: 5 });
      await producer.add('mail', 'send', { n: 2 }, { jobId: 'evt-2:send', attempts: 1 });
      await producer.close();
    });
    expect(signal).toBe('SIGKILL');

    // The default 30 s lease has not run out: only the dead owner tells this instance to take the jobs back.
    const restarted = open(file);
    expect(await restarted.get('mail', 'evt-2:send')).toMatchObject({
      state: 'failed',
      attemptsMade: 1,
      failedReason: expect.stringMatching(/interrupted/),
    });
    const runs: Array<{ data: unknown; context: JobContext }> = [];
    restarted.work('mail', async (data, context) => void runs.push({ data, context }));
    await waitFor(async () => (await restarted.get('mail', 'evt-1:send'))?.state === 'completed');
    expect(runs.map(({ data, context }) => ({ data, id: context.id, attempt: context.attempt }))).toEqual([{ data: { n: 1 }, id: 'evt-1:send', attempt: 2 }]);
  });
});

describe('SqliteJobQueue sharing a file', () => {
  it('keeps jobs across a restart', async () => {
    const file = newFile();
    const first = open(file);
    await first.add('mail', 'send', { n: 3 }, { jobId: 'evt-3:send', delayMs: 50 });
    await first.close();
    const second = open(file);
    const seen: unknown[] = [];
    second.work('mail', async (data) => void seen.push(data));
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([{ n: 3 }]);
  });

  it('opens a file made before jobs saved progress, its waiting jobs kept, and saves progress in it', async () => {
    const file = newFile();
    const old = new Database(file);
    old.exec(JOBS_SCHEMA.replace('  progress TEXT,\n', ''));
    old
      .prepare(
        `INSERT INTO jobs (queue, id, name, data, state, max_attempts, backoff_ms, run_at, created_at, updated_at) VALUES ('builds', 'b-1', 'build', '{}', 'waiting', 2, 10, 0, 0, 0)`,
      )
      .run();
    old.close();
    const jobs = open(file);
    const seen: unknown[] = [];
    jobs.work('builds', async (_data, context) => {
      seen.push(context.progress);
      if (context.attempt === 1) {
        await context.saveProgress('user-0100');
        throw new Error('crashed');
      }
    });
    await waitFor(() => seen.length === 2);
    expect(seen).toEqual([undefined, 'user-0100']);
  });

  it('runs each tick of a schedule once even when two instances work the queue', async () => {
    const file = newFile();
    const ids: string[] = [];
    const instances = [open(file), open(file)];
    for (const jobs of instances) jobs.work('import', async (_data, context) => void ids.push(context.id));
    const spec = { schedulerId: 'import:brand-2', everyMs: 40, name: 'import', data: {} };
    await Promise.all(instances.map((jobs) => jobs.upsertSchedule('import', spec)));
    await waitFor(() => ids.length >= 6);
    expect(new Set(ids).size).toBe(ids.length);
    const ticks = ids.map((id) => Number(id.split(':').pop()));
    expect(ticks.every((tick) => tick % 40 === 0)).toBe(true);
  });

  it('puts a job stopped by close() back to waiting, not failed, even on its last try', async () => {
    const file = newFile();
    const first = open(file);
    first.work('mail', (_data, context) => {
      return new Promise((_resolve, reject) => {
        context.signal.addEventListener('abort', () => reject(new Error('aborted')));
      });
    });
    await first.add('mail', 'send', { n: 4 }, { jobId: 'evt-4:send', attempts: 1 });
    await waitFor(async () => (await first.get('mail', 'evt-4:send'))?.state === 'active');
    await first.close(20);
    const second = open(file);
    const info = await second.get('mail', 'evt-4:send');
    expect(info).toMatchObject({ state: 'waiting', attemptsMade: 1 });
    expect(info?.failedReason).toBeUndefined();
  });

  it('is what openJobQueue opens without a Redis URL', async () => {
    const jobs = await openJobQueue({ sqliteFile: newFile(), logger });
    opened.push(jobs);
    expect(jobs).toBeInstanceOf(SqliteJobQueue);
    await jobs.ping();
  });
});
