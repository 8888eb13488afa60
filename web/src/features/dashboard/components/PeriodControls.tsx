import { useIntl } from 'react-intl';
import { SelectField, TextField } from '../../../components/form/fields';
import { PERIODS } from '../api/dashboardKeys';
import type { DashboardQuery, Period } from '../api/dashboardKeys';
import type { DashboardChange } from '../useDashboardQuery';
import { today } from '../useDashboardQuery';

interface Props {
  query: DashboardQuery;
  onChange: (change: DashboardChange) => void;
}

/** Which days the figures count: the last 7, 30 or 90 days or 12 months, up to today or an earlier day. */
export function PeriodControls({ query, onChange }: Props) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <SelectField
        label={intl.formatMessage({ id: 'dashboard.period.label' })}
        className="w-full sm:w-48"
        value={query.period}
        onChange={(event) => onChange({ period: event.target.value as Period })}
      >
        {PERIODS.map((period) => (
          <option key={period} value={period}>
            {intl.formatMessage({ id: `dashboard.period.${period}` })}
          </option>
        ))}
      </SelectField>
      <TextField
        type="date"
        label={intl.formatMessage({ id: 'dashboard.asOf.label' })}
        hint={intl.formatMessage({ id: 'dashboard.asOf.hint' })}
        className="w-full sm:w-56"
        max={today()}
        value={query.asOf ?? ''}
        onChange={(event) => {
          const day = event.target.value;
          // A day after today counts nothing more than today does.
          onChange({ asOf: day && day < today() ? day : null });
        }}
      />
    </div>
  );
}
