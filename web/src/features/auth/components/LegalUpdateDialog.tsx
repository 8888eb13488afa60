import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../../components/Modal';
import { DialogActions } from '../../../components/form/DialogActions';
import { FormAlert } from '../../../components/form/FormAlert';
import { CheckboxField } from '../../../components/form/fields';
import { Loading } from '../../../components/Loading';
import { useLanguage } from '../../../i18n/I18nProvider';
import { api } from '../../../lib/api';
import { sessionKeys } from '../../../lib/session/sessionKeys';
import { useSession } from '../../../lib/session/session';
import { logout } from '../api/logout';
import { useLegalText, type LegalDocument } from '../api/getLegalTexts';
import { LegalText } from './LegalText';

function Document({ document, title }: { document: LegalDocument; title: string }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { text, isPending, isError } = useLegalText(document, language);
  return (
    <section aria-label={title} tabIndex={0} className="max-h-[30vh] overflow-y-auto border border-line bg-paper-deep p-4 text-sm leading-relaxed text-muted">
      <h2 className="mb-2 font-display text-lg text-ink">{title}</h2>
      {isPending && <Loading />}
      {isError && <p className="text-accent">{intl.formatMessage({ id: 'register.texts.failed' })}</p>}
      {text && <LegalText text={text} />}
    </section>
  );
}

/**
 * New versions of the terms or the privacy policy, for a signed-in person who accepted older ones: both texts to
 * read, a box to accept them, or the way out (logging out). It stays until one or the other; the acceptance is
 * recorded with the versions (POST /profile/legal).
 */
export function LegalUpdateDialog() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [accepted, setAccepted] = useState(false);
  const [missing, setMissing] = useState(false);
  const accept = useMutation({
    mutationFn: () => api.post('profile/legal', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me() }),
  });

  async function leave() {
    await logout().catch(() => undefined);
    signOut();
    await navigate('/home');
  }

  return (
    <Modal
      open
      onClose={() => undefined}
      widthClass="max-w-2xl"
      title={intl.formatMessage({ id: 'legal.update.title' })}
      description={intl.formatMessage({ id: 'legal.update.text' })}
    >
      <div className="space-y-4">
        <Document document="tos" title={intl.formatMessage({ id: 'register.step.terms' })} />
        <Document document="privacy" title={intl.formatMessage({ id: 'register.step.privacy' })} />
        {accept.isError && <FormAlert>{intl.formatMessage({ id: 'legal.update.failed' })}</FormAlert>}
        <CheckboxField
          label={intl.formatMessage({ id: 'legal.update.accept' })}
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            setMissing(false);
          }}
          error={missing ? intl.formatMessage({ id: 'legal.update.required' }) : undefined}
          aria-required
        />
        <DialogActions
          onCancel={() => void leave()}
          cancelLabel={intl.formatMessage({ id: 'header.logout' })}
          submitLabel={intl.formatMessage({ id: 'legal.update.continue' })}
          disabled={accept.isPending}
          onConfirm={() => (accepted ? accept.mutate() : setMissing(true))}
        />
      </div>
    </Modal>
  );
}
