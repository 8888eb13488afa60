import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { FormAlert } from '../form/FormAlert';
import { Loading } from '../Loading';

/** What the last action on a tab came to, shown above its list until the next one. */
export type Outcome = { tone: 'error' | 'success' | 'info'; text: string } | null;

interface Props {
  title: string;
  /** The tab's "New …" button, beside the title. */
  create?: { label: string; onClick: () => void; disabled?: boolean };
  /** Between the title and the outcome: filters, a toolbar, a word on how the tab works. */
  tools?: ReactNode;
  outcome: Outcome;
  children: ReactNode;
}

/** An admin tab: its document title, heading and "New …" button, then what the last action came to. */
export function AdminPage({ title, create, tools, outcome, children }: Props) {
  const intl = useIntl();
  return (
    <section aria-labelledby="admin-tab-title" className="space-y-6">
      <title>{`${title} · ${intl.formatMessage({ id: 'admin.title' })}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="admin-tab-title" className="font-display text-3xl text-ink sm:text-4xl">
          {title}
        </h1>
        {create && (
          <button type="button" className="button-primary" disabled={create.disabled} onClick={create.onClick}>
            {create.label}
          </button>
        )}
      </div>
      {tools}
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      {children}
    </section>
  );
}

interface ListProps<Data> {
  query: UseQueryResult<Data>;
  errorId: MessageId;
  emptyId: MessageId;
  isEmpty: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}

/** A tab's list as it arrives: loading, failed to load, nothing yet, or the list itself. */
export function AdminList<Data>({ query, errorId, emptyId, isEmpty, children }: ListProps<Data>) {
  const intl = useIntl();
  if (query.isPending) return <Loading />;
  if (query.isError) return <FormAlert>{intl.formatMessage({ id: errorId })}</FormAlert>;
  if (isEmpty(query.data)) return <p className="text-muted">{intl.formatMessage({ id: emptyId })}</p>;
  return children(query.data);
}
