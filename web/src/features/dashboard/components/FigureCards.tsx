import { useIntl } from 'react-intl';
import type { Dashboard } from '../api/getDashboard';

const FIGURES = ['favourites', 'brandClicks', 'clothes', 'followers', 'searchers'] as const;

interface Props {
  data: Pick<Dashboard, 'figures' | 'series' | 'asOf'>;
  /** The period shown, as the page writes it ("From 2 Nov 2026 to 1 Dec 2026"). */
  range: string;
}

/**
 * The brand's figures, each saying what time it counts: clicks on its name over the period shown (the chart's sum,
 * with all time beside it); clothes in favourites, clothes it shows, people who follow it and people whose saved
 * searches match its clothes as they stand now (or on the day asked for), since those are counts of what is, not of
 * what happened in a period.
 */
export function FigureCards({ data, range }: Props) {
  const intl = useIntl();
  const standing = data.asOf
    ? intl.formatMessage({ id: 'dashboard.figure.on' }, { day: intl.formatDate(data.asOf, { dateStyle: 'medium', timeZone: 'UTC' }) })
    : intl.formatMessage({ id: 'dashboard.figure.now' });
  const value = (figure: (typeof FIGURES)[number]) => (figure === 'brandClicks' ? data.series.brandClicks.total : (data.figures[figure] ?? 0));
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {FIGURES.map((figure, index) => (
        // Two to a row on a phone: an odd last card takes the whole row rather than leave half of it empty.
        <div
          key={figure}
          className={`flex flex-col border border-line bg-white p-4 sm:p-5 ${index === FIGURES.length - 1 && FIGURES.length % 2 === 1 ? 'col-span-2 lg:col-span-1' : ''}`}
        >
          <dt className="text-sm text-muted">{intl.formatMessage({ id: `dashboard.figure.${figure}` })}</dt>
          <dd className="mt-1 font-display text-3xl text-ink">{intl.formatNumber(value(figure))}</dd>
          <dd className="mt-1 text-xs text-muted">{figure === 'brandClicks' ? range : standing}</dd>
          {figure === 'brandClicks' && (
            <dd className="text-xs text-muted">{intl.formatMessage({ id: 'dashboard.figure.allTime' }, { count: data.figures.brandClicks })}</dd>
          )}
          {figure === 'searchers' && <dd className="mt-1 text-xs text-muted">{intl.formatMessage({ id: 'dashboard.figure.searchers.hint' })}</dd>}
        </div>
      ))}
    </dl>
  );
}
