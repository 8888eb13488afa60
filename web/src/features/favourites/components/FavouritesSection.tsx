import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ClothGrid } from '../../../components/ClothGrid';
import type { ClothSummary } from '@vitrina/contract/catalogue';
import { cardOfSummary } from '../../../lib/clothSummary';
import { useFavourites } from '../api/getFavourites';
import type { MagazineFavourite } from '../api/getFavourites';
import { ListSection } from '../../../components/ListSection';

/**
 * The profile's "what this person saved": clothes as cards leading to their pages, then magazine entries. It reads
 * the hearts' own cache, so a heart flipped anywhere shows here at once; removing happens through those hearts.
 */
export function FavouritesSection() {
  const intl = useIntl();
  const favourites = useFavourites();
  const settled = (favourites.data ?? []).filter((entry) => !entry.pending);
  const cards = settled.flatMap((entry) => (entry.type === 'cloth' && entry.item ? [cardOfSummary(entry.item)] : []));
  const entries = settled.filter((entry): entry is MagazineFavourite => entry.type === 'magazine');
  const gone = settled.filter((entry) => entry.item === null).length;

  return (
    <ListSection name="favourites" query={favourites} empty={settled.length === 0}>
      {(title) => (
        <>
          {cards.length > 0 && <ClothGrid label={title} clothes={cards} columns={6} />}
          {entries.some((entry) => entry.item) && <MagazineFavourites entries={entries} />}
          {gone > 0 && <p className="text-sm text-muted">{intl.formatMessage({ id: 'profile.favourites.gone' }, { count: gone })}</p>}
        </>
      )}
    </ListSection>
  );
}

function MagazineFavourites({ entries }: { entries: MagazineFavourite[] }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'profile.favourites.magazine' });
  return (
    <div className="space-y-3">
      <h3 className="kicker">{label}</h3>
      <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map(({ id, item }) =>
          item ? (
            <li key={id} className="flex min-w-0 gap-3">
              <EntryImage media={item.media} contentType={item.contentType} />
              <div className="min-w-0">
                <p className="kicker">{item.brand.name}</p>
                <Link to="/magazine" className="line-clamp-3 text-sm text-ink hover:underline">
                  {item.description}
                </Link>
                <FeaturedClothes clothes={item.clothes ?? []} />
              </div>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}

/** The clothes the entry features, by name, each a chip leading to its page (the magazine shows them as thumbnails). */
function FeaturedClothes({ clothes }: { clothes: readonly ClothSummary[] }) {
  const intl = useIntl();
  if (clothes.length === 0) return null;
  const label = intl.formatMessage({ id: 'magazine.entry.featured' });
  return (
    <div className="mt-1 text-xs">
      <p className="text-muted">{label}</p>
      <ul aria-label={label} className="mt-1 flex flex-wrap gap-2">
        {clothes.slice(0, 4).map((cloth) => (
          <li key={cloth.id} className="min-w-0">
            <Link
              to={`/cloth/${encodeURIComponent(cloth.id)}`}
              className="inline-flex min-h-11 max-w-full items-center rounded-full [overflow-wrap:anywhere] border border-ink/30 px-3 text-ink hover:bg-ink hover:text-paper focus-visible:outline-2"
            >
              {cloth.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A video shows its poster, if it has one; an image shows itself. */
function EntryImage({ media, contentType }: Pick<NonNullable<MagazineFavourite['item']>, 'media' | 'contentType'>) {
  const src = media.posterUrl ?? (contentType === 'image' ? media.url : null);
  return src ? (
    <img src={src} alt="" loading="lazy" className="h-20 w-16 shrink-0 bg-line/40 object-cover" />
  ) : (
    <span aria-hidden className="h-20 w-16 shrink-0 bg-line/40" />
  );
}
