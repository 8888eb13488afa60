import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PlaceholderPage } from '../../../components/PlaceholderPage';
import { readSearchParams } from '../searchParams';

export function SearchPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { q } = readSearchParams(params);
  return (
    <PlaceholderPage
      kicker={intl.formatMessage({ id: 'search.kicker' })}
      title={q ? intl.formatMessage({ id: 'search.titleFor' }, { q }) : intl.formatMessage({ id: 'search.titleAll' })}
      intro={intl.formatMessage({ id: 'search.intro' })}
    />
  );
}
