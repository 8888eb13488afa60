import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobContext } from '@vitrina/infra/jobs/port';
import { createLogger } from '@vitrina/infra/log/logger';
import { OutboxMailer } from '@vitrina/infra/mail/outbox';
import { readOutbox } from '@vitrina/testkit/infra/mail/outbox-reader';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import type { Doc, ReadStore } from '@vitrina/infra/readstore/port';
import type { DigestJob } from './build';
import { digestEmailHandler } from './send';

/** Sending a queued digest asks again whether to: the person may have chosen another frequency, the clothes gone. */
const userId = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const brandId = 'b1000001-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const clothIds = ['c1000001-1d2a-4c5b-9e8f-0a1b2c3d4e5f', 'c1000002-1d2a-4c5b-9e8f-0a1b2c3d4e5f'];
const period = { kind: 'daily' as const, key: 'daily:2026-11-28', from: '2026-11-27T11:00:00.000Z', to: '2026-11-28T11:00:00.000Z' };
const job: DigestJob = {
  userId,
  period,
  items: clothIds.map((clothId, n) => ({
    clothId,
    at: `2026-11-27T1${n + 3}:00:00.000Z`,
    since: '2026-11-01T00:00:00.000Z',
    reason: { kind: 'brand', brandId, name: 'Sur' },
  })),
  total: 2,
};
const context: JobContext = {
  id: `digest:${period.key}:${userId}`,
  name: 'digest',
  attempt: 1,
  signal: new AbortController().signal,
  progress: undefined,
  saveProgress: async () => {},
};

let dir: string;
let readStore: ReadStore;
let send: ReturnType<typeof digestEmailHandler>;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-digests-'));
  readStore = await openReadStore({ kind: 'sqlite', file: path.join(dir, 'read.sqlite') });
  const mailer = new OutboxMailer({ dir: path.join(dir, 'outbox'), from: 'Vitrina <no-reply@vitrina.local>', logger: createLogger('silent') });
  send = digestEmailHandler({
    readModels: readStore,
    mailer,
    publicUrl: 'https://vitrina.example',
    secret: Buffer.alloc(32, 9),
    logger: createLogger('silent'),
  });
  await person('daily');
  for (const [n, clothId] of clothIds.entries()) {
    await put('clothes', {
      _id: clothId,
      names: { es: `Camisa ${n}`, it: `Camicia ${n}` },
      brandName: 'Sur',
      visible: true,
      listed: true,
      images: [],
      effectivePrice: 30_000,
      currency: 'ARS',
    });
  }
});
afterEach(async () => {
  await readStore.close();
  rmSync(dir, { recursive: true, force: true });
});

async function put(collection: string, doc: Doc) {
  await readStore.collection(collection).replaceOne({ _id: doc._id }, doc, { upsert: true });
}
const person = (digest: 'daily' | 'weekly' | 'off') =>
  put('users', {
    _id: userId,
    username: 'ana',
    email: 'ana@example.com',
    language: 'it',
    active: true,
    emailVerified: true,
    emailPreferences: { promotions: false, news: false, specialOffers: true, digest, backInStock: true },
  });
const outbox = () => readOutbox(path.join(dir, 'outbox'));

describe('sending a digest', () => {
  it('sends the daily digest to a daily reader in their language; a retry after a crash sends the same message', async () => {
    await send(job, context);
    await send(job, { ...context, attempt: 2 });
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    // Mail systems drop a second message with the same Message-ID; the job's id (person and period) makes it.
    expect(new Set(mails.map((mail) => mail.messageId))).toEqual(new Set([`<digest.${period.key.replace(':', '.')}.${userId}@vitrina>`]));
    expect(mails[0]!.text).toContain('Camicia 0');
    expect(mails[0]!.links).toContain(`https://vitrina.example/it/cloth/${clothIds[1]}`);
  });

  it('sends nothing to one who chose weekly digests or none since the digest was queued', async () => {
    await person('weekly');
    await send(job, context);
    await person('off');
    await send(job, context);
    expect(await outbox()).toEqual([]);
  });

  it('leaves out a cloth hidden since, and sends nothing when none is left', async () => {
    await put('clothes', {
      _id: clothIds[0]!,
      names: { es: 'Camisa 0' },
      brandName: 'Sur',
      visible: false,
      listed: true,
      images: [],
      effectivePrice: 30_000,
      currency: 'ARS',
    });
    await send(job, context);
    const [mail] = await outbox();
    expect(mail!.text).not.toContain('Camicia 0');
    expect(mail!.text).toContain('Camicia 1');
    rmSync(path.join(dir, 'outbox'), { recursive: true, force: true });
    await put('clothes', {
      _id: clothIds[1]!,
      names: { es: 'Camisa 1' },
      brandName: 'Sur',
      visible: true,
      listed: false,
      images: [],
      effectivePrice: 30_000,
      currency: 'ARS',
    });
    await send(job, { ...context, id: `${context.id}:again` });
    expect(await outbox()).toEqual([]);
  });
});
