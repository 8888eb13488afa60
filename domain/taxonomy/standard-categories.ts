import { DEFAULT_TAXONOMY } from './defaults';
/**
 * Each default category's place in the two standard product taxonomies shops publish: Shopify's Standard Product
 * Taxonomy (a product's `category`, gid://shopify/TaxonomyCategory/aa-…) and Google's product taxonomy (a feed's
 * `google_product_category`, by number), so an imported product that states one is classified by it.
 *
 * Sources: Shopify's ids from github.com/Shopify/product-taxonomy, data/categories/aa_apparel_accessories.yml (the
 * Apparel & Accessories vertical; MIT licence, © Shopify Inc.); Google's from its product taxonomy, version
 * 2021-09-21 (taxonomy-with-ids.en-US.txt, the version Shopify maps to). Where a taxonomy has no node of its own
 * the nearest one above stands: Google files every shoe under Shoes (187); Shopify has no loafers, espadrilles or
 * dress shoes (Flats, aa-8-9, and Shoes, aa-8), and keeps backpacks outside Apparel & Accessories (null here).
 */
export interface StandardCategory {
  shopify: string | null;
  google: number;
}

export const STANDARD_CATEGORIES: Readonly<Record<string, StandardCategory>> = {
  camisas: { shopify: 'aa-1-13-7', google: 212 },
  pantalones: { shopify: 'aa-1-12-11', google: 204 },
  vestidos: { shopify: 'aa-1-4', google: 2271 },
  faldas: { shopify: 'aa-1-15', google: 1581 },
  abrigos: { shopify: 'aa-1-10-2-5', google: 5598 },
  chaquetas: { shopify: 'aa-1-10-2', google: 5598 },
  jerseis: { shopify: 'aa-1-13-12', google: 212 },
  camisetas: { shopify: 'aa-1-13-8', google: 212 },
  vaqueros: { shopify: 'aa-1-12-4', google: 204 },
  trajes: { shopify: 'aa-1-19', google: 1594 },
  zapatillas: { shopify: 'aa-8-8', google: 187 },
  botas: { shopify: 'aa-8-3', google: 187 },
  sandalias: { shopify: 'aa-8-6', google: 187 },
  'zapatos-de-vestir': { shopify: 'aa-8', google: 187 },
  cinturones: { shopify: 'aa-2-6', google: 169 },
  gorros: { shopify: 'aa-2-17', google: 173 },
  bufandas: { shopify: 'aa-2-26', google: 177 },
  'bolsos-de-mano': { shopify: 'aa-5-4', google: 3032 },
  mochilas: { shopify: null, google: 100 },
  collares: { shopify: 'aa-6-8', google: 196 },
  pendientes: { shopify: 'aa-6-6', google: 194 },
  tops: { shopify: 'aa-1-13', google: 212 },
  sudaderas: { shopify: 'aa-1-13-14', google: 212 },
  cardigans: { shopify: 'aa-1-13-3', google: 212 },
  polos: { shopify: 'aa-1-13-6', google: 212 },
  blazers: { shopify: 'aa-1-10-2-11', google: 5598 },
  chalecos: { shopify: 'aa-1-10-6', google: 5514 },
  monos: { shopify: 'aa-1-9', google: 7132 },
  shorts: { shopify: 'aa-1-14', google: 207 },
  leggings: { shopify: 'aa-1-12-8', google: 204 },
  'trajes-de-bano': { shopify: 'aa-1-20', google: 211 },
  lenceria: { shopify: 'aa-1-6', google: 213 },
  botines: { shopify: 'aa-8-3', google: 187 },
  mocasines: { shopify: 'aa-8-9', google: 187 },
  tacones: { shopify: 'aa-8-10', google: 187 },
  bailarinas: { shopify: 'aa-8-9', google: 187 },
  alpargatas: { shopify: 'aa-8-9', google: 187 },
  'gafas-de-sol': { shopify: 'aa-2-27', google: 178 },
  gorras: { shopify: 'aa-2-17-1', google: 173 },
  billeteras: { shopify: 'aa-5-5-7', google: 2668 },
  bandoleras: { shopify: 'aa-5-4-7', google: 3032 },
  'bolsos-tote': { shopify: 'aa-5-4-18', google: 5608 },
  clutches: { shopify: 'aa-5-4-5', google: 3032 },
  pulseras: { shopify: 'aa-6-3', google: 191 },
  anillos: { shopify: 'aa-6-9', google: 200 },
  relojes: { shopify: 'aa-6-11', google: 201 },
};

/** Shopify's nodes below a default category's own that mean it too (its id reaches them by ancestry otherwise). */
const SHOPIFY_ALSO: Readonly<Record<string, string>> = {
  'aa-1-13-1': 'camisas', // Blouses
  'aa-1-13-5': 'camisas', // Overshirts
  'aa-1-13-9': 'tops', // Tank tops
  'aa-1-13-2': 'tops', // Bodysuits
  'aa-1-1-7-2': 'sudaderas', // Activewear hoodies
  'aa-1-1-7-4': 'sudaderas', // Activewear sweatshirts
  'aa-1-13-13': 'sudaderas', // Hoodies
  'aa-1-1-1-2': 'leggings', // Activewear leggings
  'aa-1-10': 'chaquetas', // Outerwear
  'aa-1-10-2-6': 'abrigos', // Parkas
  'aa-1-10-2-7': 'abrigos', // Pea coats
  'aa-1-10-2-13': 'abrigos', // Trench coats
  'aa-1-10-2-17': 'abrigos', // Wrap coats
  'aa-1-12': 'pantalones', // Pants
  'aa-2-17-10': 'gorras', // Snapback caps
  'aa-2-17-14': 'gorras', // Trucker hats
  'aa-5-4-19': 'bolsos-de-mano', // Shoulder bags
  'aa-5-5': 'billeteras', // Wallets & money clips
  'aa-6-12': 'relojes', // Smart watches
};

