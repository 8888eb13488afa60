import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../lib/price';
import type { Favourite } from '../api/getFavourites';
import { useChangeFavourite } from '../api/changeFavourite';

/** How an entry is named to people: the cloth's name, or the start of a magazine entry's description. */
export function nameOf(entry: Favourite): string | null {
  if (!entry.item) return null;
  if (entry.type === 'cloth') return entry.item.name;
  const text = entry.item.description.trim();
  return text.length > 60 ? `${text.slice(0, 59).trimEnd()}…` : text || entry.item.brand.name;
}

function imageOf(entry: Favourite): string | null {
  if (!entry.item) return null;
  if (entry.type === 'cloth') return entry.item.image?.thumbUrl ?? null;
  return entry.item.contentType === 'image' ? entry.item.media.url : entry.item.media.posterUrl;
}

interface Props {
  entry: Favourite;
  /** Closes the popover when a link inside it is followed. */
  onLeave: () => void;
  /** More actions beside Remove (an influencer's Recommend or Stop recommending). */
  actions?: ReactNode;
  /** What comes under the item (the review, the recommend form). */
  children?: ReactNode;
}

/** One favourite in the popover: picture, name, price or description, and the way to remove it. */
export function FavouriteRow({ entry, onLeave, actions, children }: Props) {
  const intl = useIntl();
  const change = useChangeFavourite();
  const name = nameOf(entry);
  const image = imageOf(entry);
  const remove = name ? intl.formatMessage({ id: 'favourites.button.remove' }, { name }) : intl.formatMessage({ id: 'favourites.removeUnavailable' });
  return (
    <li className="flex gap-3 border-b border-line py-3 last:border-b-0">
      <div className="h-20 w-[3.125rem] shrink-0 overflow-hidden bg-line/40">
        {image && <img src={image} alt="" loading="lazy" className="h-full w-full object-cover" />}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        {!entry.item ? (
          <p className="text-sm text-muted">{intl.formatMessage({ id: 'favourites.unavailable' })}</p>
        ) : entry.type === 'cloth' ? (
          <>
            <p className="kicker truncate">{entry.item.brand.name}</p>
            <Link
              to={`/cloth/${encodeURIComponent(entry.item.id)}`}
              onClick={onLeave}
              className="block truncate font-display text-base text-ink hover:underline"
            >
              {entry.item.name}
            </Link>
            <p className="text-sm font-semibold text-ink">{formatPrice(entry.item.discountedPrice ?? entry.item.price, entry.item.currency)}</p>
          </>
        ) : (
          <>
            <p className="kicker truncate">{entry.item.brand.name}</p>
            <p className="line-clamp-3 text-sm text-ink">{entry.item.description}</p>
          </>
        )}
        {children}
        <div className="flex flex-wrap gap-x-4 gap-y-1 pt-1 text-xs uppercase tracking-widest">
          <button
            type="button"
            aria-label={remove}
            onClick={() => change.mutate({ id: entry.id, type: entry.type, favourite: false })}
            className="text-muted hover:text-ink"
          >
            {intl.formatMessage({ id: 'favourites.remove' })}
          </button>
          {actions}
        </div>
      </div>
    </li>
  );
}
