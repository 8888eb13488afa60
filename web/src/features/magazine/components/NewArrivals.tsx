import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ClothCard } from '../../../components/ClothCard';
import { cardOfSummary } from '../../../lib/clothSummary';
import { NEW_ARRIVALS_TYPE, useNewArrivals } from '../../../lib/newArrivals';

const SHOWN = 8;

/**
 * The newest clothes above the stories: a row of eight that scrolls sideways inside its frame on a phone, and a
 * grid of the first four on a wider screen. Nothing shows while it loads or if it fails: the stories are the page.
 */
export function NewArrivals() {
  const intl = useIntl();
  const arrivals = useNewArrivals(SHOWN);
  if (!arrivals.data || arrivals.data.length === 0) return null;
  const heading = intl.formatMessage({ id: 'magazine.newArrivals' });
  return (
    <section aria-label={heading} className="mb-10">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 className="font-display text-2xl text-ink">{heading}</h2>
        <Link to={`/search?${new URLSearchParams({ type: NEW_ARRIVALS_TYPE }).toString()}`} className="link-underline inline-flex min-h-11 items-center text-sm font-medium text-ink">
          {intl.formatMessage({ id: 'magazine.newArrivals.all' })}
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-4 sm:overflow-visible sm:px-0">
        {arrivals.data.map((cloth, index) => (
          // Eight in the phone's row, the first four in the wide screen's grid.
          <li key={cloth.id} className={`w-48 shrink-0 snap-start sm:w-auto ${index >= 4 ? 'sm:hidden' : ''}`}>
            <ClothCard href={`/cloth/${encodeURIComponent(cloth.id)}`} cloth={cardOfSummary(cloth)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
