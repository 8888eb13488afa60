import { Modal } from './Modal';
import { DialogActions } from './form/DialogActions';

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
  return (
    <Modal open onClose={onCancel} title={title} description={text}>
      <DialogActions onCancel={onCancel} cancelLabel={cancelLabel} cancelAutoFocus submitLabel={confirmLabel} disabled={pending} onConfirm={onConfirm} />
    </Modal>
  );
}
