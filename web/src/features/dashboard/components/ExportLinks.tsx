import { useIntl } from 'react-intl';
import type { DashboardQuery } from '../api/dashboardKeys';
import { dashboardExportUrl } from '../api/exportDashboard';

/** The series and the top clothes as CSV files, for the brand, days and order on screen. */
export function ExportLinks({ query }: { query: DashboardQuery }) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap gap-3">
      <a className="button-secondary" href={dashboardExportUrl('series', query)} download>
        {intl.formatMessage({ id: 'dashboard.export.series' })}
      </a>
      <a className="button-secondary" href={dashboardExportUrl('clothes', query)} download>
        {intl.formatMessage({ id: 'dashboard.export.clothes' })}
      </a>
    </div>
  );
}
