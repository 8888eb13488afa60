import { useIntl } from 'react-intl';
import { AdminSearch } from '../../../components/admin/AdminSearch';
import type { SubscriptionStatus } from '@vitrina/domain/subscriptions/standing';
import { isSubscriptionStatus, STATUS_FILTERS } from '../subscriptionStatus';

interface Props {
  q: string;
  onSearch: (q: string) => void;
  /** Given on the subscriptions list: a filter by subscription status (at once). */
  status?: { value: SubscriptionStatus | null; onChange: (status: SubscriptionStatus | null) => void };
}

/** Narrows a list of brands: by the start of the brand name (on Enter), and by subscription status. */
export function BrandsToolbar({ q, onSearch, status }: Props) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <AdminSearch labelId="brands.search" q={q} onSearch={onSearch} />
      {status && (
        <label className="flex flex-col">
          <span className="field-label">{intl.formatMessage({ id: 'brands.filter.status' })}</span>
          <select
            className="field-input"
            value={status.value ?? ''}
            onChange={(event) => status.onChange(isSubscriptionStatus(event.target.value) ? event.target.value : null)}
          >
            <option value="">{intl.formatMessage({ id: 'brands.filter.allStatuses' })}</option>
            {STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `subscription.status.${value}` })}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
