import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from './form/FormAlert';
import { Section } from './Section';

interface Props {
  /** Which of the profile's lists: its heading's id (`profile-…`) and its texts (`profile.….title`, `.error`, `.empty`). */
  name: 'history' | 'favourites' | 'following' | 'searches';
  /** The list's answer: still on its way, or refused. */
  query: { isPending: boolean; isError: boolean };
  /** The answer is here and has nothing to show. */
  empty: boolean;
  /** Said when it is empty, instead of the list's own `.empty` text. */
  emptyText?: ReactNode;
  /** What the section shows once its list is here and has something (called only then, so it may read the data). */
  children: (title: string) => ReactNode;
}

/**
 * A titled section of a person's own list (history, favourites, follows, saved searches): "Loading…" while it comes,
 * an alert when it cannot, a word when it is empty, and the list otherwise. Busy for assistive technology meanwhile.
 */
export function ListSection({ name, query, empty, emptyText, children }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `profile.${name}.title` });
  return (
    <Section headingId={`profile-${name}`} title={title} busy={query.isPending}>
      {query.isPending ? (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'app.loading' })}</p>
      ) : query.isError ? (
        <FormAlert>{intl.formatMessage({ id: `profile.${name}.error` })}</FormAlert>
      ) : empty ? (
        <p className="text-muted">{emptyText ?? intl.formatMessage({ id: `profile.${name}.empty` })}</p>
      ) : (
        children(title)
      )}
    </Section>
  );
}
