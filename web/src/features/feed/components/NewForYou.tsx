import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ClothCard, ClothCardSkeleton } from '../../../components/ClothCard';
import { FormAlert } from '../../../components/form/FormAlert';
import { cardOfSummary } from '../../../lib/clothSummary';
import { useFeed } from '../api/getFeed';
import { reasonText } from './reasonText';
import { Section } from '../../../components/Section';

/** Cards the shelf shows at first and adds on each "Show more" (a row on a desktop); the api pages by 24. */
export const FEED_STEP = 8;

/**
 * /home's "New for you", for members: clothes from the brands they follow, recommended by the influencers they
 * follow or found by their saved searches, each saying why. Empty, it says how to fill it.
 */
export function NewForYou() {
  const intl = useIntl();
  const feed = useFeed();
  const [shown, setShown] = useState(FEED_STEP);
  const headingId = useId();
  const title = intl.formatMessage({ id: 'feed.title' });
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const more = shown < items.length || feed.hasNextPage;

  const showMore = () => {
    const next = shown + FEED_STEP;
    setShown(next);
    if (next > items.length && feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
  };

  return (
    <Section headingId={headingId} title={title} testId="feed-shelf">
      {feed.isPending ? (
        <div role="status" aria-label={intl.formatMessage({ id: 'app.loading' })} className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, at) => (
            <ClothCardSkeleton key={at} />
          ))}
        </div>
      ) : feed.isError ? (
        <FormAlert>{intl.formatMessage({ id: 'feed.error' })}</FormAlert>
      ) : items.length === 0 ? (
        <p className="max-w-2xl text-muted">
          {intl.formatMessage({ id: 'feed.empty' })}{' '}
          <Link to="/search" className="link-underline text-ink">
            {intl.formatMessage({ id: 'feed.empty.search' })}
          </Link>
        </p>
      ) : (
        <>
          <ul aria-label={title} aria-busy={feed.isFetchingNextPage} className="grid grid-cols-2 gap-x-3 gap-y-8 sm:grid-cols-3 sm:gap-x-4 lg:grid-cols-4">
            {items.slice(0, shown).map((item, index) => (
              <li key={`${item.cloth.id}:${index}`} data-testid="feed-item" className="min-w-0 space-y-2">
                <ClothCard href={`/cloth/${encodeURIComponent(item.cloth.id)}`} cloth={cardOfSummary(item.cloth)} priority={index < 4} />
                <p className="border-l-2 border-accent pl-2 text-sm text-ink [overflow-wrap:anywhere]">{reasonText(intl, item.reason)}</p>
              </li>
            ))}
          </ul>
          {more && (
            <button type="button" className="button-secondary" disabled={feed.isFetchingNextPage} onClick={showMore}>
              {intl.formatMessage({ id: 'feed.more' })}
            </button>
          )}
        </>
      )}
    </Section>
  );
}
