import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage kicker="404" title={intl.formatMessage({ id: 'notFound.title' })} intro={intl.formatMessage({ id: 'notFound.intro' })}>
      <Link to="/home" className="button-primary">
        {intl.formatMessage({ id: 'notFound.back' })}
      </Link>
    </PlaceholderPage>
  );
}
