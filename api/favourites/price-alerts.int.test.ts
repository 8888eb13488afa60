import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@vitrina/infra/config/config';
import { createLogger } from '@vitrina/infra/log/logger';
import { readOutbox, waitForMail, type OutboxMail } from '@vitrina/testkit/infra/mail/outbox-reader';
import { ALERTS_QUEUE, priceDropJobId } from '@vitrina/worker/alerts/price-drop';
import { en } from '@vitrina/worker/emails/messages.en';
import { es } from '@vitrina/worker/emails/messages.es';
import { fr } from '@vitrina/worker/emails/messages.fr';
import { it as italian } from '@vitrina/worker/emails/messages.it';
import { userIdByEmail } from '../accounts/lookup';
import { clothBody } from '@vitrina/testkit/api/catalogue';
import { callAs, eventsAfter, freshIp } from '@vitrina/testkit/api/security/harness';
import { startVitrina } from '../server';
import { newUser, startTestVitrina, TestVitrina } from '@vitrina/testkit/api/vitrina';
import { brandWithClothes, favouriteDirectly } from '@vitrina/testkit/api/favourites';

/**
 * Price-drop alerts end to end: a lowered price mails each person who keeps the cloth among their favourites and
 * accepts special offers, once, even when the worker was down at the time and when it re-reads the drop after a
 * crash; nobody else, and never for a rise.
 */
const SUBJECTS = new Set([es, en, fr, italian].map((messages) => messages.kinds.priceDrop.subject));
const REACTOR = 'priceDropAlerts';

let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina?.close());

/** Starts the same system again on its data folder (sessions, log, read models, jobs and outbox survive). */
async function restart(roles: Config['ROLES'] = ['api', 'projector', 'worker']): Promise<void> {
  const { config } = vitrina.vitrina.runtime;
  await vitrina.vitrina.close();
  vitrina = new TestVitrina(await startVitrina({ ...config, ROLES: roles }, createLogger('silent')), vitrina.dataDir);
}

/** A member with a confirmed email (the way the emailed link confirms it), or an unconfirmed one. */
async function member(language: string, confirmed = true) {
  const client = vitrina.client(freshIp());
  const user = newUser({ language });
  expect((await client.post('/auth/register', { ...user, token: await client.captcha() })).status).toBe(201);
  const userId = (await userIdByEmail(vitrina.vitrina.runtime, user.email))!;
  if (confirmed) {
    const mail = await waitForMail(
      vitrina.outbox,
      (sent) => sent.to.includes(user.email) && sent.links.some((link) => new URL(link).pathname === '/verify-email'),
    );
    const link = new URL(mail.links.find((href) => new URL(href).pathname === '/verify-email')!);
    expect((await client.post('/auth/verify-email', { email: user.email, token: link.searchParams.get('token') })).status).toBe(200);
  }
  expect((await client.post('/auth/login', { email: user.email, password: user.password })).status).toBe(200);
  return { client, user, userId };
}

const priceMails = async (): Promise<OutboxMail[]> => (await readOutbox(vitrina.outbox)).filter((mail) => SUBJECTS.has(mail.subject));

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const reactorCheckpoint = async () => {
  const doc = await vitrina.vitrina.runtime.readStore.collection<{ _id: string; checkpoint: string }>('sys_reactors').findOne({ _id: REACTOR });
  return BigInt(doc?.checkpoint ?? '0');
};

