import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Delivery } from './port';
import { TestPayments } from './test';

/*
 * The test provider's outbox after a crash: a process that died while sending a webhook must not keep it waiting for
 * its 30 s lease (the dashboard said "not paid" meanwhile), and a live process sending one must keep it.
 */

const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-leases-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const OPTIONS = { webhookSecret: 'whsec_leases', publicUrl: 'http://localhost:3000' };
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Another process that opens the provider on `file`, takes a payment and is sending its webhook (never answered) once this resolves. */
async function sendingProcess(file: string): Promise<{ child: ChildProcess; killed: () => Promise<void> }> {
  const script = `
    import { TestPayments } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'test.ts')).href)};
    const provider = new TestPayments({ ...${JSON.stringify(OPTIONS)}, file: ${JSON.stringify(file)}, deliver: () => (console.log('sending'), new Promise(() => {})) });
    const plan = { tier: 'BASIC', billingCycle: 'MONTHLY', amount: 10, currency: 'USD' };
    const checkout = await provider.startCheckout({ reference: 'brand-1', plan, customer: { email: 'a@b.example', name: 'A' }, successUrl: 'http://x/ok', cancelUrl: 'http://x/no', language: 'es' });
    void provider.pay(checkout.id, 'ok');
    setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the sending process exited (${code}) before it sent`)));
    createInterface({ input: child.stdout! }).on('line', (line) => line === 'sending' && resolve());
  });
  return { child, killed: () => (child.kill('SIGKILL'), exited) };
}

/** The provider opened again on `file`, as a start does, and what it sends. */
function reopened(file: string) {
  const sent: Delivery[] = [];
  const provider = new TestPayments({ ...OPTIONS, file, deliver: async (delivery) => void sent.push(delivery) });
  return { provider, sent };
}

const paymentsIn = (sent: Delivery[]) => sent.map((delivery) => (JSON.parse(delivery.body.toString('utf8')) as { type: string }).type);

describe('the test provider’s delivery leases', () => {
  it('are released at start when their process died, so the payment is delivered at once, not 30 s later', { timeout: 30_000 }, async () => {
    const file = path.join(dir, 'died.sqlite');
    const sending = await sendingProcess(file);
    await sending.killed();

    const started = Date.now();
    const { provider, sent } = reopened(file);
    try {
      expect(await provider.flushOutbox()).toBe(1);
      expect(paymentsIn(sent)).toEqual(['payment.succeeded']);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(provider.pendingDeliveries()).toEqual({ waiting: 0, gaveUp: 0 });
    } finally {
      await provider.close();
    }
  });

  it('are kept while their process lives, and released once it is gone', { timeout: 30_000 }, async () => {
    const file = path.join(dir, 'alive.sqlite');
    const sending = await sendingProcess(file);

    const whileAlive = reopened(file);
    try {
      expect(await whileAlive.provider.flushOutbox()).toBe(0);
      expect(whileAlive.sent).toEqual([]);
      expect(whileAlive.provider.pendingDeliveries().waiting).toBe(1);
    } finally {
      await whileAlive.provider.close();
    }

    await sending.killed();
    const after = reopened(file);
    try {
      expect(await after.provider.flushOutbox()).toBe(1);
    } finally {
      await after.provider.close();
    }
  });

  it('tell a later process given the dead one’s pid from it, and leave alone the leases of another place’s processes', { timeout: 30_000 }, async () => {
    const file = path.join(dir, 'pids.sqlite');
    const sending = await sendingProcess(file);
    await sending.killed();
    const lease = new Database(file);
    try {
      const { host } = lease.prepare('SELECT lease_host AS host FROM outbox').get() as { host: string };
      // As another container's process would hold it: its pids are not this one's to ask about, even this very pid.
      lease.prepare("UPDATE outbox SET lease_host = 'elsewhere pid:[1]', lease_pid = ?").run(process.pid);
      const elsewhere = reopened(file);
      expect(await elsewhere.provider.flushOutbox()).toBe(0);
      await elsewhere.provider.close();

      // As a dead process here whose pid this one was given (a restarted container's node): another life, released.
      lease.prepare('UPDATE outbox SET lease_host = ?').run(host);
      const sameProcessId = reopened(file);
      expect(await sameProcessId.provider.flushOutbox()).toBe(1);
      await sameProcessId.provider.close();
    } finally {
      lease.close();
    }
  });
});
