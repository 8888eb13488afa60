import { useIntl } from 'react-intl';
import { CLOTH_PHOTO } from '@vitrina/domain/catalogue/image-sizes';
import { Link } from 'react-router-dom';
import type { ClothCardData } from '../lib/clothSummary';
import { discountPercent, formatPrice } from '../lib/price';
import { CardFollow } from './CardFollow';
import { useItemActions } from './itemActions';

/** A cloth image's stored sizes, as the image pipeline makes them: the full photo, its middle size and its thumbnail, all 5:8. */
const FULL = CLOTH_PHOTO.main;
/**
 * How wide a card is in a grid across the page (home): two columns on a phone, three from 640 px, four from
 * 1024 px, less the page's 24 px margins and the gaps, the page at most 1280 px wide. Said as it is, so the browser
 * takes the thumbnail wherever it is wide enough (a phone at 1×, a small desktop) and the middle size on a phone's
 * dense screen (a 165 px card wants 289 px at 1.75×, 495 px at 3×: Chromium takes the nearer of the two sizes
 * around that: the thumbnail at 1.75×, the middle size at 3×).
 */
export const CARD_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) calc(25vw - 24px), (min-width: 640px) calc(33.3vw - 27px), calc(50vw - 30px)';
/** The same beside the search's 256 px filters column (from 768 px): three columns, then four of at most 224 px. */
export const RESULT_CARD_SIZES =
  '(min-width: 1280px) 224px, (min-width: 1024px) calc(25vw - 96px), (min-width: 768px) calc(33.3vw - 123px), (min-width: 640px) calc(33.3vw - 27px), calc(50vw - 30px)';
/** CARD_SIZES on a page with 16 px margins on a phone (a brand's page): its two columns are 8 px wider. */
export const NARROW_MARGIN_CARD_SIZES =
  '(min-width: 1280px) 296px, (min-width: 1024px) calc(25vw - 24px), (min-width: 640px) calc(33.3vw - 27px), calc(50vw - 22px)';
/** A grid of six from 1024 px (the profile's lists), 24 px margins: 192 px at most. */
export const SIX_COLUMN_CARD_SIZES =
  '(min-width: 1280px) 192px, (min-width: 1024px) calc(16.7vw - 21px), (min-width: 640px) calc(33.3vw - 27px), calc(50vw - 30px)';

interface Props {
  cloth: ClothCardData;
  /** Where the card leads; a preview has nowhere to go yet. */
  href?: string;
  /** The image's rendered width for the browser's choice among its stored sizes (a `sizes` value). */
  sizes?: string;
  /** The card is in the first screenful: its image loads at once and first, not when scrolled near. */
  priority?: boolean;
  /** "Follow" beside the brand's name (search results), when the card knows the brand's id. */
  followBrand?: boolean;
}

