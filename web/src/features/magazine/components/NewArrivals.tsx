import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ClothCard } from '../../../components/ClothCard';
import { cardOfSummary } from '../../../lib/clothSummary';
import { NEW_ARRIVALS_TYPE, useNewArrivals } from '../../../lib/newArrivals';

const SHOWN = 6;

/**
 * The newest clothes above the stories: a row that scrolls sideways inside its frame on a phone and a grid of six
 * on a wide screen. Nothing shows while it loads or if it fails: the stories are the page.
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
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 lg:grid-cols-6">
        {arrivals.data.map((cloth) => (
          <li key={cloth.id} className="w-36 shrink-0 snap-start sm:w-auto">
            <ClothCard href={`/cloth/${encodeURIComponent(cloth.id)}`} cloth={cardOfSummary(cloth)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
