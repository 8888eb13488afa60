import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import { newBrand, startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { ProjectorThread } from './off-thread';

/** The embedded default as `npm start` runs it: the projector and the search indexer on a thread of their own. */
let vitrina: TestVitrina;

interface Cloth {
  id: string;
  name?: string;
}

beforeAll(async () => {
  vitrina = await startTestVitrina({ PROJECTOR_PLACE: 'thread' });
});
afterAll(async () => {
  await vitrina?.close();
});

const found = async (q: string) => (await vitrina.client().get<{ items: Cloth[] }>(`/search?q=${encodeURIComponent(q)}`)).body.items.map((item) => item.id);

describe('the projector on a thread of its own', () => {
  it('serves a write to its writer at once, finds it in search, and tells its lag', async () => {
    expect(vitrina.vitrina.runner).toBeInstanceOf(ProjectorThread);
    const { client } = await signedInBrand(vitrina, 'PRO');
    const made = await client.post<Cloth>('/admin/clothes', clothBody({ names: { es: 'Falda plisada', en: 'Pleated skirt' } }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // The answer came once the thread had projected the cloth: the brand's own list holds it at once.
    const list = await client.get<{ items: Cloth[] }>('/admin/clothes');
    expect(list.body.items.map((item) => item.id)).toContain(made.body.id);
    // The api's index reads what the thread's indexer wrote.
    await vi.waitFor(async () => expect(await found('plisada')).toContain(made.body.id), { timeout: 10_000, interval: 100 });
    const lag = await vitrina.vitrina.runner!.lag();
    expect(Object.keys(lag)).toEqual(expect.arrayContaining(['catalogue', 'users', 'taxonomy']));
    const ready = await vitrina.client().get<{ dependencies: { projections: { lag: Record<string, string> } } }>('/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.dependencies.projections.lag).toHaveProperty('catalogue');
  });

  it('has a new brand’s brand and subscription projected when its registration answers (its checkout reads them at once)', async () => {
    for (let i = 0; i < 3; i++) {
      const client = vitrina.client(freshIp());
      const account = newBrand({ subscription: { tier: 'PRO', billingCycle: 'MONTHLY' } });
      expect((await client.post('/auth/register', { ...account, token: await client.captcha() })).status).toBe(201);
      expect((await client.post('/auth/login', { email: account.email, password: account.password })).status).toBe(200);
      const checkout = await client.post('/subscription/checkout', { tier: 'PRO', billingCycle: 'MONTHLY' });
      expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    }
  });

  it('starts its thread again when it ends unasked, and goes on projecting', async () => {
    const { client } = await signedInBrand(vitrina, 'PRO');
    // Ended from outside, as V8 ends a thread past its heap.
    await (vitrina.vitrina.runner as unknown as { worker: Worker }).worker.terminate();
    const made = await vi.waitFor(
      async () => {
        const answer = await client.post<Cloth>('/admin/clothes', clothBody({ names: { es: 'Chaleco de punto', en: 'Knitted vest' } }));
        expect(answer.status).toBe(201);
        return answer.body;
      },
      { timeout: 5_000 },
    );
    await vi.waitFor(async () => expect(await found('chaleco')).toContain(made.id), { timeout: 20_000, interval: 200 });
    expect(await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['catalogue'])).toBe(true);
  });

  // Last: it stops the thread.
  it('lets a thread that is starting again finish its start before a stop answers, so no thread still opens the files', async () => {
    const runner = vitrina.vitrina.runner as unknown as { worker: Worker | undefined; starting: Promise<void> | undefined; stop(): Promise<void> };
    await runner.worker!.terminate();
    await vi.waitFor(() => expect(runner.starting).toBeDefined(), { timeout: 5_000, interval: 5 });
    await runner.stop();
    expect(runner.starting).toBeUndefined();
    expect(runner.worker).toBeUndefined();
  });
});
