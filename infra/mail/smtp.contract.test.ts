import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createLogger } from '@vitrina/infra/log/logger';
import { CONTRACT_FROM, mailerContract } from '@vitrina/testkit/infra/mail/contract';
import { openMailer } from '@vitrina/infra/mail/factory';
import { parseMail, type OutboxMail } from '@vitrina/testkit/infra/mail/outbox-reader';
import { SmtpMailer } from '@vitrina/infra/mail/smtp';

/** A real SMTP server on a free local port, with a login, keeping what it receives with its envelope. */
interface Received {
  envelope: { from: string; to: string[] };
  user: string | undefined;
  mail: OutboxMail;
}

const logger = createLogger('silent');
const received: Received[] = [];
let port = 0;

const server = new SMTPServer({
  authOptional: false,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === 'mailer' && auth.password === 's3cret:pass') return callback(null, { user: auth.username });
    return callback(new Error('Invalid username or password'));
  },
  onRcptTo(address, _session, callback) {
    if (address.address.endsWith('@refused.test')) return callback(new Error('No such user'));
    return callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', async () => {
      const mail = await parseMail(`smtp-${received.length + 1}`, Buffer.concat(chunks));
      received.push({
        envelope: {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        },
        user: session.user as string | undefined,
        mail,
      });
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const url = () => `smtp://mailer:${encodeURIComponent('s3cret:pass')}@127.0.0.1:${port}`;

mailerContract('SMTP', async () => {
  const start = received.length;
  return {
    mailer: new SmtpMailer({ url: url(), from: CONTRACT_FROM, logger }),
    delivered: async () => received.slice(start).map((entry) => entry.mail),
  };
});

describe('SMTP mailer', () => {
  it("logs in with the URL's user and password and sends the envelope to the recipient", async () => {
    const mailer = await openMailer({ smtpUrl: url(), outboxDir: '/nonexistent', from: CONTRACT_FROM, logger });
    try {
      expect(mailer).toBeInstanceOf(SmtpMailer);
      await mailer.ping();
      await mailer.send({ to: 'Bea <bea@example.com>', subject: 'Restablece tu contraseña', text: 'x' });
      expect(received.at(-1)).toMatchObject({
        envelope: { from: 'no-reply@vitrina.test', to: ['bea@example.com'] },
        user: 'mailer',
        mail: { to: 'bea@example.com', subject: 'Restablece tu contraseña' },
      });
    } finally {
      await mailer.close();
    }
  });

  it('fails when the server refuses the login, the recipient, or cannot be reached', async () => {
    const wrong = new SmtpMailer({ url: `smtp://mailer:wrong@127.0.0.1:${port}`, from: CONTRACT_FROM, logger });
    const refused = new SmtpMailer({ url: url(), from: CONTRACT_FROM, logger });
    const down = new SmtpMailer({ url: 'smtp://mailer:x@127.0.0.1:1', from: CONTRACT_FROM, logger, timeoutMs: 1000 });
    try {
      const mail = { to: 'a@example.com', subject: 's', text: 't' };
      await expect(wrong.send(mail)).rejects.toThrow(/Invalid login|Invalid username/);
      await expect(wrong.ping()).rejects.toThrow();
      await expect(refused.send({ to: 'x@refused.test', subject: 's', text: 't' })).rejects.toThrow();
      await expect(down.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
      await expect(down.ping()).rejects.toThrow();
    } finally {
      await Promise.all([wrong.close(), refused.close(), down.close()]);
    }
  });
});
