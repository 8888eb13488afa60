import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { ConfirmEmailPrompt } from '../../../components/ConfirmEmailPrompt';
import { useErrorText } from '../../../lib/errorText';
import type { KnownErrors } from '../../../lib/errorText';
import { isEmailNotVerified } from '../../../lib/session/emailNotVerified';
import { useSession } from '../../../lib/session/session';
import { useSaveSearch } from '../api/saveSearch';

export const SAVE_SEARCH_ERRORS: KnownErrors = {
  SAVED_SEARCH_LIMIT: 'search.save.error.limit',
  VALIDATION: 'search.save.error.invalid',
  VALIDATION_FAILED: 'search.save.error.invalid',
};

/** Where a member's saved searches are listed: the profile's tab of them. */
export const SAVED_SEARCHES_HREF = '/profile#searches';

/**
 * "Save this search": a member keeps the search on the page (its query string) and hears of new clothes matching it;
 * a guest goes to log in and comes back here. Saving needs a confirmed email, as favourites do.
 */
export function SaveSearchButton({ search }: { search: string }) {
  const intl = useIntl();
  const location = useLocation();
  const { status, session } = useSession();
  const save = useSaveSearch();
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  const label = intl.formatMessage({ id: 'search.save' });

  if (status === 'unknown') return null;
  if (status === 'guest') {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return (
      <Link
        to={`/login?${new URLSearchParams({ next }).toString()}`}
        data-testid="save-search-button"
        aria-label={intl.formatMessage({ id: 'search.save.guest' })}
        className="button-secondary"
      >
        {label}
      </Link>
    );
  }

  // What the mutation says is about the search it was given; another search on the page starts afresh.
  const current = save.variables === search;
  if (current && save.isSuccess) {
    return (
      <p role="status" data-testid="search-saved" className="flex flex-wrap items-center gap-x-3 text-sm">
        <span className="font-semibold text-ink">{intl.formatMessage({ id: 'search.save.done' })}</span>
        <Link to={SAVED_SEARCHES_HREF} className="link-underline inline-flex min-h-11 items-center">
          {intl.formatMessage({ id: 'search.save.list' })}
        </Link>
      </p>
    );
  }
  const unconfirmed = session?.emailVerified === false;
  const refused = current && save.isError && isEmailNotVerified(save.error);
  return (
    <div className="space-y-2">
      <button
        type="button"
        data-testid="save-search-button"
        className="button-secondary"
        disabled={save.isPending}
        aria-expanded={unconfirmed ? asking : undefined}
        onClick={() => {
          if (unconfirmed) setAsking(!asking);
          else save.mutate(search);
        }}
      >
        {label}
      </button>
      {((unconfirmed && asking) || refused) &&
        (session?.email ? (
          <ConfirmEmailPrompt text="confirmEmail.saveSearch" email={session.email} className="space-y-1 text-sm" />
        ) : (
          <p className="text-sm">{intl.formatMessage({ id: 'confirmEmail.saveSearch' })}</p>
        ))}
      {current && save.isError && !refused && (
        <p role="alert" className="field-error">
          {errorText(save.error, SAVE_SEARCH_ERRORS, 'search.save.error')}
        </p>
      )}
    </div>
  );
}
