import { useIntl } from 'react-intl';
import { ClothCard } from '../../../components/ClothCard';
import { FormAlert } from '../../../components/form/FormAlert';
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
        <ul aria-label={title} className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
          {history.data.map((cloth) => (
            <li key={cloth.id}>
              <ClothCard
                href={`/cloth/${encodeURIComponent(cloth.id)}`}
                cloth={{
                  id: cloth.id,
                  name: cloth.name,
                  brandName: cloth.brandName,
                  price: cloth.price,
                  currency: cloth.currency,
                  discountedPrice: cloth.discountEnabled ? cloth.discountedPrice : null,
                  imageUrl: cloth.images[0]?.url ?? null,
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
