import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isBrand } from '@vitrina/domain/accounts/roles';
import { logout } from '../../features/auth/api/logout';
import { useSession } from '../../lib/session/session';

// Headless UI (with its positioning code, some 40 KB) is not part of the shell every page loads: a guest's login
// popover comes when they reach for it, a member's favourites and menu once they are signed in.
const loadLoginPopover = () => import('../../features/auth/components/login/LoginPopover');
const LoginPopover = lazy(async () => ({ default: (await loadLoginPopover()).LoginPopover }));
const FavouritesPopover = lazy(async () => ({
  default: (await import('../../features/favourites/components/FavouritesPopover')).FavouritesPopover,
}));
const NotificationBell = lazy(async () => ({
  default: (await import('../../features/feed/components/NotificationBell')).NotificationBell,
}));
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));

/** The header's right side: a way in for guests; profile, notifications, favourites, admin and logout for members. */
export function AccountNav() {
  const intl = useIntl();
  const { session, status, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  // The login popover's code is fetched when the pointer or focus comes to "Log in"; the click swaps this button
  // for the popover's own, opened, with the focus in its form (a swap before the click would drop the focus).
  const [wanted, setWanted] = useState(false);

  if (status === 'unknown') return <div className="h-9 w-24" aria-hidden />;

  if (!session) {
    const reach = () => void loadLoginPopover();
    const button = (
      <button type="button" className="header-link" onPointerEnter={reach} onFocus={reach} onTouchStart={reach} onClick={() => setWanted(true)}>
        {intl.formatMessage({ id: 'header.login' })}
      </button>
    );
    return (
      <nav aria-label={intl.formatMessage({ id: 'header.account' })} className="flex items-center">
        {/* The login page is the form itself; a second one in the header would only compete with it. */}
        {location.pathname !== '/login' &&
          (wanted ? (
            <Suspense fallback={button}>
              <LoginPopover openAtOnce />
            </Suspense>
          ) : (
            button
          ))}
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

  const profileLabel = intl.formatMessage({ id: 'header.profile' }, { username: session.user });
  return (
    <nav aria-label={intl.formatMessage({ id: 'header.account' })} className="flex items-center justify-end sm:gap-x-3">
      <Link to="/profile" className="header-link hidden max-w-[10rem] truncate sm:inline-block" aria-label={profileLabel}>
        {session.user}
      </Link>
      <Suspense fallback={<span className="header-link inline-block h-9 w-9" aria-hidden />}>
        <NotificationBell />
      </Suspense>
      <Suspense fallback={<span className="header-link inline-block h-9 w-9" aria-hidden />}>
        <FavouritesPopover />
      </Suspense>
      {isBrand(session.type) && (
        <Link to="/admin" className="header-link hidden sm:inline-block">
          {intl.formatMessage({ id: 'header.admin' })}
        </Link>
      )}
      <button type="button" onClick={() => void leave()} disabled={leaving} className="header-link hidden sm:inline-block">
        {intl.formatMessage({ id: 'header.logout' })}
      </button>
      <Suspense fallback={<span className="header-link inline-block h-9 w-9 sm:hidden" aria-hidden />}>
        <AccountMenu username={session.user} profileLabel={profileLabel} admin={isBrand(session.type)} leaving={leaving} onLeave={() => void leave()} />
      </Suspense>
    </nav>
  );
}
