import { DEFAULT_TAXONOMY } from '@vitrina/domain/taxonomy/defaults';
import { categoryOfShopifyId, STANDARD_CATEGORIES } from '@vitrina/domain/taxonomy/standard-categories';
import { within, type Family, type Gender, type Material, type Occasion } from './truth';

/**
 * How a cloth's Vitrina terms read in the truth's words, to judge an import (issue 44, item 6). A category is right
 * when it is the one the taxonomy says the truth's Shopify category means (domain/taxonomy/standard-categories.ts,
 * each default category's place in Shopify's taxonomy); where the taxonomy places none (Shopify's bare Shoes, its
 * Luggage & Bags), when the cloth's category stands at that very node or this table's. Colours, materials and
 * occasions are read by the term's English name, so a term added later reads without an edit here as long as its
 * English name says what it is; a name this file does not know is listed by the suite.
 */
const OUTSIDE_APPAREL: Readonly<Record<string, readonly string[]>> = {
  mochilas: ['lb-1'],
  'bolsos-tote': ['lb-13'],
  'bolsos-de-mano': ['lb-13', 'lb-7'],
};

const terms = (kind: string) => DEFAULT_TAXONOMY.filter((term) => term.kind === kind);
const english = (kind: string, id: string) =>
  terms(kind)
    .find((term) => term.id === id)
    ?.names.en?.toLowerCase() ?? id;

export function categoryRight(categoryId: string, truth: string): boolean {
  const meant = categoryOfShopifyId(truth);
  if (meant) return categoryId === meant;
  return STANDARD_CATEGORIES[categoryId]?.shopify === truth || (OUTSIDE_APPAREL[categoryId] ?? []).some((id) => within(truth, id));
}

export const GENDERS: Readonly<Record<string, Gender>> = { mujer: 'women', hombre: 'men', unisex: 'unisex' };

/** Shades by the English words a colour term may be named with, into the truth's families. */
const FAMILY_WORDS: ReadonlyArray<[RegExp, Family]> = [
  [/animal|leopard|print|multi/, 'multicolour'],
  [/black/, 'black'],
  [/white|ecru|cream|ivory|off.white/, 'white'],
  [/grey|gray|charcoal|anthracite/, 'grey'],
  [/beige|nude|sand|stone|taupe/, 'beige'],
  [/brown|camel|tan|chocolate|cognac|caramel|leather/, 'brown'],
  [/navy|blue|denim/, 'blue'],
  [/green|olive|khaki|sage|military/, 'green'],
  [/red|burgundy|wine|bordeaux/, 'red'],
  [/pink|blush|fuchsia/, 'pink'],
  [/purple|lilac|violet|lavender/, 'purple'],
  [/yellow|mustard/, 'yellow'],
  [/orange|terracotta|rust/, 'orange'],
  [/gold/, 'gold'],
  [/silver/, 'silver'],
];
export function familyOf(colourId: string): Family | null {
  const name = english('color', colourId);
  return FAMILY_WORDS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** Weaves and finishes, not fibres: claiming one says nothing right or wrong of what a cloth is made of. */
const WEAVES = /satin|gabardine|crepe|jersey|chiffon|tulle|lace|corduroy|twill|fleece/;
const MATERIAL_WORDS: ReadonlyArray<[RegExp, Material]> = [
  [/synthetic leather|faux leather|vegan leather|eco.?leather|leatherette|pu leather/, 'synthetic-leather'],
  [/suede/, 'suede'],
  [/leather/, 'leather'],
  [/cotton/, 'cotton'],
  [/linen/, 'linen'],
  [/cashmere/, 'cashmere'],
  [/wool|merino/, 'wool'],
  [/silk/, 'silk'],
  [/denim/, 'denim'],
  [/polyester/, 'polyester'],
  [/viscose|rayon/, 'viscose'],
  [/nylon|polyamide/, 'nylon'],
  [/elastane|spandex|lycra/, 'elastane'],
  [/acrylic/, 'acrylic'],
  [/canvas/, 'canvas'],
  [/rubber/, 'rubber'],
  [/knit/, 'knit'],
  [/silver/, 'silver'],
  [/gold/, 'gold'],
  [/steel/, 'steel'],
];
/** A material term in the truth's words; 'weave' for a weave; null for a name this file does not know. */
export function materialOf(materialId: string): Material | 'weave' | null {
  const name = english('material', materialId);
  if (WEAVES.test(name)) return 'weave';
  return MATERIAL_WORDS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

const OCCASION_WORDS: ReadonlyArray<[RegExp, Occasion]> = [
  [/wedding|bridal/, 'wedding'],
  [/party|cocktail|gala|night/, 'party'],
  [/office|work/, 'office'],
  [/beach|swim/, 'beach'],
];
export function occasionOf(eventId: string): Occasion | null {
  const name = english('event', eventId);
  return OCCASION_WORDS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}
