import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import type { JobQueue } from '@vitrina/infra/jobs/port';
import type { Reactor } from '../reactor';
import type { EmailKind } from './messages';

export const EMAIL_QUEUE = 'email';

/** What an email job carries: whom to write, which email, and the nonce its link is derived from. */
export interface EmailJob {
  kind: EmailKind;
  userId: string;
  nonce?: string;
  /** loginFailures: how many failures the throttle had seen. */
  failures?: number;
}

const KIND_BY_EVENT: Record<string, EmailKind> = {
  EmailVerificationRequested: 'verifyEmail',
  PasswordResetRequested: 'passwordReset',
  PasswordReset: 'passwordChanged',
  PasswordChanged: 'passwordChanged',
  EmailVerified: 'welcome',
  LoginFailuresNoticed: 'loginFailures',
};

/** Queues the account emails: one job per event, its id the event's, so a re-read never doubles an email. */
export function accountEmailsReactor(jobs: JobQueue): Reactor {
  return {
    name: 'accountEmails',
    eventTypes: Object.keys(KIND_BY_EVENT),
    async react(event: RecordedEvent) {
      const kind = KIND_BY_EVENT[event.type];
      if (!kind) return;
      const data = event.data as { userId: string; nonce?: string; failures?: number };
      const job: EmailJob = { kind, userId: data.userId, ...(data.nonce ? { nonce: data.nonce } : {}), ...(data.failures ? { failures: data.failures } : {}) };
      await jobs.add(EMAIL_QUEUE, kind, job, { jobId: `${event.id}:email`, attempts: 8, backoffMs: 5_000 });
    },
  };
}
