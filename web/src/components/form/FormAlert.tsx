import { useId } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface Props {
  /** A short heading the alert is named by ("Login error"). */
  title?: string;
  /** An error is announced at once; a success or a neutral word (info) politely. */
  tone?: 'error' | 'success' | 'info';
  /** Offers to close the alert once read (an outcome that would otherwise stay until the next action). */
  onDismiss?: () => void;
  children: ReactNode;
}

/** A form's outcome, announced at once: a failed call, or a confirmation that replaces the form. */
export function FormAlert({ title, tone = 'error', onDismiss, children }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const alert = (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-labelledby={title ? titleId : undefined}
      className={`form-alert form-alert--${tone}${onDismiss ? ' pr-12' : ''}`}
    >
      {title && (
        <p id={titleId} className="font-semibold">
          {title}
        </p>
      )}
      <p>{children}</p>
    </div>
  );
  if (!onDismiss) return alert;
  // The button sits outside the live region, so announcing the alert does not read "Dismiss" out too.
  return (
    <div className="relative">
      {alert}
      <button
        type="button"
        className="tap-target absolute right-0 top-0 justify-center text-lg text-muted hover:text-ink"
        aria-label={intl.formatMessage({ id: 'notice.dismiss' })}
        onClick={onDismiss}
      >
        <span aria-hidden>×</span>
      </button>
    </div>
  );
}
