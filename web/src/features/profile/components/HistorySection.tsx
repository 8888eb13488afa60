import { ClothGrid } from '../../../components/ClothGrid';
import { cardOfView } from '../../../lib/clothSummary';
import { useHistory } from '../api/getHistory';
import { ListSection } from '../../../components/ListSection';

/** The clothes this person opened lately, newest first, each leading back to its page. */
export function HistorySection() {
  const history = useHistory();
  return (
    <ListSection name="history" query={history} empty={history.data?.length === 0}>
      {(title) => <ClothGrid label={title} clothes={(history.data ?? []).map(cardOfView)} columns={6} />}
    </ListSection>
  );
}
