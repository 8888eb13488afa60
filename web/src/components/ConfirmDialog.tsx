import { useIntl } from 'react-intl';
import { Modal } from './Modal';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  /** The way out, when "Cancel" would be ambiguous ("Keep my plan" beside "Cancel my plan"). */
  cancelLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; Cancel has the focus, so Enter does no harm. */
export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, pending, onConfirm, onCancel }: Props) {
  const intl = useIntl();
  return (
    <Modal open onClose={onCancel} title={title} description={text}>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="button-secondary" onClick={onCancel} autoFocus>
          {cancelLabel ?? intl.formatMessage({ id: 'action.cancel' })}
        </button>
        <button type="button" className="button-primary" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
