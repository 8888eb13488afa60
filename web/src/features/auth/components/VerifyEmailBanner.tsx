import { useIntl } from 'react-intl';
import { ConfirmEmailPrompt } from '../../../components/ConfirmEmailPrompt';
import { useSession } from '../../../lib/session/session';

/** A slim notice under the header while the signed-in account's email is not confirmed. */
export function VerifyEmailBanner() {
  const intl = useIntl();
  const { session } = useSession();
  if (!session || session.emailVerified !== false || !session.email) return null;

  return (
    <section aria-label={intl.formatMessage({ id: 'verify.banner.label' })} className="verify-banner px-4 py-1 text-sm">
      <ConfirmEmailPrompt
        text="verify.banner.text"
        values={{ email: session.email }}
        email={session.email}
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 text-center"
      />
    </section>
  );
}
