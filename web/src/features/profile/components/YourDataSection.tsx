import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../../components/Modal';
import { DialogActions } from '../../../components/form/DialogActions';
import { FormAlert } from '../../../components/form/FormAlert';
import { CurrentPasswordField } from '../../../components/form/NewPasswordFields';
import { useNotify } from '../../../components/notices/NoticeProvider';
import { useErrorText } from '../../../lib/errorText';
import { useSession } from '../../../lib/session/session';
import { useDownloadMyData, useEraseAccount } from '../api/yourData';

/**
 * /profile → your data: download everything Vitrina holds about you (the right of access), or delete the account
 * for good (the right to be forgotten) after typing the password again and confirming.
 */
export function YourDataSection({ username }: { username: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const notify = useNotify();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const download = useDownloadMyData();
  const erase = useEraseAccount();
  const [erasing, setErasing] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  function close() {
    setErasing(false);
    setPassword('');
    setMissing(false);
    erase.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (erase.isPending) return;
    if (!password) return setMissing(true);
    erase.mutate(password, {
      onSuccess: () => {
        signOut();
        notify(intl.formatMessage({ id: 'profile.erase.done' }));
        void navigate('/home');
      },
    });
  }

  return (
    <section aria-labelledby="profile-data" className="max-w-3xl space-y-4">
      <div>
        <h2 id="profile-data" className="font-display text-2xl text-ink">
          {intl.formatMessage({ id: 'profile.data.title' })}
        </h2>
        <p className="mt-1 text-sm text-muted">{intl.formatMessage({ id: 'profile.data.intro' })}</p>
      </div>
      {download.isError && <FormAlert>{intl.formatMessage({ id: 'profile.data.exportFailed' })}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="button-secondary" disabled={download.isPending} onClick={() => download.mutate(username)}>
          {intl.formatMessage({ id: download.isPending ? 'profile.data.exporting' : 'profile.data.export' })}
        </button>
        <button type="button" className="button-secondary text-accent" onClick={() => setErasing(true)}>
          {intl.formatMessage({ id: 'profile.erase.open' })}
        </button>
      </div>
      <Modal
        open={erasing}
        onClose={close}
        title={intl.formatMessage({ id: 'profile.erase.title' })}
        description={intl.formatMessage({ id: 'profile.erase.text' })}
      >
        <form noValidate onSubmit={submit} className="space-y-4" aria-label={intl.formatMessage({ id: 'profile.erase.title' })}>
          {erase.isError && <FormAlert>{errorText(erase.error, { WRONG_PASSWORD: 'profile.password.error.wrong' }, 'profile.erase.failed')}</FormAlert>}
          <CurrentPasswordField
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing(false);
            }}
            error={missing ? intl.formatMessage({ id: 'validation.currentPasswordRequired' }) : undefined}
          />
          <DialogActions onCancel={close} cancelAutoFocus submitLabel={intl.formatMessage({ id: 'profile.erase.confirm' })} disabled={erase.isPending} />
        </form>
      </Modal>
    </section>
  );
}
