import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from './form/FormAlert';

interface Props {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The list's answer: still on its way, refused, or here and empty. */
  pending: boolean;
  failed: boolean;
  empty: boolean;
  errorText: string;
  emptyText: ReactNode;
  /** What the section shows once its list is here and has something (called only then, so it may read the data). */
  children: () => ReactNode;
}

/**
 * A titled section of a person's own list (history, favourites, follows, saved searches): "Loading…" while it comes,
 * an alert when it cannot, a word when it is empty, and the list otherwise. Busy for assistive technology meanwhile.
 */
export function ListSection({ id, title, pending, failed, empty, errorText, emptyText, children }: Props) {
  const intl = useIntl();
  return (
    <section aria-labelledby={id} aria-busy={pending} className="space-y-4">
      <h2 id={id} className="font-display text-2xl text-ink">
        {title}
      </h2>
      {pending ? (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'app.loading' })}</p>
      ) : failed ? (
        <FormAlert>{errorText}</FormAlert>
      ) : empty ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        children()
      )}
    </section>
  );
}
