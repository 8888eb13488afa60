import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useMagazineFeed } from '../api/listMagazine';
import { storyOf, summaryOf } from '../api/magazineItem';

const SHOWN = 3;

/**
 * The newest magazine stories as compact tiles (picture, brand, title) leading to the magazine, for the shop's
 * home page. Nothing shows while they load, if they fail or if there are none: the clothes are that page.
 */
export function LatestStories() {
  const intl = useIntl();
  const feed = useMagazineFeed();
  const entries = (feed.data?.pages[0]?.items ?? []).slice(0, SHOWN);
  if (entries.length === 0) return null;
  const heading = intl.formatMessage({ id: 'magazine.latest' });
  return (
    <section aria-label={heading} className="space-y-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 className="font-display text-2xl text-ink">{heading}</h2>
        <Link to="/magazine" className="link-underline inline-flex min-h-11 items-center text-sm font-medium text-ink">
          {intl.formatMessage({ id: 'magazine.latest.all' })}
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.id} className="relative flex gap-3 sm:flex-col">
            <div className="w-24 shrink-0 overflow-hidden bg-line/40 sm:w-full">
              {entry.contentType === 'image' ? (
                <img src={entry.media.url} alt="" loading="lazy" className="aspect-[4/5] w-full object-cover sm:aspect-[16/10]" />
              ) : (
                <div className="aspect-[4/5] w-full bg-ink sm:aspect-[16/10]" />
              )}
            </div>
            <div className="min-w-0">
              <p className="kicker">{entry.brand.name}</p>
              <Link
                to={`/magazine/${encodeURIComponent(entry.id)}`}
                className="font-display text-lg leading-snug text-ink after:absolute after:inset-0 hover:underline"
              >
                {storyOf(entry.description).title ?? summaryOf(entry)}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
