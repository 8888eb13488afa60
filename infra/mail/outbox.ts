import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile, access, constants } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import { createLogger, type Logger } from '@vitrina/infra/log/logger';
import type { MailMessage, Mailer } from '@vitrina/infra/mail/port';
import { onDemand, type OnDemand } from '@vitrina/infra/modules/on-demand';

export interface OutboxMailerOptions {
  dir: string;
  /** The From header, e.g. "Vitrina <no-reply@vitrina.local>". */
  from: string;
  logger?: Logger;
}

let sequence = 0;

/** A file name that sorts by time: 20260115T120000123Z-000042-1a2b3c.eml (UTC, then a per-process counter). */
export function outboxFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  sequence = (sequence + 1) % 1_000_000;
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
}

/**
 * Writes each message as an RFC 5322 .eml file into a folder. A file appears whole or not at all: it is written
 * under a hidden temporary name and renamed, so a reader never sees half a message. nodemailer (which writes the
 * message) loads with the first one: most starts send none, and it costs ~2 MB of heap.
 */
export class OutboxMailer implements Mailer {
  private readonly composer: OnDemand<Transporter<StreamTransport.SentMessageInfo>> = onDemand(() =>
    import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })),
  );
  private readonly logger: Logger;

  constructor(private readonly options: OutboxMailerOptions) {
    this.logger = options.logger ?? createLogger(undefined, 'mail');
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const info = await (await this.composer()).sendMail({ from: this.options.from, ...message });
    await mkdir(this.options.dir, { recursive: true });
    const name = outboxFileName();
    const temp = path.join(this.options.dir, `.${name}.tmp`);
    try {
      await writeFile(temp, info.message as Buffer, { flag: 'wx' });
      await rename(temp, path.join(this.options.dir, name));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    const { to, subject } = message;
    this.logger.info({ to, subject, file: name, messageId: info.messageId }, 'mail written to the outbox');
    return { messageId: info.messageId };
  }

  async ping(): Promise<void> {
    await mkdir(this.options.dir, { recursive: true });
    await access(this.options.dir, constants.W_OK);
  }

  async close(): Promise<void> {
    // Only a transport that was made: closing must not load nodemailer.
    (await this.composer.started)?.close();
  }
}
