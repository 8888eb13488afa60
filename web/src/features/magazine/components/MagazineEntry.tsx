import { useId, useState } from 'react';
import { StoryMedia } from '../../../components/StoryMedia';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useItemActions } from '../../../components/itemActions';
import { formatPrice } from '../../../lib/price';
import { storyOf, summaryOf } from '../api/magazineItem';
import type { MagazineItem } from '../api/magazineItem';

interface Props {
  entry: MagazineItem;
  /** Its place in the feed, from 1, and how many there are (-1 while more may load). */
  position: number;
  setSize: number;
}

/**
 * One entry of the feed as a compact tile: the picture or an inline video beside the brand, the story's title and
 * first paragraph (the rest on "Read more"), the clothes it features, and the way out to the brand.
 */
export function MagazineEntry({ entry, position, setSize }: Props) {
  const intl = useIntl();
  const headingId = useId();
  const storyId = useId();
  const Actions = useItemActions();
  const [open, setOpen] = useState(false);
  const brandHref = `/brand/${encodeURIComponent(entry.brand.id)}`;
  const storyHref = `/magazine/${encodeURIComponent(entry.id)}`;
  const { title, paragraphs } = storyOf(entry.description);
  const shown = open ? paragraphs : paragraphs.slice(0, 1);
  const { clothes } = entry;
  return (
    <article
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-posinset={position}
      aria-setsize={setSize}
      className="grid gap-5 border-b border-line pb-10 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-8"
    >
      <figure className="overflow-hidden bg-line/40 sm:self-start">
        <StoryMedia entry={entry} brandName={entry.brand.name} className="aspect-[16/10] w-full sm:aspect-[4/5]" />
      </figure>
      <div className="flex min-w-0 flex-col gap-3">
        <p className="kicker flex flex-wrap gap-x-2">
          <time dateTime={entry.publishedAt}>{intl.formatDate(entry.publishedAt, { day: 'numeric', month: 'long', year: 'numeric' })}</time>
        </p>
        <h2 id={headingId} className="font-display text-xl leading-tight text-ink">
          <Link to={brandHref} className="link-underline">
            {entry.brand.name}
          </Link>
        </h2>
        {title && (
          <p className="font-display text-2xl leading-snug text-ink sm:text-3xl">
            <Link to={storyHref} className="hover:underline">
              {title}
            </Link>
          </p>
        )}
        <div id={storyId} className="space-y-3">
          {shown.map((paragraph, index) => (
            <p key={index} className={`whitespace-pre-line leading-relaxed text-ink ${open ? '' : 'line-clamp-4'}`}>
              {paragraph}
            </p>
          ))}
        </div>
        {paragraphs.length > 1 && (
          <button
            type="button"
            className="link-underline min-h-11 self-start text-sm font-medium text-ink"
            aria-expanded={open}
            aria-controls={storyId}
            onClick={() => setOpen(!open)}
          >
            {intl.formatMessage({ id: open ? 'magazine.entry.readLess' : 'magazine.entry.readMore' })}
          </button>
        )}
        {clothes.length > 0 && (
          <section aria-label={intl.formatMessage({ id: 'magazine.entry.featured' })} className="space-y-2">
            <p className="kicker">{intl.formatMessage({ id: 'magazine.entry.featured' })}</p>
            <ul className="grid max-w-lg grid-cols-4 gap-2 sm:gap-3">
              {clothes.slice(0, 4).map((cloth) => (
                <li key={cloth.id} className="relative min-w-0">
                  <div className="aspect-[5/8] overflow-hidden bg-line/40">
                    {cloth.image && <img src={cloth.image.thumbUrl} alt="" loading="lazy" width={288} height={459} className="h-full w-full object-cover" />}
                  </div>
                  <Link
                    to={`/cloth/${encodeURIComponent(cloth.id)}`}
                    className="mt-1 line-clamp-2 text-xs leading-snug text-ink after:absolute after:inset-0 hover:underline"
                  >
                    {cloth.name}
                  </Link>
                  <p className="text-xs text-muted">{formatPrice(cloth.discountedPrice ?? cloth.price, cloth.currency)}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-4 pt-2">
          {!title && (
            <Link to={storyHref} className="link-underline inline-flex min-h-11 items-center text-sm font-medium text-ink">
              {intl.formatMessage({ id: 'story.open' }, { brand: entry.brand.name })}
            </Link>
          )}
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
