import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../components/PlaceholderPage';

export function MagazinePage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      kicker={intl.formatMessage({ id: 'magazine.kicker' })}
      title={intl.formatMessage({ id: 'magazine.title' })}
      intro={intl.formatMessage({ id: 'magazine.intro' })}
    />
  );
}
