import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useItemActions } from '../../../components/itemActions';
import { summaryOf } from '../api/magazineItem';
import type { MagazineItem } from '../api/magazineItem';

interface Props {
  entry: MagazineItem;
  /** Its place in the feed, from 1, and how many there are (-1 while more may load). */
  position: number;
  setSize: number;
}

/** One entry of the feed: the brand, the picture or an inline video, the words, and the way out to the brand. */
export function MagazineEntry({ entry, position, setSize }: Props) {
  const intl = useIntl();
  const headingId = useId();
  const Actions = useItemActions();
  const brandHref = `/brand/${encodeURIComponent(entry.brand.id)}`;
  return (
    <article tabIndex={-1} aria-labelledby={headingId} aria-posinset={position} aria-setsize={setSize} className="grid gap-6 border-b border-line pb-12 md:grid-cols-[3fr_2fr] md:gap-10">
      <figure className="overflow-hidden bg-line/40">
        {entry.contentType === 'video' ? (
          // Muted and never autoplayed: the reader starts it, and sound is theirs to turn on.
          <video
            src={entry.media.url}
            poster={entry.media.posterUrl ?? undefined}
            controls
            playsInline
            muted
            preload="metadata"
            aria-label={intl.formatMessage({ id: 'magazine.entry.video' }, { brand: entry.brand.name })}
            className="aspect-[4/5] w-full bg-ink object-contain"
          />
        ) : (
          <img src={entry.media.url} alt="" loading="lazy" className="aspect-[4/5] w-full object-cover" />
        )}
      </figure>
      <div className="flex flex-col gap-4 md:py-6">
        <p className="kicker">
          <time dateTime={entry.publishedAt}>{intl.formatDate(entry.publishedAt, { day: 'numeric', month: 'long', year: 'numeric' })}</time>
        </p>
        <h2 id={headingId} className="font-display text-3xl leading-tight text-ink">
          <Link to={brandHref} className="link-underline">
            {entry.brand.name}
          </Link>
        </h2>
        <p className="whitespace-pre-line text-lg leading-relaxed text-ink">{entry.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-4">
          {entry.url && (
            <a href={entry.url} target="_blank" rel="noopener noreferrer" className="button-secondary inline-block">
              {intl.formatMessage({ id: 'magazine.entry.visit' }, { brand: entry.brand.name })}
              <span className="sr-only"> {intl.formatMessage({ id: 'magazine.entry.newTab' })}</span>
            </a>
          )}
          {Actions && <Actions id={entry.id} type="magazine" label={`${entry.brand.name}: ${summaryOf(entry)}`} />}
        </div>
      </div>
    </article>
  );
}
