import { useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router-dom';
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
  return (
    <div className="flex min-h-dvh flex-col">
      <Header overBanner={false} />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-8 px-6 py-10 md:flex-row">
        <nav aria-label={intl.formatMessage({ id: 'admin.tabs' })} className="md:w-56 md:shrink-0">
          <p className="kicker mb-4">{intl.formatMessage({ id: 'admin.title' })}</p>
          <ul className="flex gap-2 overflow-x-auto md:flex-col md:gap-1">
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
