import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../components/PlaceholderPage';

export function ProfilePage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      kicker={intl.formatMessage({ id: 'profile.kicker' })}
      title={intl.formatMessage({ id: 'profile.title' })}
      intro={intl.formatMessage({ id: 'profile.intro' })}
    />
  );
}
