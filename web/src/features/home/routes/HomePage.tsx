import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../components/PlaceholderPage';

export function HomePage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      kicker={intl.formatMessage({ id: 'home.kicker' })}
      title={intl.formatMessage({ id: 'home.title' })}
      intro={intl.formatMessage({ id: 'home.intro' })}
    />
  );
}
