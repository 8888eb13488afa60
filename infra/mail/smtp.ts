import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { createLogger, type Logger } from '@vitrina/infra/log/logger';
import type { MailMessage, Mailer } from '@vitrina/infra/mail/port';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port (STARTTLS when the server offers it) or smtps://… (TLS from the start). */
  url: string;
  from: string;
  /** Connections kept open to the server (default 2). */
  maxConnections?: number;
  /** Connect, greeting and idle socket limits, so a stuck server fails the job instead of holding it (default 15 s). */
  timeoutMs?: number;
  logger?: Logger;
}

/** Sends through an SMTP server with a small pool of connections. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter<SMTPPool.SentMessageInfo>;
  private readonly logger: Logger;

  constructor(private readonly options: SmtpMailerOptions) {
    const timeoutMs = options.timeoutMs ?? 15_000;
    this.transport = nodemailer.createTransport({
      url: options.url,
      pool: true,
      maxConnections: options.maxConnections ?? 2,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    this.logger = options.logger ?? createLogger(undefined, 'mail');
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({ from: this.options.from, ...message });
    if (info.rejected.length > 0) throw new Error(`the SMTP server refused ${info.rejected.length} recipient(s)`);
    this.logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    return { messageId: info.messageId };
  }

  async ping(): Promise<void> {
    await this.transport.verify();
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
