import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
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
  const [text, setText] = useState(q);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <div className="flex flex-wrap items-end gap-4">
      <form role="search" onSubmit={submit} className="flex min-w-[16rem] flex-1 items-end gap-2">
        <label className="flex flex-1 flex-col">
          <span className="field-label">{intl.formatMessage({ id: 'brands.search' })}</span>
          <input type="search" className="field-input" value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <button type="submit" className="button-secondary">
          {intl.formatMessage({ id: 'header.search.submit' })}
        </button>
      </form>
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
