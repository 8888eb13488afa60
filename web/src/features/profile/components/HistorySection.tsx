import { useIntl } from 'react-intl';
import { ClothGrid } from '../../../components/ClothGrid';
import { cardOfView } from '../../../lib/clothSummary';
import { useHistory } from '../api/getHistory';
import { ListSection } from '../../../components/ListSection';

/** The clothes this person opened lately, newest first, each leading back to its page. */
export function HistorySection() {
  const intl = useIntl();
  const history = useHistory();
  const title = intl.formatMessage({ id: 'profile.history.title' });
  return (
    <ListSection
      id="profile-history"
      title={title}
      pending={history.isPending}
      failed={history.isError}
      empty={history.data?.length === 0}
      errorText={intl.formatMessage({ id: 'profile.history.error' })}
      emptyText={intl.formatMessage({ id: 'profile.history.empty' })}
    >
      {() => <ClothGrid label={title} clothes={(history.data ?? []).map(cardOfView)} columns={6} />}
    </ListSection>
  );
}
