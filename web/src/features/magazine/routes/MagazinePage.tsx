import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { useMagazineFeed } from '../api/listMagazine';
import { MagazineEntry } from '../components/MagazineEntry';
import { useWhenVisible } from '../components/useWhenVisible';
import { NewArrivals } from '../components/NewArrivals';

/**
 * /magazine (where `/` opens outside Argentina): a row of the newest clothes, then the brands' entries, newest first. The next page loads as the reader nears the end, and a "Load
 * more" button does the same for keyboards and for browsers without IntersectionObserver.
 */
export function MagazinePage() {
  const intl = useIntl();
  const feed = useMagazineFeed();
  const entries = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const more = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError;
  const sentinel = useWhenVisible<HTMLDivElement>(() => void feed.fetchNextPage(), more, feed.data?.pages.length ?? 0);
  const list = useRef<HTMLDivElement>(null);
  // After "Load more", the first new entry takes the focus, so a keyboard reader goes on reading where they were.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null || entries.length <= focusAt) return;
    list.current?.querySelectorAll<HTMLElement>('article')[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt, entries.length]);
  const loadMore = () => {
    if (feed.isFetchingNextPage) return;
    setFocusAt(entries.length);
    void feed.fetchNextPage();
  };
  const title = intl.formatMessage({ id: 'magazine.title' });
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${title} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      <header className="mb-8 max-w-2xl">
        <p className="kicker mb-2">{intl.formatMessage({ id: 'magazine.kicker' })}</p>
        <h1 className="font-display text-3xl leading-tight text-ink sm:text-5xl">{title}</h1>
        <p className="mt-3 leading-relaxed text-muted sm:text-lg">{intl.formatMessage({ id: 'magazine.intro' })}</p>
      </header>
      <NewArrivals />
      <h2 className="mb-6 font-display text-2xl text-ink">{intl.formatMessage({ id: 'magazine.latest' })}</h2>
      {feed.isPending ? (
        <Loading />
      ) : feed.isError && entries.length === 0 ? (
        <FormAlert>{intl.formatMessage({ id: 'magazine.error.load' })}</FormAlert>
      ) : entries.length === 0 ? (
        <p className="text-muted">{intl.formatMessage({ id: 'magazine.empty' })}</p>
      ) : (
        <>
          <div ref={list} role="feed" aria-busy={feed.isFetchingNextPage} aria-label={intl.formatMessage({ id: 'magazine.feed' })} className="space-y-10">
            {entries.map((entry, index) => (
              <MagazineEntry key={entry.id} entry={entry} position={index + 1} setSize={feed.hasNextPage ? -1 : entries.length} />
            ))}
          </div>
          <div ref={sentinel} aria-hidden className="h-px" />
          <div className="mt-10 flex flex-col items-center gap-4">
            {feed.isFetchNextPageError && <FormAlert>{intl.formatMessage({ id: 'magazine.error.more' })}</FormAlert>}
            <p role="status" className="text-sm text-muted">
              {feed.isFetchingNextPage ? intl.formatMessage({ id: 'magazine.loadingMore' }) : ''}
            </p>
            {feed.hasNextPage ? (
              // aria-disabled rather than disabled while loading, so the focus stays on it until the entries come.
              <button
                type="button"
                className="button-secondary aria-disabled:opacity-60"
                aria-disabled={feed.isFetchingNextPage || undefined}
                onClick={loadMore}
              >
                {intl.formatMessage({ id: 'magazine.loadMore' })}
              </button>
            ) : (
              <p className="kicker">{intl.formatMessage({ id: 'magazine.end' })}</p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
