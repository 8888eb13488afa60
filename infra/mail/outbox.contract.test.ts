import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '@vitrina/infra/log/logger';
import { CONTRACT_FROM, mailerContract } from '@vitrina/testkit/infra/mail/contract';
import { openMailer } from '@vitrina/infra/mail/factory';
import { OutboxMailer, outboxFileName } from '@vitrina/infra/mail/outbox';
import { readOutbox, waitForMail } from '@vitrina/testkit/infra/mail/outbox-reader';

const root = mkdtempSync(path.join(os.tmpdir(), 'vitrina-outbox-'));
const logger = createLogger('silent');
let dirs = 0;
afterAll(() => rmSync(root, { recursive: true, force: true }));

mailerContract('Outbox', async () => {
  const dir = path.join(root, `outbox-${(dirs += 1)}`);
  return { mailer: new OutboxMailer({ dir, from: CONTRACT_FROM, logger }), delivered: () => readOutbox(dir) };
});

describe('Outbox mailer', () => {
  it('writes RFC 5322 files named to sort by time, and leaves no temporary file behind', async () => {
    const dir = path.join(root, 'files');
    const mailer = await openMailer({ outboxDir: dir, from: CONTRACT_FROM, logger });
    expect(mailer).toBeInstanceOf(OutboxMailer);
    const send = (n: number) => mailer.send({ to: `u${n}@example.com`, subject: `s${n}`, text: 't' });
    await Promise.all([0, 1, 2, 3, 4].map(send));
    const files = readdirSync(dir);
    expect(files).toHaveLength(5);
    expect(files.every((file) => /^\d{8}T\d{9}Z-\d{6}-[0-9a-f]{6}\.eml$/.test(file))).toBe(true);
    const source = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(source).toMatch(/^From: Vitrina <no-reply@vitrina\.test>\r$/m);
    expect(source).toMatch(/^Date: .+\r$/m);
    expect(source).toMatch(/^MIME-Version: 1\.0\r$/m);
    expect(source).toMatch(/^Message-ID: <.+>\r$/m);
  });

  it('names files in time order, even within one millisecond', () => {
    const at = new Date(Date.UTC(2026, 0, 15, 12, 0, 0, 123));
    const names = [outboxFileName(at), outboxFileName(at), outboxFileName(new Date(at.getTime() + 1))];
    expect(names[0]).toMatch(/^20260115T120000123Z-/);
    expect([...names].sort()).toEqual(names);
  });

  it('reads back nothing from a folder that does not exist yet, and skips what is not a finished .eml', async () => {
    expect(await readOutbox(path.join(root, 'missing'))).toEqual([]);
    const dir = path.join(root, 'mixed');
    const mailer = new OutboxMailer({ dir, from: CONTRACT_FROM, logger });
    await mailer.send({ to: 'ana@example.com', subject: 'hola', text: 'https://vitrina.test/a' });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(dir, '.20990101T000000000Z-000001-aaaaaa.eml.tmp'), 'partial');
    writeFileSync(path.join(dir, 'notes.txt'), 'not mail');
    const mails = await readOutbox(dir);
    expect(mails.map((mail) => mail.links)).toEqual([['https://vitrina.test/a']]);
    expect((await waitForMail(dir, (mail) => mail.to === 'ana@example.com', 500)).subject).toBe('hola');
    await expect(waitForMail(dir, (mail) => mail.to === 'nobody@example.com', 100)).rejects.toThrow(/no matching mail/);
  });
});