describe('price-drop alerts', () => {
  it('mail each favouriting member who accepts special offers once per drop, across a worker outage and a crash', async () => {
    const { ids } = await brandWithClothes(vitrina, { shirt: { es: 'Camisa de lino', en: 'Linen shirt' } });
    const { shirt } = ids;
    const admin = await vitrina.signedIn('ADMIN', freshIp());
    const ana = await member('en');
    const bea = await member('es');
    const cora = await member('fr', false);
    const dani = await member('it');
    const eli = await member('en');
    for (const person of [ana, bea, dani]) expect((await person.client.post('/favorites', { id: shirt, type: 'cloth' })).status).toBe(200);
    // An unconfirmed email may not favourite (EMAIL_NOT_VERIFIED); one favourited before that rule still gets no alert.
    await favouriteDirectly(vitrina, cora.userId, shirt);
    expect(
      (await bea.client.put('/profile/email-preferences', { promotions: false, news: false, specialOffers: false, digest: 'weekly', backInStock: true }))
        .status,
    ).toBe(200);
    const edit = (price: number) => callAs(vitrina, admin.userId, 'PUT', `/admin/clothes/${shirt}`, clothBody({ price }));

    // A rise is no drop.
    const beforeRise = await vitrina.head();
    expect((await edit(50)).status).toBe(200);
    expect((await eventsAfter(vitrina, beforeRise)).map((event) => event.type)).toEqual(['ClothUpdated']);

    // The price drops while no worker runs: the drop waits in the log.
    await restart(['api', 'projector']);
    const beforeDrop = await vitrina.head();
    expect((await edit(30)).status).toBe(200);
    const appended = await eventsAfter(vitrina, beforeDrop);
    expect(appended.map((event) => event.type)).toEqual(['ClothUpdated', 'ClothPriceDropped']);
    const drop = appended[1]!;
    expect(drop.data).toMatchObject({ clothId: shirt, from: 50, to: 30, currency: 'ARS' });

    // The worker comes back and reads on from its checkpoint.
    await restart();
    const jobOf = (userId: string) => vitrina.vitrina.runtime.jobs.get(ALERTS_QUEUE, priceDropJobId(drop.data as { clothId: string; at: string }, userId));
    await until('the reactor has read the drop', async () => (await reactorCheckpoint()) >= drop.position);
    await until('both alerts are sent', async () => (await jobOf(ana.userId))?.state === 'completed' && (await jobOf(dani.userId))?.state === 'completed');
    for (const person of [bea, cora, eli]) expect(await jobOf(person.userId), person.user.email).toBeNull();

    const sent = await priceMails();
    expect(sent.map((mail) => mail.to).sort()).toEqual([ana.user.email, dani.user.email].sort());
    const english = sent.find((mail) => mail.to === ana.user.email)!;
    expect(english.subject).toBe(en.kinds.priceDrop.subject);
    // Prices as the site writes pesos for an English reader.
    for (const words of ['Linen shirt', 'ARS\u00a050', 'ARS\u00a030']) expect(english.text).toContain(words);
    expect(english.links).toEqual(expect.arrayContaining([`http://localhost:3000/en/cloth/${shirt}`]));
    // Its way out: the unsubscribe page in the reader's language, and the one-click header (RFC 8058).
    expect(english.links.filter((link) => link.startsWith('http://localhost:3000/en/unsubscribe?') && link.includes('k=priceDrops'))).toHaveLength(1);
    expect(english.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const inItalian = sent.find((mail) => mail.to === dani.user.email)!;
    expect(inItalian.subject).toBe(italian.kinds.priceDrop.subject);
    expect(inItalian.text).toContain('Camisa de lino');

    // A crash after the jobs were queued but before the checkpoint moved: the restarted worker reads the drop again.
    await vitrina.vitrina.runtime.readStore.collection('sys_reactors').updateOne({ _id: REACTOR }, { $set: { checkpoint: beforeDrop.toString() } });
    await restart();
    await until('the reactor has read the drop again', async () => (await reactorCheckpoint()) >= drop.position);
    // Long enough for a doubled job to have run (each above ran within milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await priceMails()).map((mail) => mail.to).sort()).toEqual([ana.user.email, dani.user.email].sort());
    expect(await jobOf(ana.userId)).toMatchObject({ state: 'completed', attemptsMade: 1 });
  });

  it('mail a person at most once a day per cloth, however often the brand lowers the price and puts it back', async () => {
    const { ids } = await brandWithClothes(vitrina, { coat: { es: 'Abrigo' } });
    const admin = await vitrina.signedIn('ADMIN', freshIp());
    const fan = await member('es');
    expect((await fan.client.post('/favorites', { id: ids.coat, type: 'cloth' })).status).toBe(200);
    const edit = async (price: number) =>
      expect((await callAs(vitrina, admin.userId, 'PUT', `/admin/clothes/${ids.coat}`, clothBody({ price }))).status).toBe(200);
    const before = await vitrina.head();
    for (const price of [50, 30, 50, 20, 50, 10]) await edit(price);
    const drops = (await eventsAfter(vitrina, before)).filter((event) => event.type === 'ClothPriceDropped');
    expect(drops).toHaveLength(3);
    await until('the reactor has read every drop', async () => (await reactorCheckpoint()) >= drops.at(-1)!.position);
    await until('the first alert is sent', async () => (await priceMails()).some((mail) => mail.to === fan.user.email));
    // Long enough for a second job to have run (each above ran within milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 700));
    const mine = (await priceMails()).filter((mail) => mail.to === fan.user.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toContain('$\u00a030');
    expect(mine[0]!.text).not.toContain('$\u00a030,00');
  });
});
