import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SavedSearch } from '@vitrina/contract/following';
import { useDeleteSavedSearch } from '../api/deleteSavedSearch';
import { useSavedSearches } from '../api/getSavedSearches';
import { useMarkSavedSearchSeen } from '../api/markSavedSearchSeen';
import { BADGE_MAX, badgeText } from '../../../components/CountBadge';
import { ListSection } from '../../../components/ListSection';

/**
 * The profile's saved searches, newest first: each opens its search (and is then seen: its badge of new clothes
 * clears) or is deleted. The search page saves them.
 */
export function SavedSearchesSection() {
  const intl = useIntl();
  const saved = useSavedSearches();
  const empty = (
    <>
      {intl.formatMessage({ id: 'profile.searches.empty' })}{' '}
      <Link to="/search" className="link-underline">
        {intl.formatMessage({ id: 'profile.searches.search' })}
      </Link>
    </>
  );
  return (
    <ListSection name="searches" query={saved} empty={saved.data?.length === 0} emptyText={empty}>
      {(title) => (
        <ul aria-label={title} data-testid="saved-searches" className="max-w-3xl divide-y divide-line border-y border-line">
          {(saved.data ?? []).map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </ListSection>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const intl = useIntl();
  const seen = useMarkSavedSearchSeen();
  const remove = useDeleteSavedSearch();
  const fresh = search.newCount;
  return (
    <li data-testid="saved-search" className="flex min-w-0 items-center gap-3 py-2">
      <Link
        to={`/search?${search.search}`}
        onClick={() => {
          if (fresh > 0) seen.mutate(search.id);
        }}
        className="flex min-h-11 min-w-0 flex-1 items-center gap-3 text-ink hover:underline"
      >
        <span className="min-w-0 [overflow-wrap:anywhere]">{search.label}</span>
        {fresh > 0 && (
          <span className="shrink-0 rounded-full bg-accent px-2 text-xs font-semibold leading-5 text-paper">
            {/* The api counts up to 100, so "99+" is as far as it goes. */}
            <span aria-hidden>{badgeText(fresh)}</span>
            <span className="sr-only">
              {intl.formatMessage({ id: fresh > BADGE_MAX ? 'profile.searches.new.many' : 'profile.searches.new' }, { count: fresh })}
            </span>
          </span>
        )}
      </Link>
      <button
        type="button"
        className="tap-target shrink-0 justify-center px-2 text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
        aria-label={intl.formatMessage({ id: 'profile.searches.delete.named' }, { label: search.label })}
        disabled={remove.isPending}
        onClick={() => remove.mutate(search.id)}
      >
        {intl.formatMessage({ id: 'profile.searches.delete' })}
      </button>
    </li>
  );
}
