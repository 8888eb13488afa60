import { useIntl } from 'react-intl';
import { useResendVerification } from '../api/resendVerification';
import { useSession } from '../../../lib/session/session';

/** A slim reminder under the header while the signed-in account's email is not verified. */
export function VerifyEmailBanner() {
  const intl = useIntl();
  const { session } = useSession();
  const resend = useResendVerification();
  if (!session || session.emailVerified !== false) return null;
  const email = session.email;

  return (
    <section
      aria-label={intl.formatMessage({ id: 'verify.banner.label' })}
      className="verify-banner flex flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 text-sm"
    >
      <p>{intl.formatMessage({ id: 'verify.banner.text' })}</p>
      {email && !resend.isSuccess && (
        <button
          type="button"
          className="font-semibold underline underline-offset-4"
          disabled={resend.isPending}
          onClick={() => resend.mutate(email)}
        >
          {intl.formatMessage({ id: 'verify.banner.resend' })}
        </button>
      )}
      <p role="status" className="empty:hidden">
        {resend.isSuccess && intl.formatMessage({ id: 'verify.banner.sent' })}
        {resend.isError && intl.formatMessage({ id: 'verify.banner.failed' })}
      </p>
    </section>
  );
}
