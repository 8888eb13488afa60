import { useIntl } from 'react-intl';
import type { Dashboard } from '../api/getDashboard';

const FIGURES = ['favourites', 'brandClicks', 'clothes'] as const;

/** The brand's three standing figures: clothes in favourites, clicks on its name, clothes it shows. */
export function FigureCards({ figures }: { figures: Dashboard['figures'] }) {
  const intl = useIntl();
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {FIGURES.map((figure) => (
        <div key={figure} className="border border-line bg-white p-4 sm:p-5">
          <dt className="text-sm text-muted">{intl.formatMessage({ id: `dashboard.figure.${figure}` })}</dt>
          <dd className="mt-1 font-display text-3xl text-ink">{intl.formatNumber(figures[figure])}</dd>
        </div>
      ))}
    </dl>
  );
}
