import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../../components/form/FormAlert';
import { TextField } from '../../../../components/form/fields';
import { Modal } from '../../../../components/Modal';
import { DialogActions } from '../../../../components/form/DialogActions';
import { useForgotPassword } from '../../api/forgotPassword';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Asks for the email to send a reset link to; the answer never says whether an account exists. */
export function ForgotPasswordDialog({ open, onClose }: Props) {
  const intl = useIntl();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    setMissing(!value);
    if (!value || forgot.isPending) return;
    forgot.mutate(value);
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'forgot.title' })}
      description={forgot.isSuccess ? undefined : intl.formatMessage({ id: 'forgot.intro' })}
    >
      {forgot.isSuccess ? (
        <div className="space-y-6">
          <FormAlert tone="success">{intl.formatMessage({ id: 'forgot.sent' })}</FormAlert>
          <button type="button" className="button-primary" onClick={onClose}>
            {intl.formatMessage({ id: 'action.close' })}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          {forgot.isError && <FormAlert>{intl.formatMessage({ id: 'forgot.failed' })}</FormAlert>}
          <TextField
            label={intl.formatMessage({ id: 'field.email' })}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setMissing(false);
            }}
            error={missing ? intl.formatMessage({ id: 'validation.emailRequired' }) : undefined}
            aria-required
            autoFocus
          />
          <DialogActions onCancel={onClose} submitLabel={intl.formatMessage({ id: 'forgot.submit' })} disabled={forgot.isPending} />
        </form>
      )}
    </Modal>
  );
}
