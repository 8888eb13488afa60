import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
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

  const profileLabel = intl.formatMessage({ id: 'header.profile' }, { username: session.user });
  return (
    <nav aria-label={intl.formatMessage({ id: 'header.account' })} className="flex items-center justify-end sm:gap-x-3">
      <Link to="/profile" className="header-link hidden max-w-[10rem] truncate sm:inline-block" aria-label={profileLabel}>
        {session.user}
      </Link>
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
      {/* A phone keeps the header on one row: the profile, admin and logout wait behind one button. */}
      <Menu as="div" className="relative sm:hidden">
        <MenuButton className="header-link tap-target justify-center" aria-label={intl.formatMessage({ id: 'header.menu' })}>
          <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          </svg>
        </MenuButton>
        <MenuItems className="popover-panel popover-sheet flex flex-col p-4 pt-6 normal-case tracking-normal focus:outline-none">
          <MenuItem>
            <Link to="/profile" className="menu-item" aria-label={profileLabel}>
              {session.user}
            </Link>
          </MenuItem>
          {isBrand(session.type) && (
            <MenuItem>
              <Link to="/admin" className="menu-item">
                {intl.formatMessage({ id: 'header.admin' })}
              </Link>
            </MenuItem>
          )}
          <MenuItem>
            <button type="button" onClick={() => void leave()} disabled={leaving} className="menu-item">
              {intl.formatMessage({ id: 'header.logout' })}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
    </nav>
  );
}
