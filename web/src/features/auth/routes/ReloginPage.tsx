import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Shown when a session has ended under the user; it sends them to log in again and come back. */
export function ReloginPage() {
  const intl = useIntl();
  const location = useLocation();
  const next = new URLSearchParams(location.search).get('next') ?? '/home';
  return (
    <PlaceholderPage title={intl.formatMessage({ id: 'relogin.title' })} intro={intl.formatMessage({ id: 'relogin.intro' })}>
      <Link to={`/login?${new URLSearchParams({ next }).toString()}`} className="button-primary">
        {intl.formatMessage({ id: 'relogin.action' })}
      </Link>
    </PlaceholderPage>
  );
}
