import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Series, SeriesName } from '../api/getDashboard';
import { UPlotChart } from './UPlotChart';

/** Days come as YYYY-MM-DD and are read as the calendar day they name, wherever the reader is. */
export const DAY_FORMAT = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/** One series: its total, the change against the previous period, the chart, and the same numbers as a table. */
export function SeriesChart({ name, series }: { name: SeriesName; series: Series }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `dashboard.series.${name}` });
  const labels = useMemo(() => series.points.map((point) => intl.formatDate(point.day, DAY_FORMAT)), [intl, series.points]);
  const values = useMemo(() => series.points.map((point) => point.value), [series.points]);
  const formatValue = useCallback((value: number) => intl.formatNumber(value), [intl]);
  const change =
    series.changePercent === null
      ? intl.formatMessage({ id: 'dashboard.series.noPrevious' })
      : intl.formatMessage(
          { id: 'dashboard.series.change' },
          { change: intl.formatNumber(series.changePercent / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }) },
        );
  const headingId = `series-${name}-title`;
  const previousName = intl.formatMessage({ id: 'dashboard.series.previousPeriod' });

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3 border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h4 id={headingId} className="font-display text-lg text-ink">
          {title}
        </h4>
        <p className="font-display text-2xl text-ink">{intl.formatNumber(series.total)}</p>
      </div>
      <p className="text-sm text-muted">
        {intl.formatMessage({ id: 'dashboard.series.previous' }, { total: intl.formatNumber(series.previousTotal) })}
        {' · '}
        <span className={series.changePercent !== null && series.changePercent < 0 ? 'text-red-700' : 'text-ink'}>{change}</span>
      </p>
      <UPlotChart labels={labels} values={values} previous={series.previousPoints} name={title} previousName={previousName} formatValue={formatValue} />
      <p aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-5 bg-[#9a5b3c]" />
          {intl.formatMessage({ id: 'dashboard.series.thisPeriod' })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block w-5 border-t-2 border-dashed border-[#6b645c]/60" />
          {previousName}
        </span>
      </p>
      {/* The wrapper is what is hidden: a table ignores the 1 px width sr-only gives it and widened a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{intl.formatMessage({ id: 'dashboard.series.caption' }, { series: title })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'dashboard.series.day' })}</th>
              <th scope="col">{title}</th>
              <th scope="col">{intl.formatMessage({ id: 'dashboard.series.previousDay' })}</th>
            </tr>
          </thead>
          <tbody>
            {series.points.map((point, index) => (
              <tr key={point.day}>
                <th scope="row">{intl.formatDate(point.day, { dateStyle: 'medium', timeZone: 'UTC' })}</th>
                <td>{formatValue(values[index] ?? point.value)}</td>
                <td>{formatValue(series.previousPoints[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
