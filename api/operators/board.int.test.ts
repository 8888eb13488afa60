import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS, findServer } from '@vitrina/testkit/infra/servers';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';

// Looked up while collecting, so that a missing Redis shows as a skipped suite titled with the reason.
const server = await findServer(REDIS);

if ('skip' in server) {
  describe.skip(server.skip, () => {
    it('serves Bull Board to admins when jobs run on Redis', () => {});
  });
} else {
  describe('Bull Board at /admin/queues (jobs on Redis)', () => {
    let vitrina: TestVitrina;
    beforeAll(async () => {
      vitrina = await startTestVitrina({ REDIS_URL: server.url });
    });
    afterAll(async () => {
      await vitrina.close();
      await server.stop();
    });

    const page = (cookie?: string, init: RequestInit = {}) =>
      fetch(`${vitrina.url}/admin/queues${init.method === 'PUT' ? '/api/queues/email/retry/failed' : ''}`, {
        redirect: 'manual',
        ...init,
        headers: { ...(cookie ? { Cookie: cookie } : {}), ...(init.headers as Record<string, string>) },
      });

    it('shows admins BullMQ’s queues, sends guests to log in, refuses anyone else and writes from another site', async () => {
      const admin = await vitrina.signedIn('ADMIN');
      const cookie = admin.client.cookieHeader();
      const board = await page(cookie);
      expect(board.status).toBe(200);
      expect(await board.text()).toContain('__UI_CONFIG__');
      const queues = await fetch(`${vitrina.url}/admin/queues/api/queues`, { headers: { Cookie: cookie } });
      expect(((await queues.json()) as { queues: Array<{ name: string }> }).queues.map((queue) => queue.name)).toEqual(
        expect.arrayContaining(['email', 'imports']),
      );
      expect(
        (await fetch(`${vitrina.url}/api/admin/jobs`, { headers: { Cookie: cookie } }).then((answer) => answer.json())) as { board: string },
      ).toMatchObject({ board: '/admin/queues' });

      const guest = await page();
      expect(guest.status).toBe(302);
      expect(guest.headers.get('location')).toBe('/login?next=%2Fadmin%2Fqueues');
      const shopper = await vitrina.signedIn('USER');
      expect((await page(shopper.client.cookieHeader())).status).toBe(403);
      const forged = await page(cookie, { method: 'PUT', headers: { 'Sec-Fetch-Site': 'cross-site' } });
      expect(forged.status).toBe(403);
    });
  });
}
