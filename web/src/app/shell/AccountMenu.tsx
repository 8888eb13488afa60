import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

interface Props {
  username: string;
  profileLabel: string;
  admin: boolean;
  leaving: boolean;
  onLeave: () => void;
}

/** On a phone the header keeps one row: the profile, admin and logout wait behind one button. */
export function AccountMenu({ username, profileLabel, admin, leaving, onLeave }: Props) {
  const intl = useIntl();
  return (
    <Menu as="div" className="relative sm:hidden">
      <MenuButton className="header-link tap-target justify-center" aria-label={intl.formatMessage({ id: 'header.menu' })}>
        <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
      </MenuButton>
      <MenuItems className="popover-panel popover-sheet flex flex-col p-4 pt-6 normal-case tracking-normal focus:outline-none">
        <MenuItem>
          <Link to="/profile" className="menu-item" aria-label={profileLabel}>
            {username}
          </Link>
        </MenuItem>
        {admin && (
          <MenuItem>
            <Link to="/admin" className="menu-item">
              {intl.formatMessage({ id: 'header.admin' })}
            </Link>
          </MenuItem>
        )}
        <MenuItem>
          <button type="button" onClick={onLeave} disabled={leaving} className="menu-item">
            {intl.formatMessage({ id: 'header.logout' })}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
