import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ClothCardData } from '../lib/clothSummary';
import { formatPrice } from '../lib/price';
import { useItemActions } from './itemActions';

export interface ClothDetailData extends ClothCardData {
  imageUrls: string[];
  /** The brand's own page for this cloth, opened in a new tab. */
  url: string | null;
  /** Label and value pairs already in the reader's language (category, gender, seasons…). */
  facts: { label: string; value: string }[];
}

interface Props {
  cloth: ClothDetailData;
  brandLink?: ReactNode;
  headingLevel?: 1 | 2;
  /** The item's actions (the favourite heart); by default on the cloth's own page (level 1), not in a preview. */
  showActions?: boolean;
}

/** A cloth's page body as shoppers see it: every image, brand, name, price, its facts and the way to buy it. */
export function ClothDetail({ cloth, brandLink, headingLevel = 2, showActions = headingLevel === 1 }: Props) {
  const intl = useIntl();
  const Actions = useItemActions();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article aria-labelledby={`cloth-${cloth.id}-name`} className="grid gap-8 md:grid-cols-2">
      <ul aria-label={intl.formatMessage({ id: 'cloth.images' })} className="grid grid-cols-2 gap-2">
        {cloth.imageUrls.map((src, index) => (
          <li key={src} className={index === 0 ? 'col-span-2' : undefined}>
            <img src={src} alt={intl.formatMessage({ id: 'cloth.imageAlt' }, { name: cloth.name, n: index + 1 })} className="aspect-[5/8] w-full object-cover" />
          </li>
        ))}
      </ul>
      <div className="space-y-4">
        <p className="kicker">{brandLink ?? cloth.brandName}</p>
        <div className="flex items-start justify-between gap-4">
          <Heading id={`cloth-${cloth.id}-name`} className="font-display text-3xl text-ink">
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
        {cloth.url && (
          <a href={cloth.url} target="_blank" rel="noopener noreferrer" className="button-primary inline-block">
            {intl.formatMessage({ id: 'cloth.buy' }, { brand: cloth.brandName })}
          </a>
        )}
      </div>
    </article>
  );
}
