import { useIntl } from 'react-intl';
import { ClothGrid } from '../../../components/ClothGrid';
import { FormAlert } from '../../../components/form/FormAlert';
import { cardOfView } from '../../../lib/clothSummary';
import { useHistory } from '../api/getHistory';

/** The clothes this person opened lately, newest first, each leading back to its page. */
export function HistorySection() {
  const intl = useIntl();
  const history = useHistory();
  const title = intl.formatMessage({ id: 'profile.history.title' });
  return (
    <section aria-labelledby="profile-history" aria-busy={history.isPending} className="space-y-4">
      <h2 id="profile-history" className="font-display text-2xl text-ink">
        {title}
      </h2>
      {history.isPending ? (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'app.loading' })}</p>
      ) : history.isError ? (
        <FormAlert>{intl.formatMessage({ id: 'profile.history.error' })}</FormAlert>
      ) : history.data.length === 0 ? (
        <p className="text-muted">{intl.formatMessage({ id: 'profile.history.empty' })}</p>
      ) : (
        <ClothGrid label={title} clothes={history.data.map(cardOfView)} columns={6} />
      )}
    </section>
  );
}