/** A cloth as shoppers see it in lists: 5:8 image with its actions (the favourite heart), brand, name, price; marked when sold out. */
export function ClothCard({ cloth, href, sizes = CARD_SIZES, priority = false, followBrand = false }: Props) {
  const intl = useIntl();
  const Actions = useItemActions();
  const name = href ? (
    <Link to={href} className="after:absolute after:inset-0">
      {cloth.name}
    </Link>
  ) : (
    cloth.name
  );
  return (
    // overflow-wrap: anywhere lets a long name or price break, so a narrow grid column never widens to fit it.
    <article className="group relative flex min-w-0 flex-col gap-2 [overflow-wrap:anywhere]" aria-label={cloth.name}>
      <div className="aspect-[5/8] overflow-hidden bg-line/40">
        {cloth.imageUrl && (
          <img
            src={cloth.imageUrl}
            srcSet={srcSetOf(cloth.imageUrl, cloth)}
            sizes={cloth.thumbUrl ? sizes : undefined}
            width={FULL.width}
            height={FULL.height}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className={`h-full w-full object-cover transition group-hover:scale-[1.02] ${cloth.soldOut ? 'opacity-60' : ''}`}
          />
        )}
      </div>
      {/* Over the image's corner, clear of the heart; a sold-out cloth stays listed, so shoppers see it and why. */}
      {cloth.soldOut ? (
        <SoldOutBadge className="absolute left-2 top-2 z-10" />
      ) : (
        <DiscountBadge price={cloth.price} discountedPrice={cloth.discountedPrice} className="absolute left-2 top-2 z-10" />
      )}
      {/* Above the link that covers the card; a preview (no href) is not a cloth anyone can keep yet. */}
      {href && Actions && (
        <div className="absolute right-2 top-2 z-10">
          <Actions id={cloth.id} type="cloth" label={cloth.name} />
        </div>
      )}
      {followBrand && href && cloth.brandId ? (
        <div className="flex flex-col items-start sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:gap-x-2">
          <p className="kicker min-w-0">{cloth.brandName}</p>
          <CardFollow brandId={cloth.brandId} brandName={cloth.brandName} />
        </div>
      ) : (
        <p className="kicker">{cloth.brandName}</p>
      )}
      <h3 className="font-display text-lg leading-tight text-ink">{name}</h3>
      {/* Old and new price wrap onto two lines in a narrow card rather than run into the next one. */}
      <p className="cloth-card__price flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm">
        {cloth.discountedPrice !== null ? (
          <>
            <span className="sr-only">{intl.formatMessage({ id: 'cloth.price.before' })} </span>
            <s className="min-w-0 text-muted">{formatPrice(cloth.price, cloth.currency)}</s>
            <span className="sr-only">{intl.formatMessage({ id: 'cloth.price.now' })} </span>
            <span className="min-w-0 font-semibold text-ink">{formatPrice(cloth.discountedPrice, cloth.currency)}</span>
          </>
        ) : (
          <span className="min-w-0 font-semibold text-ink">{formatPrice(cloth.price, cloth.currency)}</span>
        )}
      </p>
    </article>
  );
}

/**
 * Every stored size of a card's image by its width, smallest first; none without a thumbnail (the full image alone).
 * An image stored before middle sizes were made offers its two.
 */
function srcSetOf(imageUrl: string, { middleUrl, thumbUrl }: Pick<ClothCardData, 'middleUrl' | 'thumbUrl'>): string | undefined {
  if (!thumbUrl) return undefined;
  const sizes: Array<[string, number]> = [
    [thumbUrl, CLOTH_PHOTO.thumb.width],
    ...(middleUrl ? [[middleUrl, CLOTH_PHOTO.middle.width] as [string, number]] : []),
    [imageUrl, FULL.width],
  ];
  return sizes.map(([url, width]) => `${url} ${width}w`).join(', ');
}

/** "Sold out" in the reader's language, as a card and a cloth page mark a cloth nothing of which can be bought now. */
export function SoldOutBadge({ className = '' }: { className?: string }) {
  const intl = useIntl();
  return (
    <span className={`inline-block bg-ink px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-paper ${className}`}>
      {intl.formatMessage({ id: 'cloth.soldOut' })}
    </span>
  );
}

/**
 * A card's shape while its cloth is on the way: the 5:8 image, the brand, a name and a price, so the list that
 * replaces it takes the same room and nothing below it jumps. The loading announcement is the list's own.
 */
export function ClothCardSkeleton() {
  return (
    <div className="flex min-w-0 flex-col gap-2" aria-hidden>
      <div className="aspect-[5/8] animate-pulse bg-line/40" />
      <span className="kicker invisible">·</span>
      <span className="h-5 w-3/4 bg-line/40 text-lg leading-tight" />
      <span className="h-4 w-1/3 bg-line/40 text-sm" />
    </div>
  );
}

/** "−30 %" over a discounted cloth's photo, in the reader's way of writing a percentage. */
export function DiscountBadge({ price, discountedPrice, className = '' }: { price: number; discountedPrice: number | null; className?: string }) {
  const intl = useIntl();
  const percent = discountPercent(price, discountedPrice);
  if (percent === null) return null;
  return (
    <span className={`rounded-sm bg-accent px-2 py-0.5 text-xs font-semibold text-paper ${className}`}>
      {intl.formatNumber(-percent / 100, { style: 'percent' }).replace('-', '\u2212')}
    </span>
  );
}
