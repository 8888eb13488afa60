import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { useResendVerification } from '../../../lib/session/resendVerification';
import { useSession } from '../../../lib/session/session';
import { PHONE_WIDTH, useMediaQuery } from '../../../lib/useMediaQuery';

/**
 * A slim notice under the header while the signed-in account's email is not confirmed, with a link-like "send it
 * again". On a phone it is one line of short words beside the short action, the outcome of a resend in the prompt's
 * place; from 640 px up it names the address, which wraps wherever it must. The page never grows wider for it.
 */
export function VerifyEmailBanner() {
  const intl = useIntl();
  const { session } = useSession();
  const resend = useResendVerification();
  const phone = useMediaQuery(PHONE_WIDTH);
  if (!session || session.emailVerified !== false || !session.email) return null;
  const email = session.email;
  const say = (short: MessageId, full: MessageId, values?: Record<string, string>) => intl.formatMessage({ id: phone ? short : full }, values);
  const outcome = resend.isSuccess
    ? say('verify.banner.sentShort', 'confirmEmail.sentTo', { email })
    : resend.isError
      ? say('verify.banner.failedShort', 'verify.banner.failed')
      : '';
  const wraps = 'min-w-0 max-w-full truncate sm:whitespace-normal sm:[overflow-wrap:anywhere]';

  return (
    <section aria-label={intl.formatMessage({ id: 'verify.banner.label' })} className="verify-banner px-4 py-1 text-sm">
      <div className="mx-auto flex max-w-7xl items-baseline justify-center gap-x-3 text-center sm:flex-wrap sm:gap-x-4">
        {!(phone && outcome) && <p className={wraps}>{say('verify.banner.short', 'verify.banner.text', { email })}</p>}
        <p role="status" className={`${wraps} empty:hidden`}>
          {outcome}
        </p>
        {/* Never disabled nor removed: the focus stays on it. */}
        <button
          type="button"
          className="shrink-0 whitespace-nowrap py-0.5 font-semibold underline underline-offset-4 aria-disabled:cursor-progress aria-disabled:opacity-60"
          aria-disabled={resend.isPending}
          onClick={() => {
            if (!resend.isPending) resend.mutate(email);
          }}
        >
          {say('verify.banner.resendShort', 'verify.banner.resend')}
        </button>
      </div>
    </section>
  );
}
