import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { useNotify } from '../../../components/notices/NoticeProvider';
import { useSession } from '../../../lib/session/session';
import { sameOriginPath } from '../../../lib/urls';
import { LoginForm } from '../components/login/LoginForm';
import type { LoginDialog } from '../components/login/LoginPopover';
import { ForgotPasswordDialog } from '../components/password/ForgotPasswordDialog';
import { ResetPasswordDialog } from '../components/password/ResetPasswordDialog';
import type { StartCheckout } from '../components/register/payAfterRegistering';

// The wizard is the heaviest part of the page and most visitors only log in.
const RegisterWizard = lazy(async () => ({
  default: (await import('../components/register/RegisterWizard')).RegisterWizard,
}));

export const SEARCH_LIMIT_NOTICE_MS = 5000;

/** The page's parameters: `next`, `reason`, reset mode (`reset_token` + `email`) and an open `dialog`. */
export function useLoginParams() {
  const [params, setParams] = useSearchParams();
  const resetToken = params.get('reset_token');
  const email = params.get('email');
  const dialog = params.get('dialog');
  const openDialog = (next: LoginDialog | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('dialog', next);
        else updated.delete('dialog');
        return updated;
      },
      { replace: true },
    );
  return {
    next: params.get('next'),
    reason: params.get('reason'),
    reset: resetToken && email ? { token: resetToken, email } : null,
    dialog: dialog === 'register' || dialog === 'forgot' ? dialog : null,
    openDialog,
    leaveResetMode: () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('reset_token');
          updated.delete('email');
          return updated;
        },
        { replace: true },
      ),
  };
}

interface Props {
  startCheckout?: StartCheckout;
  /** Whether a heart tapped as a guest waits for the new account's confirmed email (the favourites', composed by the app). */
  heartWaiting?: () => boolean;
}

/**
 * /login: the form (its guard follows `next` once signed in), the ways to recover a password or register, the
 * search-limit warning, and reset mode from the emailed link.
 */
export function LoginPage({ startCheckout, heartWaiting = () => false }: Props) {
  const intl = useIntl();
  const { signIn } = useSession();
  const notify = useNotify();
  const { reason, reset, dialog, openDialog, leaveResetMode } = useLoginParams();
  const [registered, setRegistered] = useState<{ email: string; payLater: boolean } | null>(null);
  const title = intl.formatMessage({ id: reset ? 'reset.title' : 'login.title' });

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-md px-6 py-16 sm:py-24">
      <title>{`${title} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      {reason === 'search_limit' && <SearchLimitNotice />}
      <h1 id="page-title" className="font-display text-4xl leading-tight text-ink sm:text-5xl">
        {title}
      </h1>
      <p className="mt-4 leading-relaxed text-muted">{intl.formatMessage({ id: 'login.intro' })}</p>

      {registered && (
        <div className="mt-8">
          <FormAlert tone="success" title={intl.formatMessage({ id: 'register.done.title' })}>
            <FormattedMessage id="register.done.text" values={{ email: registered.email }} />
            {registered.payLater && (
              <>
                {' '}
                <FormattedMessage id="register.done.payLater" />
              </>
            )}
          </FormAlert>
        </div>
      )}

      <div className="mt-8">
        <LoginForm autoFocus={!reset && !dialog} />
      </div>
      <div className="mt-6 flex flex-col gap-3 text-sm">
        <button type="button" className="link-underline self-start" onClick={() => openDialog('forgot')}>
          {intl.formatMessage({ id: 'login.forgot' })}
        </button>
        <p className="text-muted">
          {intl.formatMessage({ id: 'login.noAccount' })}{' '}
          <button type="button" className="link-underline font-semibold text-ink" onClick={() => openDialog('register')}>
            {intl.formatMessage({ id: 'login.register' })}
          </button>
        </p>
      </div>

      <ForgotPasswordDialog open={dialog === 'forgot'} onClose={() => openDialog(null)} />
      {dialog === 'register' && (
        <Suspense fallback={<Loading />}>
          <RegisterWizard
            onClose={() => openDialog(null)}
            onRegistered={({ email, session, payLater }) => {
              if (!session) {
                setRegistered({ email, payLater });
                openDialog(null);
                return;
              }
              // Signed in by the registration: this page's guard takes the new account on, as after a login.
              notify(intl.formatMessage({ id: heartWaiting() ? 'register.signedIn.pending' : 'register.signedIn' }, { email }));
              signIn(session);
            }}
            startCheckout={startCheckout}
            onCheckout={({ url, session }) => {
              const path = sameOriginPath(url);
              // Our own checkout page: signed in, this page's guard takes the brand there, as after any login.
              if (path) signIn(session, path);
              else window.location.assign(url);
            }}
          />
        </Suspense>
      )}
      {reset && <ResetPasswordDialog email={reset.email} token={reset.token} onClose={leaveResetMode} />}
    </section>
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
    <div role="alert" className="mb-8 border-l-2 border-accent bg-accent-soft px-5 py-4 text-ink">
      <FormattedMessage id="login.searchLimit" />
    </div>
  );
}
