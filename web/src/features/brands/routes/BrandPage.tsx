import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../../../components/PlaceholderPage';

export function BrandPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      kicker={intl.formatMessage({ id: 'brand.kicker' })}
      title={intl.formatMessage({ id: 'brand.title' })}
      intro={intl.formatMessage({ id: 'brand.intro' })}
    />
  );
}
