import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../../components/form/FormAlert';
import { TextField } from '../../../../components/form/fields';
import { useErrorText } from '../../../../lib/errorText';
import { useLogin } from '../../api/login';
import { LOGIN_ERRORS, LOGIN_FALLBACK } from '../../errors';
import { useSession } from '../../session';
import type { SessionUser } from '../../sessionUser';
import { emailError, hasErrors } from '../../validation';
import type { FieldErrors } from '../../validation';

type Field = 'email' | 'password';

export function validateLogin(values: Record<Field, string>): FieldErrors<Field> {
  return {
    email: emailError(values.email),
    password: values.password ? undefined : 'validation.passwordRequired',
  };
}

interface Props {
  /** After the session is signed in: the popover closes, the page lets its guard follow `next`. */
  onSignedIn?: (session: SessionUser) => void;
  autoFocus?: boolean;
}

/** Email and password, on the login page and in the header's popover alike. */
export function LoginForm({ onSignedIn, autoFocus = false }: Props) {
  const intl = useIntl();
  const { signIn } = useSession();
  const login = useLogin();
  const errorText = useErrorText();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const message = (field: Field) => (errors[field] ? intl.formatMessage({ id: errors[field] }) : undefined);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found) || login.isPending) return;
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (session) => {
          signIn(session);
          onSignedIn?.(session);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'login.title' })} className="space-y-4">
      {login.isError && (
        <FormAlert title={intl.formatMessage({ id: 'login.error.title' })}>
          {errorText(login.error, LOGIN_ERRORS, LOGIN_FALLBACK)}
        </FormAlert>
      )}
      <TextField
        label={intl.formatMessage({ id: 'field.email' })}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        autoFocus={autoFocus}
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={message('email')}
        aria-required
      />
      <TextField
        label={intl.formatMessage({ id: 'field.password' })}
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        error={message('password')}
        aria-required
      />
      <button type="submit" className="button-primary w-full" disabled={login.isPending}>
        {intl.formatMessage({ id: login.isPending ? 'login.submitting' : 'login.submit' })}
      </button>
    </form>
  );
}
