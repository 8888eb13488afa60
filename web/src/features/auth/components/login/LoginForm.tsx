import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../../components/form/FormAlert';
import { TextField } from '../../../../components/form/fields';
import { useFormFields } from '../../../../components/form/useFormFields';
import { ApiError } from '../../../../lib/api';
import { useErrorText } from '../../../../lib/errorText';
import { emailError, hasErrors } from '../../../../lib/validation';
import type { FieldErrors } from '../../../../lib/validation';
import { useLogin } from '../../api/login';
import { LOGIN_ERRORS, LOGIN_FALLBACK } from '../../errors';
import { useSession } from '../../../../lib/session/session';
import type { SessionUser } from '../../../../lib/session/sessionUser';

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
  const [checking, setChecking] = useState(false);
  const login = useLogin({ onChallenge: () => setChecking(true) });
  const errorText = useErrorText();
  const { values, setErrors, field } = useFormFields<Field>({ email: '', password: '' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found) || login.isPending) return;
    setChecking(false);
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSettled: () => setChecking(false),
        onSuccess: (session) => {
          signIn(session);
          onSignedIn?.(session);
        },
      },
    );
  }

  // How long this address must wait before its next try on the account, as the server's Retry-After says.
  function waitText(error: unknown): string | null {
    if (!(error instanceof ApiError) || error.code !== 'TOO_MANY_ATTEMPTS' || !error.retryAfterSeconds) return null;
    const seconds = error.retryAfterSeconds;
    return seconds < 120
      ? intl.formatMessage({ id: 'login.error.wait' }, { seconds })
      : intl.formatMessage({ id: 'login.error.waitMinutes' }, { minutes: Math.ceil(seconds / 60) });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'login.title' })} className="space-y-4">
      {login.isError && (
        <FormAlert title={intl.formatMessage({ id: 'login.error.title' })}>
          {waitText(login.error) ?? errorText(login.error, LOGIN_ERRORS, LOGIN_FALLBACK)}
        </FormAlert>
      )}
      {checking && (
        <p role="status" className="text-sm text-muted">
          {intl.formatMessage({ id: 'login.captcha.checking' })}
        </p>
      )}
      <TextField
        label={intl.formatMessage({ id: 'field.email' })}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        autoFocus={autoFocus}
        aria-required
        {...field('email')}
      />
      <TextField
        label={intl.formatMessage({ id: 'field.password' })}
        type="password"
        name="password"
        autoComplete="current-password"
        aria-required
        {...field('password')}
      />
      <button type="submit" className="button-primary w-full" disabled={login.isPending}>
        {intl.formatMessage({ id: login.isPending ? 'login.submitting' : 'login.submit' })}
      </button>
    </form>
  );
}
