import { userDecider, userStream, type UserState } from '@vitrina/domain/accounts/user';
import type { UserEvent } from '@vitrina/domain/accounts/events';
import { foldEvents } from '@vitrina/domain/core/decider';
import { linkToken, RESET_PASSWORD, VERIFY_EMAIL } from '@vitrina/infra/crypto/link-tokens';
import { hashToken } from '@vitrina/infra/crypto/tokens';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import type { JobHandler } from '@vitrina/infra/jobs/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { Mailer } from '@vitrina/infra/mail/port';
import type { EmailJob } from './dispatch';
import { renderEmail } from './render';

export interface EmailSenderDeps {
  eventStore: EventStore;
  mailer: Mailer;
  secret: Buffer;
  publicUrl: string;
  logger: Logger;
}

/**
 * Sends one account email. The recipient, name and language are read from the user's stream when the job runs,
 * and a link that a newer one has voided (or that was used) is not sent at all. The Message-ID derives from the
 * job id, so a retry after a crash writes the same outbox file and lets mail servers drop the duplicate.
 */
export function emailJobHandler(deps: EmailSenderDeps): JobHandler {
  return async (data, context) => {
    const job = data as EmailJob;
    const recorded = await deps.eventStore.readStream(userStream(job.userId));
    const state = foldEvents(
      userDecider,
      recorded.map((event) => ({ type: event.type, data: event.data }) as UserEvent),
    );
    if (state.status !== 'registered') {
      deps.logger.warn({ job: context.id }, 'email for an unknown user dropped');
      return;
    }
    const params = emailParams(job, state, deps);
    if (!params) {
      deps.logger.info({ job: context.id, kind: job.kind }, 'email skipped: its link was voided or used');
      return;
    }
    const rendered = renderEmail(job.kind, state.language, params as never);
    await deps.mailer.send({
      to: state.email,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      messageId: `<${context.id.replace(/[^A-Za-z0-9.-]/g, '.')}@vitrina>`,
    });
  };
}

function emailParams(job: EmailJob, state: Extract<UserState, { status: 'registered' }>, deps: EmailSenderDeps): object | null {
  const url = (path: string, query: Record<string, string>) => `${deps.publicUrl}${path}?${new URLSearchParams(query).toString()}`;
  switch (job.kind) {
    case 'verifyEmail': {
      if (!job.nonce) return null;
      const token = linkToken(deps.secret, VERIFY_EMAIL, job.nonce);
      if (state.pendingVerification?.tokenHash !== hashToken(token)) return null;
      return { username: state.username, link: url('/verify-email', { email: state.email, token }) };
    }
    case 'passwordReset': {
      if (!job.nonce) return null;
      const token = linkToken(deps.secret, RESET_PASSWORD, job.nonce);
      if (state.pendingReset?.tokenHash !== hashToken(token)) return null;
      return { username: state.username, link: url('/login', { reset_token: token, email: state.email }) };
    }
    case 'passwordChanged':
      return { username: state.username, resetLink: url('/login', { dialog: 'forgot' }) };
    case 'loginFailures':
      return { username: state.username, failures: job.failures ?? 0, link: url('/login', { dialog: 'forgot' }) };
    case 'welcome':
      return { username: state.username, siteUrl: deps.publicUrl };
    default:
      return null;
  }
}
