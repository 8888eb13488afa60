import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PlaceholderPage } from '../../../components/PlaceholderPage';

export const SEARCH_LIMIT_NOTICE_MS = 5000;

/** Read by the login and reset forms of the next issue; the page already honours every parameter. */
export function useLoginParams() {
  const [params] = useSearchParams();
  const resetToken = params.get('reset_token');
  const email = params.get('email');
  return {
    next: params.get('next'),
    reason: params.get('reason'),
    reset: resetToken && email ? { token: resetToken, email } : null,
  };
}

export function LoginPage() {
  const intl = useIntl();
  const { reason, reset } = useLoginParams();

  if (reset) {
    return (
      <PlaceholderPage
        title={intl.formatMessage({ id: 'login.reset.title' })}
        intro={<FormattedMessage id="login.reset.intro" values={{ email: reset.email }} />}
      />
    );
  }

  return (
    <>
      {reason === 'search_limit' && <SearchLimitNotice />}
      <PlaceholderPage
        title={intl.formatMessage({ id: 'login.title' })}
        intro={intl.formatMessage({ id: 'login.intro' })}
      />
    </>
  );
}

function SearchLimitNotice() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), SEARCH_LIMIT_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div role="alert" className="mx-auto mt-8 max-w-xl border-l-2 border-accent bg-accent-soft px-5 py-4 text-ink">
      <FormattedMessage id="login.searchLimit" />
    </div>
  );
}
