/**
 * What a real-shop catalogue's products are, in terms of no part of Vitrina (issue 44, item 6): each product's
 * category in Shopify's Standard Product Taxonomy (github.com/Shopify/product-taxonomy, MIT licence; the ids and
 * names of its 2024-07 release, dist/en/categories.txt), its gender, its colours by the shop's word and their
 * families, its materials (the main one first; synthetic leather is not leather), the occasions the shop tags it
 * with, its seasons, whether it is on sale, its sizes and the price a shopper pays. Written beside each shop's
 * documents as truth.json by generate.ts; the shop never serves it.
 */
export type Gender = 'women' | 'men' | 'unisex';
export type Family =
  'black' | 'white' | 'grey' | 'beige' | 'brown' | 'blue' | 'green' | 'red' | 'pink' | 'purple' | 'yellow' | 'orange' | 'gold' | 'silver' | 'multicolour';
export type Material =
  | 'cotton'
  | 'linen'
  | 'wool'
  | 'cashmere'
  | 'silk'
  | 'leather'
  | 'suede'
  | 'synthetic-leather'
  | 'denim'
  | 'polyester'
  | 'viscose'
  | 'nylon'
  | 'elastane'
  | 'acrylic'
  | 'canvas'
  | 'rubber'
  | 'knit'
  | 'silver'
  | 'gold'
  | 'steel';
export type Occasion = 'wedding' | 'party' | 'office' | 'beach';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

export interface TruthProduct {
  /** The product page's path at the shop (/products/<handle>, /product/<slug>/): how an imported cloth is found. */
  path: string;
  title: string;
  /** A Shopify taxonomy category id (`aa-1-4`) and its name. */
  category: { id: string; name: string };
  gender: Gender;
  /** The shop's words for its colours, and their families. */
  colours: string[];
  families: Family[];
  /** Main first, then the rest of the composition (lining included). */
  materials: Material[];
  /** Only those the shop tags the product with. */
  occasions: Occasion[];
  seasons: Season[];
  onSale: boolean;
  sizes: string[];
  /** What a shopper pays (the lowest variant's price, a sale's when on sale), in the shop's currency. */
  price: number;
  currency: string;
}

export interface Truth {
  shop: string;
  platform: 'shopify' | 'woocommerce';
  language: 'es' | 'en';
  currency: string;
  /** Where a brand would type its shop's address from (the path after the origin). */
  entry: string;
  taxonomy: { source: string; licence: string; release: string };
  products: TruthProduct[];
}

/** Shopify Standard Product Taxonomy (2024-07) categories these catalogues use, by id. */
export const SHOPIFY_CATEGORIES: Readonly<Record<string, string>> = {
  'aa-1-4': 'Dresses',
  'aa-1-9': 'One-Pieces',
  'aa-1-6-3': 'Bras',
  'aa-1-6-11': "Women's Underpants",
  'aa-1-8-3': "Men's Underwear",
  'aa-1-10-2': 'Coats & Jackets',
  'aa-1-10-2-2': 'Bomber Jackets',
  'aa-1-10-2-5': 'Overcoats',
  'aa-1-10-2-9': 'Puffer Jackets',
  'aa-1-10-2-11': 'Sport Jackets',
  'aa-1-10-2-13': 'Trench Coats',
  'aa-1-10-2-14': 'Trucker Jackets',
  'aa-1-10-6': 'Vests',
  'aa-1-12-4': 'Jeans',
  'aa-1-12-7': 'Joggers',
  'aa-1-12-8': 'Leggings',
  'aa-1-12-11': 'Trousers',
  'aa-1-13-1': 'Blouses',
  'aa-1-13-3': 'Cardigans',
  'aa-1-13-7': 'Shirts',
  'aa-1-13-8': 'T-Shirts',
  'aa-1-13-9': 'Tank Tops',
  'aa-1-13-12': 'Sweaters',
  'aa-1-13-13': 'Hoodies',
  'aa-1-13-14': 'Sweatshirts',
  'aa-1-14': 'Shorts',
  'aa-1-14-5': 'Denim Shorts',
  'aa-1-15': 'Skirts',
  'aa-1-17-4': 'Pajamas',
  'aa-1-18': 'Socks',
  'aa-1-20-2': 'Boardshorts',
  'aa-1-20-6': 'Classic Bikinis',
  'aa-1-20-22': 'One-Piece Swimsuits',
  'aa-2-6': 'Belts',
  'aa-2-17-1': 'Baseball Caps',
  'aa-2-17-2': 'Beanies',
  'aa-2-17-5': 'Bucket Hats',
  'aa-2-26': 'Scarves & Shawls',
  'aa-2-27': 'Sunglasses',
  'aa-5-4-5': 'Clutch Bags',
  'aa-5-4-7': 'Cross Body Bags',
  'aa-5-4-18': 'Shopper Bags',
  'aa-5-4-19': 'Shoulder Bags',
  'aa-5-5-7': 'Wallets',
  'aa-6-3': 'Bracelets',
  'aa-6-6': 'Earrings',
  'aa-6-8': 'Necklaces',
  'aa-6-9': 'Rings',
  'aa-8': 'Shoes',
  'aa-8-3': 'Boots',
  'aa-8-6': 'Sandals',
  'aa-8-7': 'Slippers',
  'aa-8-8': 'Sneakers',
  'aa-8-9': 'Flats',
  'aa-8-10': 'Heels',
  'lb-1': 'Backpacks',
  'lb-7': 'Fanny Packs',
  'lb-13': 'Tote Bags',
};

/** Whether a category is `id` or one of its descendants in the taxonomy (ids nest by their dashes). */
export const within = (category: string, id: string): boolean => category === id || category.startsWith(`${id}-`);
