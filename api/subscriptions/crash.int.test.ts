import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { seededRandom } from '@vitrina/domain/core/random';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import { Client, newBrand } from '@vitrina/testkit/api/vitrina';

/*
 * Money that agrees with the provider after a crash: the whole site (api, projector, worker and the test provider,
 * one process, as `npm start` runs it) is killed with SIGKILL at random moments of 50 checkouts — paid, declined,
 * left, upgraded — and started again each time. Then the operator's reconciliation runs (`npm run
 * payments:reconcile`, the same function as the worker's schedule), and every brand's subscription and payment
 * history must equal the provider's records, with no payment twice. It prints its figures.
 *
 * The moments are drawn from a seeded generator (CRASH_SEED, a number), so a failing run can be run again as it was.
 */

const root = path.resolve(import.meta.dirname, '../..');
const BRANDS = 20;
const CHECKOUTS = 50;
/**
 * The share of operations during which the site is killed: at a moment drawn within `KILL_WITHIN_MS` of the request
 * that moves money (paying, upgrading), where a crash between the provider's record and Vitrina's costs the most.
 */
const KILL_SHARE = 0.2;
const KILL_WITHIN_MS = 40;
const SEED = Number(process.env.CRASH_SEED ?? 20261127);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface View {
  status: string | null;
  tier: SubscriptionTier | null;
  billingCycle: string | null;
  payments: { paymentId: string; kind: string; amount: number }[];
  code?: string;
}

