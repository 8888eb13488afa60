import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobContext, JobQueue, ListedState } from '@vitrina/infra/jobs/port';

/**
 * One suite every JobQueue adapter passes. A store is one isolated place for jobs (a fresh SQLite file, a fresh
 * Redis key prefix); `open()` may be called more than once to get a second instance on the same jobs, as a
 * restarted process would. Stores should use short leases so that a crashed worker's job comes back in seconds.
 */
export interface JobQueueStore {
  open(): Promise<JobQueue>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
}

type Run = { data: unknown; id: string; name: string; attempt: number; at: number };

function record(runs: Run[], data: unknown, context: JobContext): void {
  runs.push({ data, id: context.id, name: context.name, attempt: context.attempt, at: Date.now() });
}

export function jobQueueContract(name: string, newStore: () => JobQueueStore | Promise<JobQueueStore>): void {
  describe(`${name}: job queue contract`, () => {
    let store: JobQueueStore;
    const opened: JobQueue[] = [];
    const open = async () => {
      const queue = await store.open();
      opened.push(queue);
      return queue;
    };
    const stateOf = async (queue: JobQueue, id: string, queueName = 'mail') => (await queue.get(queueName, id))?.state;

    beforeEach(async () => {
      store = await newStore();
    });
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((queue) => queue.close(100)));
    });

    it('runs a job once, with its data, name and id', async () => {
      const jobs = await open();
      const runs: Run[] = [];
      jobs.work('mail', async (data, context) => record(runs, data, context));
      const data = { to: 'ana@example.com', tags: ['welcome', 'es'] };
      expect(await jobs.add('mail', 'welcome', data, { jobId: 'evt-1:welcome' })).toBe(true);

      await waitFor(async () => (await stateOf(jobs, 'evt-1:welcome')) === 'completed');
      await sleep(100);
      expect(runs.map(({ at: _at, ...run }) => run)).toEqual([{ data, id: 'evt-1:welcome', name: 'welcome', attempt: 1 }]);
      expect(await jobs.get('mail', 'evt-1:welcome')).toMatchObject({
        id: 'evt-1:welcome',
        queue: 'mail',
        name: 'welcome',
        data,
        state: 'completed',
        attemptsMade: 1,
      });
      expect(await jobs.get('mail', 'evt-unknown:welcome')).toBeNull();
    });

    it('refuses a second job with an id already known, before and after it ran', async () => {
      const jobs = await open();
      expect(await jobs.add('mail', 'welcome', { n: 1 }, { jobId: 'evt-2:welcome' })).toBe(true);
      expect(await jobs.add('mail', 'welcome', { n: 2 }, { jobId: 'evt-2:welcome' })).toBe(false);
      const runs: Run[] = [];
      jobs.work('mail', async (data, context) => record(runs, data, context));
      await waitFor(async () => (await stateOf(jobs, 'evt-2:welcome')) === 'completed');
      expect(await jobs.add('mail', 'welcome', { n: 3 }, { jobId: 'evt-2:welcome' })).toBe(false);
      await sleep(150);
      expect(runs.map((run) => run.data)).toEqual([{ n: 1 }]);
      expect(await jobs.add('images', 'resize', {}, { jobId: 'evt-2:welcome' })).toBe(true);
    });

    it('adds many jobs at once, leaving one whose id is known as it is, and runs each once', async () => {
      const jobs = await open();
      expect(await jobs.add('digests', 'digest', { n: 0 }, { jobId: 'p1:daily' })).toBe(true);
      await jobs.addMany(
        'digests',
        'digest',
        [1, 2, 3].map((n) => ({ data: { n }, options: { jobId: `p${n}:daily` } })),
      );
      await jobs.addMany('digests', 'digest', []);
      const runs: Run[] = [];
      jobs.work('digests', async (data, context) => record(runs, data, context));
      await waitFor(async () =>
        (await Promise.all(['p1', 'p2', 'p3'].map((p) => stateOf(jobs, `${p}:daily`, 'digests')))).every((state) => state === 'completed'),
      );
      await sleep(100);
      expect(runs.map((run) => [run.id, run.data]).sort()).toEqual([
        ['p1:daily', { n: 0 }],
        ['p2:daily', { n: 2 }],
        ['p3:daily', { n: 3 }],
      ]);
    });

    it('retries a failing job with growing delays, then keeps it failed with its reason and tries', async () => {
      const jobs = await open();
      const runs: Run[] = [];
      jobs.work('mail', async (data, context) => {
        record(runs, data, context);
        throw new Error(`smtp down (try ${context.attempt})`);
      });
      await jobs.add('mail', 'send', { to: 'bea@example.com' }, { jobId: 'evt-3:send', attempts: 3, backoffMs: 40 });

      await waitFor(async () => (await stateOf(jobs, 'evt-3:send')) === 'failed');
      expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
      const [first, second, third] = runs.map((run) => run.at) as [number, number, number];
      expect(second - first).toBeGreaterThanOrEqual(38);
      expect(third - second).toBeGreaterThanOrEqual(78);
      const failed = await jobs.list('mail', 'failed');
      expect(failed).toEqual([
        expect.objectContaining({
          id: 'evt-3:send',
          queue: 'mail',
          name: 'send',
          data: { to: 'bea@example.com' },
          state: 'failed',
          attemptsMade: 3,
          failedReason: 'smtp down (try 3)',
        }),
      ]);
      await sleep(200);
      expect(runs).toHaveLength(3);
    });

    it('gives a job on its next try the progress an earlier try saved, and each job its own', async () => {
      const jobs = await open();
      const seen: Array<[string, number, unknown]> = [];
      jobs.work('builds', async (_data, context) => {
        seen.push([context.id, context.attempt, context.progress]);
        if (context.attempt === 1) {
          await context.saveProgress({ after: 'user-0100' });
          await context.saveProgress({ after: `user-0200 of ${context.id}` });
          throw new Error('crashed mid-build');
        }
      });
      await jobs.add('builds', 'build', {}, { jobId: 'daily:2026-11-28', attempts: 2, backoffMs: 10 });
      await jobs.add('builds', 'build', {}, { jobId: 'daily:2026-11-29', attempts: 1 });
      await waitFor(
        async () => (await stateOf(jobs, 'daily:2026-11-28', 'builds')) === 'completed' && (await stateOf(jobs, 'daily:2026-11-29', 'builds')) === 'failed',
      );
      expect(seen.sort()).toEqual([
        ['daily:2026-11-28', 1, undefined],
        ['daily:2026-11-28', 2, { after: 'user-0200 of daily:2026-11-28' }],
        ['daily:2026-11-29', 1, undefined],
      ]);
    });

    it('retry() runs a failed job again with its tries reset, and refuses jobs that did not fail', async () => {
      const jobs = await open();
      let broken = true;
      const runs: Run[] = [];
      jobs.work('mail', async (data, context) => {
        record(runs, data, context);
        if (broken) throw new Error('mailbox full');
      });
      await jobs.add('mail', 'send', { n: 4 }, { jobId: 'evt-4:send', attempts: 1 });
      await waitFor(async () => (await stateOf(jobs, 'evt-4:send')) === 'failed');
      await expect(jobs.retry('mail', 'evt-unknown:send')).rejects.toThrow();
      expect(await jobs.counts('mail')).toEqual({ waiting: 0, delayed: 0, active: 0, failed: 1 });

      broken = false;
      await jobs.retry('mail', 'evt-4:send');
      await waitFor(async () => (await stateOf(jobs, 'evt-4:send')) === 'completed');
      expect(runs.map((run) => run.attempt)).toEqual([1, 1]);
      expect(await jobs.list('mail', 'failed')).toEqual([]);
      expect((await jobs.counts('mail')).failed).toBe(0);
      await expect(jobs.retry('mail', 'evt-4:send')).rejects.toThrow();
    });

    it("counts a queue's jobs by state: waiting, delayed (not due yet), running", async () => {
      const jobs = await open();
      expect(await jobs.counts('idle')).toEqual({ waiting: 0, delayed: 0, active: 0, failed: 0 });
      await jobs.add('idle', 'now', {}, { jobId: 'evt-c1:now' });
      await jobs.add('idle', 'now', {}, { jobId: 'evt-c2:now' });
      await jobs.add('idle', 'later', {}, { jobId: 'evt-c3:later', delayMs: 60_000 });
      expect(await jobs.counts('idle')).toEqual({ waiting: 2, delayed: 1, active: 0, failed: 0 });
      const ids = async (state: ListedState) => (await jobs.list('idle', state)).map((job) => job.id);
      expect(await ids('waiting')).toEqual(['evt-c1:now', 'evt-c2:now']);
      expect(await jobs.list('idle', 'delayed')).toEqual([expect.objectContaining({ id: 'evt-c3:later', name: 'later', state: 'delayed' })]);
      expect(Date.parse((await jobs.list('idle', 'delayed'))[0]!.at)).toBeGreaterThan(Date.now() + 50_000);
      expect(await jobs.list('idle', 'waiting', 1)).toHaveLength(1);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      jobs.work('idle', () => held, { concurrency: 1 });
      await waitFor(async () => (await jobs.counts('idle')).active === 1);
      expect(await jobs.counts('idle')).toEqual({ waiting: 1, delayed: 1, active: 1, failed: 0 });
      expect(await jobs.list('idle', 'active')).toEqual([expect.objectContaining({ id: 'evt-c1:now', state: 'active' })]);
      expect(await ids('waiting')).toEqual(['evt-c2:now']);
      release();
      await waitFor(async () => (await jobs.counts('idle')).waiting === 0);
      expect(await jobs.counts('idle')).toEqual({ waiting: 0, delayed: 1, active: 0, failed: 0 });
    });

    it('waits delayMs before running a job', async () => {
      const jobs = await open();
      const runs: Run[] = [];
      jobs.work('mail', async (data, context) => record(runs, data, context));
      const addedAt = Date.now();
      await jobs.add('mail', 'reminder', {}, { jobId: 'evt-5:reminder', delayMs: 300 });
      expect(await stateOf(jobs, 'evt-5:reminder')).toBe('delayed');

      await waitFor(() => runs.length === 1);
      expect(runs[0]!.at - addedAt).toBeGreaterThanOrEqual(295);
    });

    it('runs at most `concurrency` jobs of a queue at once, and uses all of them', async () => {
      const jobs = await open();
      let current = 0;
      let most = 0;
      let done = 0;
      jobs.work(
        'images',
        async () => {
          current += 1;
          most = Math.max(most, current);
          await sleep(80);
          current -= 1;
          done += 1;
        },
        { concurrency: 2 },
      );
      for (let n = 0; n < 5; n += 1) await jobs.add('images', 'resize', { n }, { jobId: `evt-6:${n}` });
      await waitFor(() => done === 5);
      expect(most).toBe(2);
    });

    it('runs a schedule repeatedly, replaces it on upsert, and stops it on remove', async () => {
      const jobs = await open();
      const runs: Run[] = [];
      jobs.work('import', async (data, context) => record(runs, data, context));
      const spec = { schedulerId: 'import:brand-1', everyMs: 100, name: 'import', data: { brandId: 'brand-1' } };
      await jobs.upsertSchedule('import', spec);
      await waitFor(() => runs.length >= 3);
      expect(new Set(runs.map((run) => run.id)).size).toBe(runs.length);
      expect(runs.every((run) => run.id.startsWith('import:brand-1:') && run.name === 'import')).toBe(true);
      expect(runs[0]!.data).toEqual({ brandId: 'brand-1' });

      await jobs.upsertSchedule('import', { ...spec, data: { brandId: 'brand-1', full: true } });
      await waitFor(() => runs.some((run) => (run.data as { full?: boolean }).full === true));

      await jobs.removeSchedule('import', 'import:brand-1');
      await sleep(150);
      const afterRemove = runs.length;
      await sleep(350);
      expect(runs).toHaveLength(afterRemove);
    });

    it('close() waits for a running job to finish', async () => {
      const jobs = await open();
      let started = false;
      let finished = false;
      jobs.work('mail', async () => {
        started = true;
        await sleep(200);
        finished = true;
      });
      await jobs.add('mail', 'send', {}, { jobId: 'evt-7:send' });
      await waitFor(() => started);
      await jobs.close(5000);
      expect(finished).toBe(true);
      const reopened = await open();
      expect(await stateOf(reopened, 'evt-7:send')).toBe('completed');
    });

    it('close() aborts a job still running after the timeout, and the job runs again later', async () => {
      const jobs = await open();
      let abortedAfter: number | undefined;
      let closeCalledAt = 0;
      jobs.work('mail', (_data, context) => {
        return new Promise((_resolve, reject) => {
          context.signal.addEventListener('abort', () => {
            abortedAfter = Date.now() - closeCalledAt;
            reject(new Error('aborted'));
          });
        });
      });
      await jobs.add('mail', 'send', { n: 8 }, { jobId: 'evt-8:send', attempts: 3, backoffMs: 20 });
      await waitFor(async () => (await stateOf(jobs, 'evt-8:send')) === 'active');
      closeCalledAt = Date.now();
      await jobs.close(150);
      expect(abortedAfter).toBeGreaterThanOrEqual(145);

      const restarted = await open();
      const runs: Run[] = [];
      restarted.work('mail', async (data, context) => record(runs, data, context));
      await waitFor(() => runs.length === 1);
      expect(runs[0]).toMatchObject({ id: 'evt-8:send', data: { n: 8 } });
    });

    it('runs again, after a restart, a job whose worker crashed mid-run', async () => {
      const crashed = await open();
      let started = false;
      crashed.work('mail', () => {
        started = true;
        return new Promise<void>(() => {}); // never settles and ignores the abort, as a hung or killed process
      });
      await crashed.add('mail', 'send', { n: 9 }, { jobId: 'evt-9:send' });
      await waitFor(() => started);
      await crashed.close(50);

      const restarted = await open();
      const runs: Run[] = [];
      restarted.work('mail', async (data, context) => record(runs, data, context));
      await waitFor(() => runs.length === 1, 10_000);
      expect(runs[0]).toMatchObject({ id: 'evt-9:send', data: { n: 9 } });
      await waitFor(async () => (await stateOf(restarted, 'evt-9:send')) === 'completed');
    });
  });
}
