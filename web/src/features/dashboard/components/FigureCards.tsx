import { useIntl } from 'react-intl';
import type { Dashboard } from '../api/getDashboard';

const FIGURES = ['favourites', 'brandClicks', 'clothes', 'followers', 'searchers'] as const;

/**
 * The brand's standing figures: clothes in favourites, clicks on its name, clothes it shows, people who follow it,
 * and people whose saved searches match its clothes (measured each morning).
 */
export function FigureCards({ figures }: { figures: Dashboard['figures'] }) {
  const intl = useIntl();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {FIGURES.map((figure, index) => (
        // Two to a row on a phone: an odd last card takes the whole row rather than leave half of it empty.
        <div key={figure} className={`border border-line bg-white p-4 sm:p-5 ${index === FIGURES.length - 1 && FIGURES.length % 2 === 1 ? 'col-span-2 lg:col-span-1' : ''}`}>
          <dt className="text-sm text-muted">{intl.formatMessage({ id: `dashboard.figure.${figure}` })}</dt>
          <dd className="mt-1 font-display text-3xl text-ink">{intl.formatNumber(figures[figure] ?? 0)}</dd>
          {figure === 'searchers' && <dd className="mt-1 text-xs text-muted">{intl.formatMessage({ id: 'dashboard.figure.searchers.hint' })}</dd>}
        </div>
      ))}
    </dl>
  );
}
