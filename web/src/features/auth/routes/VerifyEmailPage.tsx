import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/errorText';
import { useVerifyEmail } from '../api/verifyEmail';
import { VERIFY_ERRORS, VERIFY_FALLBACK } from '../errors';
import { useSession } from '../../../lib/session/session';

/** /verify-email?email&token, the link of the verification email: confirms the address once, then says so. */
export function VerifyEmailPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');
  const { session } = useSession();
  const verify = useVerifyEmail();
  const errorText = useErrorText();
  const { mutate } = verify;

  // The token is single use: the call is made once per page, even when React runs effects twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !email || !token) return;
    sent.current = true;
    mutate({ email, token });
  }, [email, token, mutate]);

  const title = intl.formatMessage({ id: 'verify.title' });
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl px-6 py-16 sm:py-24">
      <title>{`${title} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      <h1 id="page-title" className="font-display text-4xl leading-tight text-ink sm:text-5xl">
        {title}
      </h1>
      <div className="mt-8 space-y-6">
        {!email || !token ? (
          <FormAlert>{intl.formatMessage({ id: 'error.invalidLink' })}</FormAlert>
        ) : verify.isSuccess ? (
          <>
            <FormAlert tone="success">{intl.formatMessage({ id: 'verify.success' })}</FormAlert>
            <Link to={session ? '/home' : '/login'} className="button-primary">
              {intl.formatMessage({ id: session ? 'notFound.back' : 'verify.login' })}
            </Link>
          </>
        ) : verify.isError ? (
          <>
            <FormAlert>{errorText(verify.error, VERIFY_ERRORS, VERIFY_FALLBACK)}</FormAlert>
            {verify.error instanceof ApiError && verify.error.code === 'ALREADY_VERIFIED' && !session && (
              <Link to="/login" className="button-primary">
                {intl.formatMessage({ id: 'verify.login' })}
              </Link>
            )}
          </>
        ) : (
          <Loading />
        )}
      </div>
    </section>
  );
}
