import { useIntl } from 'react-intl';
import type { Demand } from '../api/getDashboard';
import { Section } from '../../../components/Section';

/** Searches in the brand's categories that found few or no clothes: what shoppers want and do not find yet. */
export function DemandList({ demand }: { demand: Demand[] }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'dashboard.demand.title' });
  return (
    <Section headingId="demand-title" title={title} level={3}>
      <p className="text-sm text-muted">{intl.formatMessage({ id: 'dashboard.demand.intro' })}</p>
      {demand.length === 0 ? (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'dashboard.demand.empty' })}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="data-table w-full min-w-[24rem] text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'dashboard.demand.query' })}</th>
                <th scope="col" className="text-right">
                  {intl.formatMessage({ id: 'dashboard.demand.searches' })}
                </th>
                <th scope="col" className="text-right">
                  {intl.formatMessage({ id: 'dashboard.demand.nothing' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {demand.map((row) => (
                <tr key={`${row.text}-${row.category ?? ''}`}>
                  <th scope="row" className="font-normal">
                    {row.text}
                  </th>
                  <td className="text-right tabular-nums">{intl.formatNumber(row.searches)}</td>
                  <td className="text-right tabular-nums">{intl.formatNumber(row.empty)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
