import type { ClothCardData } from '../lib/clothSummary';
import { CARD_SIZES, ClothCard, SIX_COLUMN_CARD_SIZES } from './ClothCard';

/** Cards in the first row on a desktop, which are on screen before any scroll: their images load first. */
const FIRST_SCREEN = 4;

interface Props {
  /** The list's accessible name. */
  label: string;
  clothes: ClothCardData[];
  /** Cards a row on wide screens: 6 where the grid shares the page (the profile), else 4. */
  columns?: 4 | 6;
  busy?: boolean;
  /** Each card offers to follow its brand (search results). */
  followBrands?: boolean;
  /** How wide a card is (a `sizes` value), where the grid does not span the page with 24 px margins: search results beside the filters, a brand's page. */
  sizes?: string;
}

/** Clothes as cards, each leading to its page. */
export function ClothGrid({ label, clothes, columns = 4, busy, followBrands = false, sizes: given }: Props) {
  const wide = columns === 6 ? 'lg:grid-cols-6' : 'lg:grid-cols-4';
  const sizes = given ?? (columns === 6 ? SIX_COLUMN_CARD_SIZES : CARD_SIZES);
  return (
    <ul aria-label={label} aria-busy={busy} className={`grid grid-cols-2 gap-x-3 sm:gap-x-4 gap-y-8 sm:grid-cols-3 ${wide}`}>
      {clothes.map((cloth, index) => (
        <li key={cloth.id} className="min-w-0">
          <ClothCard href={`/cloth/${encodeURIComponent(cloth.id)}`} cloth={cloth} sizes={sizes} priority={index < FIRST_SCREEN} followBrand={followBrands} />
        </li>
      ))}
    </ul>
  );
}
