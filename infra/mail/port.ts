/**
 * The mail port: the worker sends account emails (verification, password reset, password changed). Two
 * adapters: an outbox folder of .eml files (embedded default: an operator reads them, e2e tests open their
 * links) and SMTP via nodemailer (scaled). Bodies carry single-use links, so neither adapter logs them.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** Set it from the triggering event (`<eventId.purpose@host>`) so a retried job sends the same message. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Checks the mail system can be reached (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
