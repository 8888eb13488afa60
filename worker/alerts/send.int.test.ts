import { unsubscribeQuery } from '@vitrina/infra/crypto/unsubscribe';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '@vitrina/infra/log/logger';
import { OutboxMailer } from '@vitrina/infra/mail/outbox';
import { readOutbox } from '@vitrina/testkit/infra/mail/outbox-reader';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import type { Doc, ReadStore } from '@vitrina/infra/readstore/port';
import type { JobContext } from '@vitrina/infra/jobs/port';
import type { PriceDropJob } from './price-drop';
import { priceDropEmailHandler } from './send';

/** Sending a queued price alert asks again whether to: preferences, the favourite and the cloth may have changed. */
const userId = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const clothId = 'c1000001-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const job: PriceDropJob = { userId, clothId, from: 45000, to: 39999.5, currency: 'ARS', revision: 4 };
const context: JobContext = {
  id: 'drop-1:user-1:price-drop',
  name: 'priceDrop',
  attempt: 1,
  signal: new AbortController().signal,
  progress: undefined,
  saveProgress: async () => {},
};

const SECRET = Buffer.alloc(32, 9);
let dir: string;
let readStore: ReadStore;
let send: ReturnType<typeof priceDropEmailHandler>;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-alerts-'));
  readStore = await openReadStore({ kind: 'sqlite', file: path.join(dir, 'read.sqlite') });
  const mailer = new OutboxMailer({ dir: path.join(dir, 'outbox'), from: 'Vitrina <no-reply@vitrina.local>', logger: createLogger('silent') });
  // Read models by their logical names: the handler only reads them.
  send = priceDropEmailHandler({ readModels: readStore, mailer, publicUrl: 'https://vitrina.example', secret: SECRET, logger: createLogger('silent') });
  await put('users', { _id: userId, username: 'ana', email: 'ana@example.com', language: 'fr', active: true, emailVerified: true });
  await put('favourites', { _id: `${userId}:cloth:${clothId}`, userId, itemId: clothId, type: 'cloth' });
  await put('clothes', {
    _id: clothId,
    names: { es: 'Camisa de lino', fr: 'Chemise en lin' },
    brandName: 'Sur',
    visible: true,
    listed: true,
    revision: 3,
    images: [{ name: 'c1.webp', thumb: 'c1-thumb.webp' }],
  });
});
afterEach(async () => {
  await readStore.close();
  rmSync(dir, { recursive: true, force: true });
});

async function put(collection: string, doc: Doc) {
  await readStore.collection(collection).replaceOne({ _id: doc._id }, doc, { upsert: true });
}
const outbox = () => readOutbox(path.join(dir, 'outbox'));

describe('the price-drop email', () => {
  it('goes out in the reader’s language, with both prices as the site writes them in it, the cloth’s photo, and special offers on by default', async () => {
    await send(job, context);
    const [mail, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: 'ana@example.com',
      subject: 'Un vêtement que vous avez enregistré coûte moins cher',
      messageId: '<drop-1.user-1.price-drop@vitrina>',
    });
    expect(mail!.text).toContain('Chemise en lin de Sur');
    // French, as the site writes pesos for a French reader (domain/core/money.ts): whole amounts without cents.
    expect(mail!.text).toContain('45\u202f000\u00a0$AR');
    expect(mail!.text).toContain('39\u202f999,50\u00a0$AR');
    expect(mail!.text).not.toContain(',00');
    // Its photo: the thumbnail, at an absolute address.
    expect(mail!.html).toContain('<img src="https://vitrina.example/images/c1-thumb.webp" width="288" alt="Chemise en lin"');
    const query = unsubscribeQuery(SECRET, userId, 'priceDrops');
    expect(mail!.links).toEqual(expect.arrayContaining([`https://vitrina.example/fr/cloth/${clothId}`, `https://vitrina.example/fr/unsubscribe?${query}`]));
    // One click (RFC 8058): the api's address in the header, posted by the mail client.
    expect(mail!.headers['list-unsubscribe']).toBe(`<https://vitrina.example/api/unsubscribe?${query}>`);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it.each([
    [
      'the reader turned special offers off',
      () =>
        put('users', {
          _id: userId,
          username: 'ana',
          email: 'ana@example.com',
          language: 'fr',
          active: true,
          emailVerified: true,
          emailPreferences: { promotions: true, news: true, specialOffers: false },
        }),
    ],
    [
      'the account was deactivated',
      () => put('users', { _id: userId, username: 'ana', email: 'ana@example.com', language: 'fr', active: false, emailVerified: true }),
    ],
    ['the favourite was removed', async () => void (await readStore.collection('favourites').deleteOne({ _id: `${userId}:cloth:${clothId}` }))],
    ['the cloth was hidden', () => put('clothes', { _id: clothId, names: { es: 'Camisa' }, brandName: 'Sur', visible: false, listed: true, revision: 5 })],
    ['the brand’s plan lapsed', () => put('clothes', { _id: clothId, names: { es: 'Camisa' }, brandName: 'Sur', visible: true, listed: false, revision: 5 })],
    ['the cloth was removed', async () => void (await readStore.collection('clothes').deleteOne({ _id: clothId }))],
  ])('is not sent when %s meanwhile', async (_why, change) => {
    await change();
    await send(job, context);
    expect(await outbox()).toEqual([]);
  });

  it('waits (fails the try, to be retried) while the catalogue read model has not reached the drop', async () => {
    await put('clothes', { _id: clothId, names: { es: 'Camisa vieja' }, brandName: 'Sur', visible: true, listed: true, revision: 2 });
    await expect(send(job, context)).rejects.toThrow(/not reached the price drop/);
    expect(await outbox()).toEqual([]);
  });
});
