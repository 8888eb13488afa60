import type { CaseTag, Language } from '../relevance-queries';
import { within, type Family, type Material, type Occasion, type TruthProduct } from './truth';

/**
 * What a shopper's query asks of a real shop, in the truth's terms (issue 44, item 6): the products it asks for are
 * computed from truth.json, never from what the importer made of the shop. Every part given must hold:
 * - `categories`: Shopify taxonomy ids, each meaning itself and every category below it; none named: any product.
 * - `gender`: women's means women's or unisex, men's men's or unisex.
 * - `colours`: families (a colour word covers its family); `shades`: the shop's own colour words, exactly.
 * - `materials`: any of them among the product's composition (synthetic leather is not leather).
 * - `occasion`: the shop tags the product with it. `sale`: on sale. `size`: among its sizes.
 * - `maxPrice`/`minPrice`: what a shopper pays, bounds included.
 * A query whose intent no product meets expects an empty or a labelled, relaxed answer.
 */
export interface Intent {
  categories?: readonly string[];
  gender?: 'women' | 'men';
  colours?: readonly Family[];
  shades?: readonly string[];
  materials?: readonly Material[];
  occasion?: Occasion;
  sale?: true;
  size?: string;
  maxPrice?: number;
  minPrice?: number;
}

export interface ShopCase {
  q: string;
  language: Language;
  intent: Intent;
  tags: readonly CaseTag[];
}

export function wants(intent: Intent, product: TruthProduct): boolean {
  const lower = (words: readonly string[]) => words.map((word) => word.toLowerCase());
  return (
    (!intent.categories || intent.categories.some((id) => within(product.category.id, id))) &&
    (!intent.gender || product.gender === intent.gender || product.gender === 'unisex') &&
    (!intent.colours || intent.colours.some((family) => product.families.includes(family))) &&
    (!intent.shades || lower(intent.shades).some((shade) => lower(product.colours).includes(shade))) &&
    (!intent.materials || intent.materials.some((material) => product.materials.includes(material))) &&
    (!intent.occasion || product.occasions.includes(intent.occasion)) &&
    (!intent.sale || product.onSale) &&
    (!intent.size || product.sizes.includes(intent.size)) &&
    (intent.maxPrice === undefined || product.price <= intent.maxPrice) &&
    (intent.minPrice === undefined || product.price >= intent.minPrice)
  );
}

/** A case in the queries' shorthand: its tags derived from the intent's parts, plus those given. */
export function shopCase(language: Language, q: string, intent: Intent, ...extra: CaseTag[]): ShopCase {
  const tags = new Set<CaseTag>(extra);
  if (intent.categories) tags.add('category');
  if (intent.gender) tags.add('gender');
  if (intent.colours) tags.add('colour');
  if (intent.shades) tags.add('shade');
  if (intent.materials) tags.add('material');
  if (intent.occasion) tags.add('occasion');
  if (intent.maxPrice !== undefined || intent.minPrice !== undefined) tags.add('price');
  if (tags.size > 2) tags.add('combined');
  return { q, language, intent, tags: [...tags] };
}
