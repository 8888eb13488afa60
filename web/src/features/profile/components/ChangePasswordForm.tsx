import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/FormAlert';
import { CurrentPasswordField, NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { useFormFields } from '../../../components/form/useFormFields';
import { useNotify } from '../../../components/notices/NoticeProvider';
import { NEW_PASSWORD_ERRORS, useErrorText } from '../../../lib/errorText';
import type { KnownErrors } from '../../../lib/errorText';
import { hasErrors, newPasswordErrors } from '../../../lib/validation';
import type { FieldErrors } from '../../../lib/validation';
import { useChangePassword } from '../api/changePassword';

type Field = 'current' | 'password' | 'confirmation';
export type PasswordValues = Record<Field, string>;

const PASSWORD_ERRORS: KnownErrors = { WRONG_PASSWORD: 'profile.password.error.wrong', ...NEW_PASSWORD_ERRORS };

/** The current password given, and a new one by the rules reset uses too (6 characters or more, the same twice). */
export function validatePasswordChange(values: PasswordValues): FieldErrors<Field> {
  return {
    current: values.current ? undefined : 'validation.currentPasswordRequired',
    ...newPasswordErrors(values),
  };
}

const EMPTY: PasswordValues = { current: '', password: '', confirmation: '' };

/** The current password and a new one twice; every other device signed in to the account is signed out. */
export function ChangePasswordForm() {
  const intl = useIntl();
  const notify = useNotify();
  const errorText = useErrorText();
  const change = useChangePassword();
  const { values, setValues, setErrors, field } = useFormFields(EMPTY);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const found = validatePasswordChange(values);
    setErrors(found);
    if (hasErrors(found)) return;
    change.mutate(
      { currentPassword: values.current, newPassword: values.password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          notify(intl.formatMessage({ id: 'profile.password.saved' }));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4" aria-labelledby="profile-password">
      <div>
        <h2 id="profile-password" className="font-display text-2xl text-ink">
          {intl.formatMessage({ id: 'profile.password.title' })}
        </h2>
        <p className="mt-1 text-sm text-muted">{intl.formatMessage({ id: 'profile.password.intro' })}</p>
      </div>
      {change.isError && <FormAlert>{errorText(change.error, PASSWORD_ERRORS, 'profile.password.error.failed')}</FormAlert>}
      <CurrentPasswordField {...field('current')} />
      <NewPasswordFields field={field} />
      <div className="flex justify-end">
        <button type="submit" className="button-primary" disabled={change.isPending}>
          {intl.formatMessage({ id: 'profile.password.submit' })}
        </button>
      </div>
    </form>
  );
}
