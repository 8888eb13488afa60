import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
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
    <ConfirmDialog
      title={intl.formatMessage({ id: active ? 'users.reactivate.title' : 'users.deactivate.title' }, values)}
      text={intl.formatMessage({ id: active ? 'users.reactivate.text' : 'users.deactivate.text' }, values)}
      confirmLabel={intl.formatMessage({ id: active ? 'users.reactivate' : 'users.deactivate' })}
      pending={pending}
      onConfirm={() => onConfirm(change)}
      onCancel={onCancel}
    />
  );
}