interface ProviderPayment {
  id: string;
  reference: string;
  reason: string;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('payments after crashes (the whole site killed with SIGKILL at random moments)', () => {
  it(`${CHECKOUTS} checkouts over ${BRANDS} brands end with Vitrina and the provider agreeing, no payment twice`, { timeout: 300_000 }, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SERVE_WEB: 'false',
      DEMO_DATA: 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      CAPTCHA_MAX_NUMBER: '1000',
      TRUST_PROXY: 'loopback',
      PROJECTOR_BATCH_MS: '2',
      SQLITE_CHECKPOINTS: 'inline',
    };
    const next = seededRandom(SEED);
    let site: ChildProcess | null = null;
    let exited: Promise<unknown> = Promise.resolve();

    const start = async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
      site = child;
      exited = new Promise((resolve) => child.once('exit', resolve));
      await new Promise<void>((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`the site exited (${code}) before it started`)));
        createInterface({ input: child.stdout! }).on('line', (line) => {
          if (line.includes('"msg":"started"')) resolve();
        });
      });
    };
    const kill = async () => {
      site?.kill('SIGKILL');
      await exited;
      site = null;
    };

    await start();
    try {
      // Brands registered and signed in (their sessions outlive the restarts, as a browser's cookie does).
      const brands: { client: Client; brandId: string }[] = [];
      for (let n = 0; n < BRANDS; n++) {
        const client = new Client(url, freshIp());
        const account = newBrand({ subscription: { tier: 'BASIC', billingCycle: 'MONTHLY' } });
        expect((await client.post('/auth/register', { ...account, token: await client.captcha() })).status).toBe(201);
        expect((await client.post('/auth/login', { email: account.email, password: account.password })).status).toBe(200);
        let view: { brandId?: string } = {};
        for (let tries = 0; !view.brandId && tries < 100; tries++) {
          view = (await client.get<{ brandId?: string }>('/subscription')).body;
          if (!view.brandId) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        brands.push({ client, brandId: view.brandId! });
      }

      const figures = { pay: 0, decline: 0, abandon: 0, upgrade: 0, kills: 0, interrupted: 0, refusedAfterCrash: 0 };
      let killer: NodeJS.Timeout | null = null;
      let killAt = false;
      /** The money request of a step, with the kill drawn for this step armed under it. */
      const money = <T>(request: () => Promise<T>): Promise<T> => {
        if (killAt && !killer) killer = setTimeout(() => void kill(), Math.floor(next() * KILL_WITHIN_MS));
        return request();
      };
      const pick = <T>(options: readonly T[]): T => options[Math.floor(next() * options.length)]!;
      const idOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;
      /** One shopper's step: what a brand does next, given what its dashboard shows. */
      const step = async ({ client }: { client: Client }) => {
        const view = (await client.get<View>('/subscription')).body;
        if (view.status === 'ACTIVE') {
          const higher = SUBSCRIPTION_TIERS.slice(SUBSCRIPTION_TIERS.indexOf(view.tier!) + 1);
          figures.upgrade += 1;
          const answer = await money(() =>
            client.put(
              '/subscription/plan',
              higher.length ? { tier: pick(higher), billingCycle: view.billingCycle } : { tier: view.tier, billingCycle: 'YEARLY' },
            ),
          );
          if (answer.status >= 400) figures.refusedAfterCrash += 1;
          return;
        }
        const outcome = pick(['pay', 'pay', 'decline', 'abandon'] as const);
        figures[outcome] += 1;
        const started = await client.post<{ url: string }>('/subscription/checkout', {
          tier: pick(SUBSCRIPTION_TIERS),
          billingCycle: pick(['MONTHLY', 'YEARLY']),
        });
        if (started.status !== 201) {
          figures.refusedAfterCrash += 1;
          return;
        }
        const checkoutId = idOf(started.body.url);
        if (outcome === 'abandon') {
          await client.post(`/payments/test/checkouts/${checkoutId}/abandon`, {});
          return;
        }
        const paid = await money(() =>
          client.post<{ status: string }>(`/payments/test/checkouts/${checkoutId}/pay`, { card: outcome === 'pay' ? 'ok' : 'declined' }),
        );
        if (outcome === 'decline' && paid.body.status === 'declined' && next() < 0.5) {
          // "Cancel and go back", then "Resume checkout" from the dashboard, and pay.
          await client.post(`/payments/test/checkouts/${checkoutId}/abandon`, {});
          const resumed = await client.post<{ url: string }>('/subscription/checkout/resume', {});
          if (resumed.status === 200) await money(() => client.post(`/payments/test/checkouts/${idOf(resumed.body.url)}/pay`, { card: 'ok' }));
        }
      };

      for (let n = 0; n < CHECKOUTS; n++) {
        const brand = brands[n % BRANDS]!;
        killAt = next() < KILL_SHARE;
        try {
          await step(brand);
        } catch {
          figures.interrupted += 1; // the site died under the request
        }
        if (killer) {
          clearTimeout(killer);
          killer = null;
          await kill();
          figures.kills += 1;
          await start();
        }
      }

      // What the webhooks alone achieved, once the provider's outbox had its chance to send again.
      const provider = new Database(path.join(dataDir, 'payments-test.sqlite'), { readonly: true });
      const pending = () => (provider.prepare('SELECT COUNT(*) AS n FROM outbox WHERE delivered_at IS NULL AND gave_up_at IS NULL').get() as { n: number }).n;
      for (let tries = 0; pending() > 0 && tries < 300; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
      const retried = (provider.prepare('SELECT COUNT(*) AS n FROM outbox WHERE attempts > 1').get() as { n: number }).n;
      const paymentsOf = (brandId: string) =>
        provider.prepare('SELECT id, reference, reason FROM payments WHERE reference = ? ORDER BY rowid').all(brandId) as ProviderPayment[];
      let behindBefore = 0;
      for (const { client, brandId } of brands) {
        if ((await client.get<View>('/subscription')).body.payments.length !== paymentsOf(brandId).length) behindBefore += 1;
      }

      const reconcile = spawn(process.execPath, ['--import', 'tsx', 'scripts/reconcile-payments.ts'], {
        cwd: root,
        env: { ...env, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let said = '';
      reconcile.stdout!.on('data', (chunk: Buffer) => (said += chunk.toString()));
      expect(await new Promise((resolve) => reconcile.once('exit', resolve))).toBe(0);
      const recorded = Number(/(\d+) facts recorded/.exec(said)?.[1] ?? NaN);

      const subscriptionsOf = (brandId: string) =>
        provider.prepare('SELECT id, tier, cycle, status FROM subscriptions WHERE reference = ? ORDER BY rowid').all(brandId) as {
          id: string;
          tier: string;
          cycle: string;
          status: string;
        }[];
      const disagreements: string[] = [];
      let providerPayments = 0;
      let vitrinaPayments = 0;
      let twice = 0;
      for (const { client, brandId } of brands) {
        const theirs = paymentsOf(brandId).map((payment) => payment.id);
        const live = subscriptionsOf(brandId).filter((subscription) => subscription.status !== 'ended');
        const expected = live[0] ? { status: 'ACTIVE', tier: live[0].tier, billingCycle: live[0].cycle } : null;
        /** How Vitrina's dashboard differs from the provider's records for this brand (nothing: they agree). */
        const differences = (view: View) => {
          const ours = view.payments.map((payment) => payment.paymentId);
          const actual = { status: view.status, tier: view.tier, billingCycle: view.billingCycle };
          return [
            ...([...ours].sort().join() === [...theirs].sort().join() ? [] : [`payments ${ours.length} in Vitrina, ${theirs.length} at the provider`]),
            ...(live.length > 1 ? [`the provider bills ${live.length} subscriptions (charged twice)`] : []),
            ...((expected ? JSON.stringify(actual) === JSON.stringify(expected) : view.status !== 'ACTIVE')
              ? []
              : [`Vitrina ${JSON.stringify(actual)}, provider ${JSON.stringify(expected)}`]),
          ];
        };
        // The site's projector catches up with what reconciliation appended from its own process: a brand is judged
        // once its dashboard agrees, or after five seconds.
        let view = (await client.get<View>('/subscription')).body;
        for (let tries = 0; differences(view).length > 0 && tries < 50; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          view = (await client.get<View>('/subscription')).body;
        }
        const ours = view.payments.map((payment) => payment.paymentId);
        providerPayments += theirs.length;
        vitrinaPayments += ours.length;
        twice += ours.length - new Set(ours).size;
        disagreements.push(...differences(view).map((difference) => `${brandId}: ${difference}`));
      }
      provider.close();

      console.log(
        [
          `payments after crashes (seed ${SEED}):`,
          `  operations ${CHECKOUTS} (pay ${figures.pay}, decline ${figures.decline}, abandon ${figures.abandon}, upgrade ${figures.upgrade}) over ${BRANDS} brands`,
          `  site killed with SIGKILL ${figures.kills} times; requests cut by a kill ${figures.interrupted}; refused after a crash (already paid, closed) ${figures.refusedAfterCrash}`,
          `  webhooks sent more than once by the provider's outbox ${retried}`,
          `  brands whose payments Vitrina lacked before reconciliation ${behindBefore}; facts reconciliation recorded ${recorded}`,
          `  payments at the provider ${providerPayments}, in Vitrina ${vitrinaPayments}, recorded twice ${twice}`,
          `  brands disagreeing with the provider ${disagreements.length} of ${BRANDS}`,
          ...disagreements.map((line) => `    ${line}`),
        ].join('\n'),
      );
      expect(figures.kills).toBeGreaterThan(0);
      expect(twice).toBe(0);
      expect(disagreements).toEqual([]);
      expect(vitrinaPayments).toBe(providerPayments);
    } finally {
      await kill();
    }
  });
});
