import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isBrand } from '@vitrina/domain/accounts/roles';
import { logout } from '../../features/auth/api/logout';
import { useSession } from '../../lib/session/session';
import { loginPathFor } from '../guards';

// The popover brings Headless UI's positioning code; guests fetch it after the first paint, members never.
const LoginPopover = lazy(async () => ({
  default: (await import('../../features/auth/components/login/LoginPopover')).LoginPopover,
}));
const FavouritesPopover = lazy(async () => ({
  default: (await import('../../features/favourites/components/FavouritesPopover')).FavouritesPopover,
}));

/** The header's right side: a way in for guests; profile, favourites, admin and logout for members. */
export function AccountNav() {
  const intl = useIntl();
  const { session, status, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);

  if (status === 'unknown') return <div className="h-9 w-24" aria-hidden />;

  if (!session) {
    return (
      <nav aria-label={intl.formatMessage({ id: 'header.account' })} className="flex items-center">
        {/* The login page is the form itself; a second one in the header would only compete with it. */}
        {location.pathname !== '/login' && (
          <Suspense
            fallback={
              <Link to={loginPathFor(location)} className="header-link">
                {intl.formatMessage({ id: 'header.login' })}
              </Link>
            }
          >
            <LoginPopover />
          </Suspense>
        )}
      </nav>
    );
  }

  async function leave() {
    setLeaving(true);
    try {
      await logout();
    } catch {
      // The local session ends regardless; a stale server session expires on its own.
    }
    setLeaving(false);
    signOut();
    await navigate('/home');
  }

  return (
    <nav aria-label={intl.formatMessage({ id: 'header.account' })} className="flex flex-wrap items-center justify-end sm:gap-x-3">
      <Link
        to="/profile"
        className="header-link max-w-[10rem] truncate"
        aria-label={intl.formatMessage({ id: 'header.profile' }, { username: session.user })}
      >
        {session.user}
      </Link>
      <Suspense fallback={<span className="header-link inline-block h-9 w-9" aria-hidden />}>
        <FavouritesPopover />
      </Suspense>
      {isBrand(session.type) && (
        <Link to="/admin" className="header-link">
          {intl.formatMessage({ id: 'header.admin' })}
        </Link>
      )}
      <button type="button" onClick={() => void leave()} disabled={leaving} className="header-link">
        {intl.formatMessage({ id: 'header.logout' })}
      </button>
    </nav>
  );
}
