import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { useResendVerification } from '../lib/session/resendVerification';

interface Props {
  /** "Confirm your email to …": what the person tried, or what confirming allows. */
  text: MessageId;
  /** Values the text names ({email}). */
  values?: Record<string, string>;
  /** Where the link goes: the signed-in account's email. */
  email: string;
  className?: string;
}

/**
 * What a signed-in person whose email is not confirmed is told where confirming matters (the shell's notice, a
 * heart, the review form), with "Send the link again". The api answers the same whether or not it sent one, and
 * limits how many it sends (three an hour), so asking again is harmless.
 */
export function ConfirmEmailPrompt({ text, values, email, className = '' }: Props) {
  const intl = useIntl();
  const resend = useResendVerification();
  return (
    <div className={className}>
      {/* A long address wraps wherever it must rather than widen a phone's page. */}
      <p className="min-w-0 max-w-full [overflow-wrap:anywhere]">{intl.formatMessage({ id: text }, values)}</p>
      {/* Never disabled nor removed: the focus stays on it (a popover around it closes when the focus leaves). */}
      <button
        type="button"
        className="min-h-11 font-semibold underline underline-offset-4 aria-disabled:cursor-progress aria-disabled:opacity-60"
        aria-disabled={resend.isPending}
        onClick={() => {
          if (!resend.isPending) resend.mutate(email);
        }}
      >
        {intl.formatMessage({ id: 'verify.banner.resend' })}
      </button>
      <p role="status" className="min-w-0 max-w-full [overflow-wrap:anywhere] empty:hidden">
        {resend.isSuccess && intl.formatMessage({ id: 'confirmEmail.sentTo' }, { email })}
        {resend.isError && intl.formatMessage({ id: 'verify.banner.failed' })}
      </p>
    </div>
  );
}
