import { useIntl } from 'react-intl';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isAdmin } from '@vitrina/domain/accounts/roles';
import { useSession } from '../../lib/session/session';
import { ADMIN_TABS } from '../admin/adminTabs';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';

/** The admin area: the tabs a user's type opens, beside the current tab's tools. */
export function AdminLayout() {
  const intl = useIntl();
  const { session } = useSession();
  const tabs = ADMIN_TABS.filter((tab) => !tab.adminOnly || isAdmin(session?.type));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname === `/admin/${tab.path}` || pathname.startsWith(`/admin/${tab.path}/`));
  return (
    <div className="flex min-h-dvh flex-col">
      <Header overBanner={false} searchOnPhone={false} />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row md:gap-8 md:py-10">
        <nav aria-label={intl.formatMessage({ id: 'admin.tabs' })} className="md:w-56 md:shrink-0">
          <p className="kicker mb-4 hidden md:block">{intl.formatMessage({ id: 'admin.title' })}</p>
          {/* A phone has no room for eight tabs side by side: every one is in this list, one tap away. */}
          <label className="md:hidden">
            <span className="field-label">{intl.formatMessage({ id: 'admin.tabs.current' })}</span>
            <select className="field-input" value={current?.path ?? ''} onChange={(event) => void navigate(`/admin/${event.target.value}`)}>
              {!current && <option value="">{intl.formatMessage({ id: 'admin.title' })}</option>}
              {tabs.map((tab) => (
                <option key={tab.path} value={tab.path}>
                  {intl.formatMessage({ id: tab.labelId })}
                </option>
              ))}
            </select>
          </label>
          <ul className="hidden md:flex md:flex-col md:gap-1">
            {tabs.map((tab) => (
              <li key={tab.path}>
                <NavLink to={tab.path} className="admin-tab">
                  {intl.formatMessage({ id: tab.labelId })}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
      <Footer />
    </div>
  );
}
