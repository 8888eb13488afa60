import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../../../components/form/fields';
import { NewPasswordFields } from '../../../../components/form/NewPasswordFields';
import { useFormFields } from '../../../../components/form/useFormFields';
import { FormDialog } from '../../../../components/FormDialog';
import { DialogActions } from '../../../../components/form/DialogActions';
import { useNotify } from '../../../../components/notices/NoticeProvider';
import { useErrorText } from '../../../../lib/errorText';
import { emailError, hasErrors, newPasswordErrors } from '../../../../lib/validation';
import type { FieldErrors } from '../../../../lib/validation';
import { useResetPassword } from '../../api/resetPassword';
import { RESET_ERRORS, RESET_FALLBACK } from '../../errors';

type Field = 'email' | 'password' | 'confirmation';
export type ResetValues = Record<Field, string>;

/** The spec's rules: nothing happens while a field is empty; then a valid email, 6+ characters, equal twice. */
export function validateReset(values: ResetValues): FieldErrors<Field> | null {
  if (!values.email.trim() || !values.password || !values.confirmation) return null;
  return {
    email: emailError(values.email),
    ...newPasswordErrors(values),
  };
}

interface Props {
  email: string;
  token: string;
  onClose: () => void;
}

/** Reset mode of the login page, opened from the emailed link: a new password, then the home page. */
export function ResetPasswordDialog({ email, token, onClose }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const reset = useResetPassword();
  const errorText = useErrorText();
  const { values, setErrors, field } = useFormFields<Field>({ email, password: '', confirmation: '' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateReset(values);
    if (!found || reset.isPending) return;
    setErrors(found);
    if (hasErrors(found)) return;
    reset.mutate(
      { email: values.email.trim(), token, newPassword: values.password },
      {
        onSuccess: () => {
          notify(intl.formatMessage({ id: 'reset.success' }));
          void navigate('/home', { replace: true });
        },
      },
    );
  }

  return (
    <FormDialog
      onClose={onClose}
      title={intl.formatMessage({ id: 'reset.title' })}
      description={intl.formatMessage({ id: 'reset.intro' })}
      onSubmit={submit}
      alert={reset.isError && errorText(reset.error, RESET_ERRORS, RESET_FALLBACK)}
    >
      <TextField label={intl.formatMessage({ id: 'field.email' })} type="email" autoComplete="username" aria-required {...field('email')} />
      <NewPasswordFields field={field} autoFocus />
      <DialogActions onCancel={onClose} submitLabel={intl.formatMessage({ id: 'reset.submit' })} disabled={reset.isPending} />
    </FormDialog>
  );
}
