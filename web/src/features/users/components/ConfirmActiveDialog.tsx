import { useIntl } from 'react-intl';
import { Modal } from '../../../components/Modal';
import type { ActiveChange } from '../api/setUserActive';

interface Props {
  change: ActiveChange | null;
  pending: boolean;
  onConfirm: (change: ActiveChange) => void;
  onCancel: () => void;
}

/** Deactivating signs the person out everywhere, so it is confirmed first; so is giving the account back. */
export function ConfirmActiveDialog({ change, pending, onConfirm, onCancel }: Props) {
  const intl = useIntl();
  if (!change) return null;
  const { user, active } = change;
  const values = { username: user.username };
  return (
    <Modal
      open
      onClose={onCancel}
      title={intl.formatMessage({ id: active ? 'users.reactivate.title' : 'users.deactivate.title' }, values)}
      description={intl.formatMessage({ id: active ? 'users.reactivate.text' : 'users.deactivate.text' }, values)}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="button-secondary" onClick={onCancel} autoFocus>
          {intl.formatMessage({ id: 'action.cancel' })}
        </button>
        <button type="button" className="button-primary" disabled={pending} onClick={() => onConfirm(change)}>
          {intl.formatMessage({ id: active ? 'users.reactivate' : 'users.deactivate' })}
        </button>
      </div>
    </Modal>
  );
}
