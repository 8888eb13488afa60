import { resolveUrl } from './urls';

/** Images a cloth holds at most (domain/catalogue/events.ts). */
export const MAX_IMAGES = 12;

/**
 * What shops put where a product's photo would be, on every source: a lazy loader's stand-ins (data: URIs, blank,
 * spacer and 1×1 gifs) and the platforms' "no photo" pictures: Shopify's no-image gif and placeholder-images,
 * WooCommerce's woocommerce-placeholder.png, Tiendanube's no-foto and empty-placeholder, VTEX's sem-foto and
 * image-not-found under /arquivos/ids/, Magento's placeholder/ paths, PrestaShop's /img/p/es-default-*.jpg, and the like in the shops' languages ("sin
 * foto", "no disponible"). The words must start a name or a part of it: "piano-image.jpg" is a photo.
 */
const PLACEHOLDER = new RegExp(
  [
    '^data:',
    'placeholder',
    'spacer\\.gif',
    '(^|[/_.-])(no|sin|sem|senza|sans|without)[-_]?(foto|photo|image|imagen|imagem|immagine|img|picture|disponible|available)s?([-_.]|$)',
    '(^|[/_.-])(image|imagen|imagem|img|foto|photo)[-_]?(not[-_]?found|unavailable|missing|coming[-_]?soon|no[-_]?disponible|indisponivel)([-_.]|$)',
    // PrestaShop's picture for a product without one: /img/p/<language>-default-<size>.jpg.
    '\\/img\\/p\\/[a-z]{2}-default(-[a-z_]+)?\\.(jpg|png|webp)',
    '(^|\\/)(blank|pixel|transparent|empty|clear|loading|loader|lazy|lazyload|px)\\.(gif|png|svg|webp)(\\?|$)',
    '1x1[^/]*\\.(gif|png)',
  ].join('|'),
  'i',
);

/** Whether an image address is a stand-in for a photo the product does not have (PLACEHOLDER), not a photo. */
export const isPlaceholderImage = (url: string): boolean => PLACEHOLDER.test(url.trim());

/**
 * A product's photos as every source keeps them: absolute (resolved on `base`, `//cdn…` included), stand-ins and
 * "no photo" pictures left out, without repeats, at most MAX_IMAGES. None left: the product has no photo, and is
 * imported hidden until it has one.
 */
export function productImages(sources: readonly unknown[], base: string): string[] {
  const urls = sources.flatMap((source) =>
    typeof source === 'string' ? [resolveUrl(source, base)].filter((url): url is string => url !== null && !isPlaceholderImage(url)) : [],
  );
  return [...new Set(urls)].slice(0, MAX_IMAGES);
}
