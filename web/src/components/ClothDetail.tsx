import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ClothCardData } from '../lib/clothSummary';
import { formatPrice } from '../lib/price';
import { DiscountBadge, SoldOutBadge } from './ClothCard';
import { ClothGallery } from './ClothGallery';
import type { GalleryImage } from './ClothGallery';
import { useItemActions } from './itemActions';

export interface ClothDetailData extends ClothCardData {
  imageUrls: string[];
  /** Photos with their thumbnails, when known; otherwise the gallery's thumbnails are `imageUrls` themselves. */
  images?: GalleryImage[];
  /** The brand's words about it, already in the reader's language. */
  description?: string | null;
  /** The brand's own page for this cloth, opened in a new tab. */
  url: string | null;
  /** Label and value pairs already in the reader's language (category, gender, seasons…). */
  facts: { label: string; value: string }[];
  /** Its sizes as the brand writes them, each marked when it cannot be bought now. */
  sizes?: { label: string; soldOut: boolean }[];
}

/** The sizes, those sold out struck through (and said so to screen readers), with a line saying what that means. */
function Sizes({ sizes }: { sizes: NonNullable<ClothDetailData['sizes']> }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'clothes.field.sizes' });
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted">{label}</p>
      <ul aria-label={label} className="flex flex-wrap gap-2">
        {sizes.map((size) => (
          <li
            key={size.label}
            className={`min-w-11 border px-2 py-1 text-center text-sm [overflow-wrap:anywhere] ${size.soldOut ? 'border-line text-muted' : 'border-ink text-ink'}`}
          >
            {size.soldOut ? <s>{size.label}</s> : size.label}
            {size.soldOut && <span className="sr-only"> ({intl.formatMessage({ id: 'cloth.sizes.soldOut' })})</span>}
          </li>
        ))}
      </ul>
      {sizes.some((size) => size.soldOut) && <p className="text-xs text-muted">{intl.formatMessage({ id: 'cloth.sizes.note' })}</p>}
    </div>
  );
}

interface Props {
  cloth: ClothDetailData;
  brandLink?: ReactNode;
  headingLevel?: 1 | 2;
  /** The item's actions (the favourite heart); by default on the cloth's own page (level 1), not in a preview. */
  showActions?: boolean;
  /** More ways to act beside the way out to the shop (sharing, on the cloth's own page). */
  extraActions?: ReactNode;
  /** What shows its sizes instead of the plain list (the cloth page's size picker, guide and "notify me"). */
  sizePicker?: ReactNode;
}

/** A cloth's page body as shoppers see it: its photos, brand, name, price (marked when sold out), sizes, description, facts and the way to buy it. */
export function ClothDetail({ cloth, brandLink, headingLevel = 2, showActions = headingLevel === 1, extraActions, sizePicker }: Props) {
  const intl = useIntl();
  const Actions = useItemActions();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const images = cloth.images ?? cloth.imageUrls.map((url) => ({ url, thumbUrl: url }));
  // A phone shows the photos first (the page's reason to be) and the name and price under them, both in the first
  // screen, then the rest; a desktop has the photos beside it all. The name stays first for screen readers.
  return (
    <article aria-labelledby={`cloth-${cloth.id}-name`} className="grid gap-x-8 gap-y-5 md:grid-cols-2 md:grid-rows-[auto_1fr]">
      <header className="order-2 space-y-2 md:order-none md:col-start-2 md:row-start-1">
        <div className="kicker">{brandLink ?? cloth.brandName}</div>
        <div className="flex items-start justify-between gap-4">
          <Heading id={`cloth-${cloth.id}-name`} className="font-display text-2xl text-ink sm:text-3xl">
            {cloth.name}
          </Heading>
          {showActions && Actions && <Actions id={cloth.id} type="cloth" label={cloth.name} />}
        </div>
        <p className="text-xl">
          {cloth.discountedPrice !== null ? (
            <>
              <span className="sr-only">{intl.formatMessage({ id: 'cloth.price.before' })} </span>
              <s className="mr-3 text-muted">{formatPrice(cloth.price, cloth.currency)}</s>
              <span className="sr-only">{intl.formatMessage({ id: 'cloth.price.now' })} </span>
              <span className="font-semibold text-ink">{formatPrice(cloth.discountedPrice, cloth.currency)}</span>
            </>
          ) : (
            <span className="font-semibold text-ink">{formatPrice(cloth.price, cloth.currency)}</span>
          )}
        </p>
        {cloth.soldOut ? <SoldOutBadge /> : <DiscountBadge price={cloth.price} discountedPrice={cloth.discountedPrice} className="inline-block" />}
      </header>
      <div className="order-1 md:order-none md:col-start-1 md:row-span-2 md:row-start-1">
        <ClothGallery name={cloth.name} images={images} />
      </div>
      <div className="order-3 space-y-5 md:order-none md:col-start-2 md:row-start-2">
        {sizePicker ?? (cloth.sizes && cloth.sizes.length > 0 && <Sizes sizes={cloth.sizes} />)}
        {(cloth.url || extraActions) && (
          <div className="flex flex-wrap items-center gap-3">
            {cloth.url && (
              <a href={cloth.url} target="_blank" rel="noopener noreferrer" className="button-primary inline-block">
                {intl.formatMessage({ id: 'cloth.buy' }, { brand: cloth.brandName })}
              </a>
            )}
            {extraActions}
          </div>
        )}
        {cloth.description && <p className="whitespace-pre-line leading-relaxed text-ink">{cloth.description}</p>}
        {cloth.facts.length > 0 && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {cloth.facts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="text-muted">{fact.label}</dt>
                <dd className="text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  );
}
