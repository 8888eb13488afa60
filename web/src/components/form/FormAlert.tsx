import { useId } from 'react';
import type { ReactNode } from 'react';

interface Props {
  /** A short heading the alert is named by ("Login error"). */
  title?: string;
  /** An error is announced at once; a success or a neutral word (info) politely. */
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** A form's outcome, announced at once: a failed call, or a confirmation that replaces the form. */
export function FormAlert({ title, tone = 'error', children }: Props) {
  const titleId = useId();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-labelledby={title ? titleId : undefined}
      className={`form-alert form-alert--${tone}`}
    >
      {title && (
        <p id={titleId} className="font-semibold">
          {title}
        </p>
      )}
      <p>{children}</p>
    </div>
  );
}
