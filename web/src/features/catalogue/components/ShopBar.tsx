import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/price';

interface Props {
  price: number;
  currency: string;
  brandName: string;
  /** The way out to the brand's shop (through Vitrina, which counts it). */
  url: string;
}

/**
 * On a phone, the way to the shop stays in reach at the foot of the screen while the reader goes through the photos,
 * the text and the related clothes (the page's own button sits far down there); it steps aside at the page's end, so
 * the footer is never under it. Its sentinel goes last in the page.
 */
export function ShopBar({ price, currency, brandName, url }: Props) {
  const intl = useIntl();
  const end = useRef<HTMLDivElement>(null);
  const [atEnd, setAtEnd] = useState(false);
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setAtEnd(entry?.isIntersecting ?? false));
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {!atEnd && (
        <div
          data-testid="shop-bar"
          className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-line bg-paper/95 px-4 py-3 backdrop-blur md:hidden"
        >
          <span className="font-semibold text-ink">{formatPrice(price, currency)}</span>
          <a href={url} target="_blank" rel="noopener noreferrer" className="button-primary inline-block text-center">
            {intl.formatMessage({ id: 'cloth.buy' }, { brand: brandName })}
          </a>
        </div>
      )}
      <div ref={end} aria-hidden className="h-px" />
    </>
  );
}
