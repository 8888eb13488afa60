import { useId } from 'react';
import type { ReactNode } from 'react';

interface Props {
  /** A short heading the alert is named by ("Login error"). */
  title?: string;
  tone?: 'error' | 'success';
  children: ReactNode;
}

/** A form's outcome, announced at once: a failed call, or a confirmation that replaces the form. */
export function FormAlert({ title, tone = 'error', children }: Props) {
  const titleId = useId();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-labelledby={title ? titleId : undefined}
      className={tone === 'error' ? 'form-alert form-alert--error' : 'form-alert form-alert--success'}
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
