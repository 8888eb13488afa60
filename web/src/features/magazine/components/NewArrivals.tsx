import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ClothCard, ClothCardSkeleton } from '../../../components/ClothCard';
import { cardOfSummary } from '../../../lib/clothSummary';
import { NEW_ARRIVALS_TYPE, useNewArrivals } from '../../../lib/newArrivals';

const SHOWN = 8;

const ROW = '-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-4 sm:overflow-visible sm:px-0';
/** Eight in the phone's row, the first four in the wide screen's grid. */
const ITEM = (index: number) => `w-48 shrink-0 snap-start sm:w-auto ${index >= 4 ? 'sm:hidden' : ''}`;
/** A card's width: 192 px in the phone's row (w-48), a quarter of the magazine's page (24 px margins, at most 1152 px) from 640 px. */
const ARRIVAL_SIZES = '(min-width: 1152px) 264px, (min-width: 640px) calc(25vw - 24px), 192px';

/**
 * The newest clothes above the stories: a row of eight that scrolls sideways inside its frame on a phone, and a
 * grid of the first four on a wider screen. While they load their room is kept (the stories below stay put);
 * nothing shows if there are none or they fail: the stories are the page.
 */
export function NewArrivals() {
  const intl = useIntl();
  const arrivals = useNewArrivals(SHOWN);
  const heading = intl.formatMessage({ id: 'magazine.newArrivals' });
  if (arrivals.isPending) {
    return (
      <section aria-label={heading} aria-busy className="mb-10">
        <div className="mb-4 flex min-h-11 items-baseline">
          <h2 className="font-display text-2xl text-ink">{heading}</h2>
        </div>
        <div role="status" aria-label={intl.formatMessage({ id: 'app.loading' })} className={ROW}>
          {Array.from({ length: SHOWN }, (_, index) => (
            <div key={index} className={ITEM(index)}>
              <ClothCardSkeleton />
            </div>
          ))}
        </div>
      </section>
    );
  }
  if (!arrivals.data || arrivals.data.length === 0) return null;
  return (
    <section aria-label={heading} className="mb-10">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 className="font-display text-2xl text-ink">{heading}</h2>
        <Link
          to={`/search?${new URLSearchParams({ type: NEW_ARRIVALS_TYPE }).toString()}`}
          className="link-underline inline-flex min-h-11 items-center text-sm font-medium text-ink"
        >
          {intl.formatMessage({ id: 'magazine.newArrivals.all' })}
        </Link>
      </div>
      <ul className={ROW}>
        {arrivals.data.map((cloth, index) => (
          <li key={cloth.id} className={ITEM(index)}>
            <ClothCard href={`/cloth/${encodeURIComponent(cloth.id)}`} cloth={cardOfSummary(cloth)} sizes={ARRIVAL_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
