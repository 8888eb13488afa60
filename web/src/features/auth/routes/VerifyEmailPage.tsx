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
import { MessagePage } from '../../../components/MessagePage';

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
    <MessagePage title={title}>
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
    </MessagePage>
  );
}
