import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface Props {
  /** The way out: closes the dialog (or, in a wizard, goes a step back). */
  onCancel: () => void;
  /** "Cancel" unless the way out says something else ("Back", "Log out", "Keep my plan"). */
  cancelLabel?: string;
  /** "Save" unless the dialog does something else ("Send", "Confirm"). */
  submitLabel?: string;
  /** Holds the primary button back: while the call is pending, or while there is nothing to send. */
  disabled?: boolean;
  /** Without a form around the row: the primary button is a plain button that calls this instead of submitting. */
  onConfirm?: () => void;
  /** Gives the way out the focus, so Enter does no harm (dialogs about something that cannot be undone). */
  cancelAutoFocus?: boolean;
  /** Anything else for the row, before the two buttons. */
  children?: ReactNode;
}

/** A dialog's closing row, at its end: the way out, then the primary action (submitting the form around it). */
export function DialogActions({ onCancel, cancelLabel, submitLabel, disabled, onConfirm, cancelAutoFocus, children }: Props) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {children}
      <button type="button" className="button-secondary" onClick={onCancel} autoFocus={cancelAutoFocus}>
        {cancelLabel ?? intl.formatMessage({ id: 'action.cancel' })}
      </button>
      <button type={onConfirm ? 'button' : 'submit'} className="button-primary" disabled={disabled} onClick={onConfirm}>
        {submitLabel ?? intl.formatMessage({ id: 'action.save' })}
      </button>
    </div>
  );
}
