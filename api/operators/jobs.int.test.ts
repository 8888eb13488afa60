import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';

let vitrina: TestVitrina;
let admin: Client;

interface Listed {
  jobs: Array<{ id: string; name: string; state: string; attemptsMade: number; failedReason: string | null; at: string; data: string }>;
}

beforeAll(async () => {
  vitrina = await startTestVitrina();
  admin = (await vitrina.signedIn('ADMIN')).client;
});
afterAll(() => vitrina.close());

const failedJobs = async () => (await admin.get<Listed>('/admin/jobs/email?state=failed')).body.jobs;

describe('the admins’ view of the job queues', () => {
  it('counts each queue by state, lists a failed job with its reason, and runs it again on request', async () => {
    // An email job whose data its handler cannot read fails on its one try.
    await vitrina.vitrina.runtime.jobs.add('email', 'broken', null, { jobId: 'test-broken:email', attempts: 1 });
    await expect.poll(async () => (await failedJobs()).map((job) => job.id), { timeout: 10_000 }).toContain('test-broken:email');
    const [failed] = (await failedJobs()).filter((job) => job.id === 'test-broken:email');
    expect(failed).toMatchObject({ name: 'broken', state: 'failed', attemptsMade: 1, data: 'null', failedReason: expect.stringMatching(/\S/) });
    expect(Date.parse(failed!.at)).toBeGreaterThan(Date.now() - 60_000);

    const overview = await admin.get<{ queues: Array<{ name: string; counts: Record<string, number> }>; board: string | null }>('/admin/jobs');
    expect(overview.body.queues.find((queue) => queue.name === 'email')?.counts.failed).toBeGreaterThanOrEqual(1);
    expect(overview.body.queues.map((queue) => queue.name)).toEqual(expect.arrayContaining(['email', 'imports', 'subscriptions']));
    expect(overview.body.board).toBeNull();

    const retried = await admin.post(`/admin/jobs/email/${encodeURIComponent('test-broken:email')}/retry`, {});
    expect(retried.status).toBe(204);
    // It ran again from a fresh count of tries, and failed again (its data is still unreadable).
    await expect.poll(async () => (await vitrina.vitrina.runtime.jobs.get('email', 'test-broken:email'))?.state, { timeout: 10_000 }).toBe('failed');
    expect((await vitrina.vitrina.runtime.jobs.get('email', 'test-broken:email'))?.attemptsMade).toBe(1);
  });

  it('refuses an unknown queue, a job that has not failed, and a bad state', async () => {
    expect(await admin.get('/admin/jobs/nope')).toMatchObject({ status: 404, body: { code: 'QUEUE_NOT_FOUND' } });
    expect(await admin.post('/admin/jobs/email/nothing-here/retry', {})).toMatchObject({ status: 404, body: { code: 'JOB_NOT_FAILED' } });
    expect((await admin.get('/admin/jobs/email?state=completed')).status).toBe(400);
  });
});