/** Shopify's nodes several default categories share, and the one they mean (Boots are boots before ankle boots). */
const SHOPIFY_SHARED: Readonly<Record<string, string>> = { 'aa-8-3': 'botas', 'aa-8-9': 'bailarinas' };

const BY_SHOPIFY: ReadonlyMap<string, string> = new Map([
  ...Object.entries(STANDARD_CATEGORIES).flatMap(([id, standard]) =>
    standard.shopify && standard.shopify !== 'aa-8' ? [[standard.shopify, id] as const] : [],
  ),
  ...Object.entries(SHOPIFY_ALSO),
  ...Object.entries(SHOPIFY_SHARED),
]);

/**
 * The default category a Shopify taxonomy id means ("aa-1-13-9", or its gid://shopify/TaxonomyCategory/ form): its
 * own node's, else the nearest above it that one has (a Swimwear Top is swimwear); undefined for none.
 */
export function categoryOfShopifyId(id: string): string | undefined {
  let node = id.replace(/^gid:\/\/shopify\/TaxonomyCategory\//, '').toLowerCase();
  while (node.includes('-')) {
    const category = BY_SHOPIFY.get(node);
    if (category) return category;
    node = node.slice(0, node.lastIndexOf('-'));
  }
  return undefined;
}

/** Google's category paths for the ids above, as feeds write them in `google_product_category` when not by number. */
const GOOGLE_PATHS: Readonly<Record<number, string>> = {
  100: 'Luggage & Bags > Backpacks',
  169: 'Apparel & Accessories > Clothing Accessories > Belts',
  173: 'Apparel & Accessories > Clothing Accessories > Hats',
  177: 'Apparel & Accessories > Clothing Accessories > Scarves & Shawls',
  178: 'Apparel & Accessories > Clothing Accessories > Sunglasses',
  187: 'Apparel & Accessories > Shoes',
  191: 'Apparel & Accessories > Jewelry > Bracelets',
  194: 'Apparel & Accessories > Jewelry > Earrings',
  196: 'Apparel & Accessories > Jewelry > Necklaces',
  200: 'Apparel & Accessories > Jewelry > Rings',
  201: 'Apparel & Accessories > Jewelry > Watches',
  204: 'Apparel & Accessories > Clothing > Pants',
  207: 'Apparel & Accessories > Clothing > Shorts',
  211: 'Apparel & Accessories > Clothing > Swimwear',
  212: 'Apparel & Accessories > Clothing > Shirts & Tops',
  213: 'Apparel & Accessories > Clothing > Underwear & Socks',
  1581: 'Apparel & Accessories > Clothing > Skirts',
  1594: 'Apparel & Accessories > Clothing > Suits',
  2271: 'Apparel & Accessories > Clothing > Dresses',
  2668: 'Apparel & Accessories > Handbags, Wallets & Cases > Wallets & Money Clips',
  3032: 'Apparel & Accessories > Handbags, Wallets & Cases > Handbags',
  5514: 'Apparel & Accessories > Clothing > Outerwear > Vests',
  5598: 'Apparel & Accessories > Clothing > Outerwear > Coats & Jackets',
  5608: 'Luggage & Bags > Shopping Totes',
  7132: 'Apparel & Accessories > Clothing > One-Pieces > Jumpsuits & Rompers',
};
const GOOGLE_BY_PATH = new Map(Object.entries(GOOGLE_PATHS).map(([id, path]) => [pathKey(path), Number(id)]));

function pathKey(path: string): string {
  return path
    .toLowerCase()
    .replace(/\s*>\s*/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The default categories a Google product category stands for, by its number ("2271") or its path as feeds write
 * it ("Apparel & Accessories > Clothing > Dresses"): one for most, several for one Google lumps together (Shirts &
 * Tops are shirts, T-shirts, tops, sweatshirts, jumpers…; Shoes every shoe), for a product's own words to choose
 * among; none for a category no default is filed under.
 */
export function categoriesOfGoogleCategory(category: string | number): string[] {
  const text = String(category).trim();
  const id = /^\d+$/.test(text) ? Number(text) : GOOGLE_BY_PATH.get(pathKey(text));
  if (id === undefined) return [];
  return Object.entries(STANDARD_CATEGORIES).flatMap(([categoryId, standard]) => (standard.google === id ? [categoryId] : []));
}

/**
 * The default category that stands at its type's own node of Shopify's taxonomy, the node every other category of
 * the type sits under (footwear's dress shoes at Shoes, bags' handbags at Handbags); undefined for a type whose
 * categories stand side by side (clothing, jewellery). A product whose words name its type and no category is that.
 */
export function generalCategoryOf(typeId: string): string | undefined {
  return GENERAL_BY_TYPE.get(typeId);
}

const GENERAL_BY_TYPE: ReadonlyMap<string, string> = (() => {
  const general = new Map<string, string>();
  const byType = new Map<string, Array<{ id: string; node: string }>>();
  for (const term of DEFAULT_TAXONOMY) {
    const node = STANDARD_CATEGORIES[term.id]?.shopify;
    if (term.kind !== 'category' || !term.typeId || !node) continue;
    byType.set(term.typeId, [...(byType.get(term.typeId) ?? []), { id: term.id, node }]);
  }
  for (const [typeId, categories] of byType) {
    const top = categories.filter((candidate) => categories.every((other) => other === candidate || other.node.startsWith(`${candidate.node}-`)));
    if (top.length === 1) general.set(typeId, top[0]!.id);
  }
  return general;
})();
