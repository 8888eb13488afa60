import { Popover, PopoverBackdrop, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { LoginForm } from './LoginForm';

export type LoginDialog = 'register' | 'forgot';

/** The login page with one of its dialogs open, coming back to `next` (this page, unless already on /login). */
export function loginPageWith(dialog: LoginDialog, location: { pathname: string; search: string }): string {
  const params = location.pathname === '/login' ? new URLSearchParams(location.search) : new URLSearchParams();
  if (location.pathname !== '/login') params.set('next', `${location.pathname}${location.search}`);
  params.set('dialog', dialog);
  return `/login?${params.toString()}`;
}

/**
 * The header's way in for guests: the login form in a popover, with the ways to register or recover. `openAtOnce`:
 * the guest already clicked "Log in" while this was on its way (AccountNav loads it on demand).
 */
export function LoginPopover({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const intl = useIntl();
  const location = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Once, even where effects run twice (React's strict mode): a second click would close it again.
    if (!openAtOnce || opened.current) return;
    opened.current = true;
    button.current?.click();
  }, [openAtOnce]);
  return (
    <Popover className="relative">
      <PopoverButton ref={button} className="header-link">
        {intl.formatMessage({ id: 'header.login' })}
      </PopoverButton>
      {/* Below 640 px the panel is a sheet from the bottom of the screen, over a dimmed page. */}
      <PopoverBackdrop className="popover-backdrop" />
      <PopoverPanel focus className="popover-panel popover-sheet p-6 sm:w-[22rem]">
        {({ close }) => (
          <>
            <p className="mb-4 font-display text-2xl" aria-hidden>
              {intl.formatMessage({ id: 'login.title' })}
            </p>
            <LoginForm onSignedIn={() => close()} />
            <div className="mt-4 flex flex-col gap-2 text-sm">
              <Link to={loginPageWith('forgot', location)} onClick={() => close()} className="link-underline self-start">
                {intl.formatMessage({ id: 'login.forgot' })}
              </Link>
              <Link to={loginPageWith('register', location)} onClick={() => close()} className="link-underline self-start">
                {intl.formatMessage({ id: 'login.register' })}
              </Link>
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
