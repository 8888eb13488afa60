import type { Logger } from '@vitrina/infra/log/logger';
import type { Mailer } from '@vitrina/infra/mail/port';

export interface OpenMailerOptions {
  /** Set: send through this SMTP server. Unset: write .eml files to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  logger?: Logger;
}

/**
 * Opens the mailer the configuration asks for. SMTP is not checked here: a mail server that is down at start
 * must not stop the api; the worker's jobs retry, and readiness calls `ping`.
 */
export async function openMailer(options: OpenMailerOptions): Promise<Mailer> {
  if (options.smtpUrl) {
    const { SmtpMailer } = await import('@vitrina/infra/mail/smtp');
    return new SmtpMailer({ url: options.smtpUrl, from: options.from, logger: options.logger });
  }
  const { OutboxMailer } = await import('@vitrina/infra/mail/outbox');
  return new OutboxMailer({ dir: options.outboxDir, from: options.from, logger: options.logger });
}
