import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '@vitrina/infra/log/logger';
import { REDIS, findServer } from '@vitrina/testkit/infra/servers';
import { jobQueueContract, waitFor } from '@vitrina/testkit/infra/jobs/contract';
import { BullMqJobQueue } from '@vitrina/infra/jobs/bullmq';
import { openJobQueue } from '@vitrina/infra/jobs/factory';

// Looked up while collecting, so that a missing Redis shows as a skipped suite titled with the reason.
const server = await findServer(REDIS);
const logger = createLogger('silent');

if ('skip' in server) {
  describe.skip(server.skip, () => {
    it('runs the job queue contract against Redis', () => {});
  });
} else {
  afterAll(() => server.stop());
  // A prefix per store keeps each test's jobs apart; short locks let a crashed worker's job stall out quickly.
  const openOn = (prefix: string) => async () => new BullMqJobQueue({ url: server.url, prefix, lockDurationMs: 1000, stalledIntervalMs: 500, logger });

  jobQueueContract('BullMQ', () => ({ open: openOn(`t-${randomUUID()}`) }));

  describe('BullMQ: ids and opening', () => {
    it("takes any id, keeps ids distinct, and reports the caller's id", async () => {
      const jobs = await openOn(`t-${randomUUID()}`)();
      try {
        const ids = ['evt-1:mail', 'evt-1%3Amail', '42', '0', 'a:b:c', 'j', '%'];
        for (const id of ids) expect(await jobs.add('mail', 'send', { id }, { jobId: id })).toBe(true);
        for (const id of ids) expect(await jobs.get('mail', id)).toMatchObject({ id, data: { id }, state: 'waiting' });
        const seen: string[] = [];
        jobs.work('mail', async (_data, context) => void seen.push(context.id), { concurrency: 4 });
        await waitFor(() => seen.length === ids.length);
        expect([...seen].sort()).toEqual([...ids].sort());
      } finally {
        await jobs.close(100);
      }
    });

    it('openJobQueue picks BullMQ for a Redis URL, and fails fast on one that does not answer', async () => {
      const jobs = await openJobQueue({ redisUrl: server.url, sqliteFile: '/nonexistent/unused.sqlite', logger });
      try {
        expect(jobs).toBeInstanceOf(BullMqJobQueue);
        await jobs.ping();
      } finally {
        await jobs.close(100);
      }
      await expect(openJobQueue({ redisUrl: 'redis://127.0.0.1:1', sqliteFile: 'unused', logger })).rejects.toThrow();
    });
  });
}
