import { useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router-dom';
import type { MessageId } from '../../i18n/messages';
import type { AdminSubTab } from './adminTabs';

interface Props {
  labelId: MessageId;
  introId: MessageId;
}

/** A tab whose tools arrive with their feature's issue: its title and what it will hold. */
export function AdminTabPage({ labelId, introId }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: labelId });
  return (
    <section aria-labelledby="admin-tab-title">
      <title>{`${title} · ${intl.formatMessage({ id: 'admin.title' })}`}</title>
      <h1 id="admin-tab-title" className="font-display text-3xl text-ink sm:text-4xl">
        {title}
      </h1>
      <p className="mt-3 max-w-2xl text-muted">{intl.formatMessage({ id: introId })}</p>
    </section>
  );
}

/** A tab with sub-tabs (categories: types, categories, events; users: users, brands). */
export function AdminSubTabsLayout({ labelId, subTabs }: { labelId: MessageId; subTabs: readonly AdminSubTab[] }) {
  const intl = useIntl();
  return (
    <div>
      <nav aria-label={intl.formatMessage({ id: labelId })} className="mb-8 flex gap-6 overflow-x-auto border-b border-line">
        {subTabs.map((tab) => (
          <NavLink key={tab.path} to={tab.path} className="subtab">
            {intl.formatMessage({ id: tab.labelId })}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
