import type { UnsubscribeKind } from '@vitrina/domain/accounts/profile';
import type { Language } from '@vitrina/domain/core/languages';
import type { JobContext } from '@vitrina/infra/jobs/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { Mailer } from '@vitrina/infra/mail/port';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import type { RenderedEmail } from './render';
import { unsubscribeOf } from './unsubscribe';

/** What the senders of optional emails (price drops, back in stock, digests) read and write with. */
export interface OptionalEmailDeps {
  readModels: ReadStoreSession;
  mailer: Mailer;
  publicUrl: string;
  secret: Buffer;
  logger: Logger;
}

/**
 * Sends an email a person may turn off: rendered with its unsubscribe page's link, sent with the one-click headers
 * (RFC 8058), its Message-ID made from the job id so mail servers can drop the copy a retry after a crash would make.
 */
export async function sendOptionalEmail(
  deps: OptionalEmailDeps,
  context: Pick<JobContext, 'id'>,
  to: { userId: string; email: string; language: Language },
  kind: UnsubscribeKind,
  render: (unsubscribeLink: string) => RenderedEmail,
): Promise<void> {
  const unsubscribe = unsubscribeOf(deps, to.userId, kind, to.language);
  const rendered = render(unsubscribe.link);
  await deps.mailer.send({
    to: to.email,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers: unsubscribe.headers,
    messageId: `<${context.id.replace(/[^A-Za-z0-9.-]/g, '.')}@vitrina>`,
  });
}
