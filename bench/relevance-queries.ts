import type { ClothDoc } from '@vitrina/projector/catalogue';

/**
 * The relevance suite's cases (issue 28, section 6): what shoppers type into a fashion site's search box, in the
 * four languages, each with the clothes it asks for defined by their attributes in the catalogue's read model (never
 * by ids), so a case stays right whatever the demo catalogue holds. The runner is bench/relevance.ts.
 *
 * How intent reads into attributes:
 * - A colour word covers its family (rojo: rojo and bordó; azul: azul, azul marino and celeste; verde: verde and
 *   oliva; marrón: marrón and camel; blanco: blanco and crudo; amarillo: amarillo and mostaza; naranja: naranja and
 *   terracota); naming a shade (bordó, burgundy, navy, celeste, camel, oliva, mostaza…) means that shade only.
 * - Men's: hombre or unisex; women's: mujer or unisex.
 * - A price phrase bounds the price the shopper pays (the effective price), bounds included.
 * - A query that names no type or category keeps the type the header sends (`type`, '1' by default, as the header's
 *   selector offers only the first type); a category or type the words name wins over it.
 * - "bolso", "bag", "borsa", "sac" name the type Bolsos (a backpack is a bag); "bolso de mano", "handbag",
 *   "cartera", "sac à main" name the handbags.
 */

/** What a case reads of a cloth: the catalogue read model's fields. `materials` (term ids) is new: see `materialsOf`. */
export type RelevanceCloth = Pick<
  ClothDoc,
  'typeId' | 'categoryId' | 'colors' | 'style' | 'gender' | 'eventIds' | 'seasons' | 'weather' | 'brandName' | 'effectivePrice' | 'tags'
> & { materials?: readonly string[] };

export type Language = 'es' | 'en' | 'it' | 'fr';

/** What a case exercises, for the unit test's counts and the runner's breakdown. */
export type CaseTag =
  | 'category'
  | 'colour'
  | 'shade'
  | 'material'
  | 'gender'
  | 'occasion'
  | 'season'
  | 'weather'
  | 'style'
  | 'brand'
  | 'price'
  | 'inflection'
  | 'accent'
  | 'multiword'
  | 'typo'
  | 'othertype'
  | 'synonym'
  | 'combined'
  | 'empty';

export interface RelevanceCase {
  q: string;
  language: Language;
  /** The type the search sends, as the header does ('1' when absent). */
  type?: '1' | '2' | '3' | '4' | '5';
  relevant: (cloth: RelevanceCloth) => boolean;
  /** No cloth of the catalogue answers it: the answer must be empty or a relaxed, labelled one. */
  expectEmpty?: true;
  tags: readonly CaseTag[];
}

type Predicate = (cloth: RelevanceCloth) => boolean;

/** Material term ids as the demo names them (api/demo/seed.ts MATERIALS). */
const MATERIAL_IDS = new Set(['algodon', 'lino', 'lana', 'cachemira', 'punto', 'seda', 'cuero', 'ante', 'denim', 'lona', 'plata', 'oro']);

const slug = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A cloth's material term ids: its `materials` when the read model has them; before they exist, the tags that name
 * a material (the demo tags each cloth with its material's word, "algodón", "cuero"…).
 */
export function materialsOf(cloth: RelevanceCloth): readonly string[] {
  if (cloth.materials) return cloth.materials;
  return cloth.tags.map(slug).filter((tag) => MATERIAL_IDS.has(tag));
}

export const COLOUR_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  rojo: ['rojo', 'bordo'],
  azul: ['azul', 'azul-marino', 'celeste'],
  verde: ['verde', 'oliva'],
  marron: ['marron', 'camel'],
  blanco: ['blanco', 'crudo'],
  amarillo: ['amarillo', 'mostaza'],
  naranja: ['naranja', 'terracota'],
};

const all =
  (...predicates: Predicate[]): Predicate =>
  (cloth) =>
    predicates.every((predicate) => predicate(cloth));
const anyOf =
  (...predicates: Predicate[]): Predicate =>
  (cloth) =>
    predicates.some((predicate) => predicate(cloth));
const none: Predicate = () => false;
const category =
  (...ids: string[]): Predicate =>
  (cloth) =>
    ids.includes(cloth.categoryId);
const type =
  (id: string): Predicate =>
  (cloth) =>
    cloth.typeId === id;
/** The header's type, for a query that names no type or category. */
const clothing = type('1');
/** These shades exactly. */
const shade =
  (...ids: string[]): Predicate =>
  (cloth) =>
    cloth.colors.some((colour) => ids.includes(colour));
/** A colour word: its family's shades. */
const colour = (id: string): Predicate => shade(...(COLOUR_FAMILIES[id] ?? [id]));
const material =
  (...ids: string[]): Predicate =>
  (cloth) =>
    materialsOf(cloth).some((id) => ids.includes(id));
const men: Predicate = (cloth) => cloth.gender === 'hombre' || cloth.gender === 'unisex';
const women: Predicate = (cloth) => cloth.gender === 'mujer' || cloth.gender === 'unisex';
const event =
  (id: string): Predicate =>
  (cloth) =>
    cloth.eventIds.includes(id);
const season =
  (id: string): Predicate =>
  (cloth) =>
    cloth.seasons.includes(id);
const weather =
  (id: string): Predicate =>
  (cloth) =>
    cloth.weather.includes(id);
const style =
  (id: string): Predicate =>
  (cloth) =>
    cloth.style === id;
const brand =
  (name: string): Predicate =>
  (cloth) =>
    cloth.brandName === name;
const priceMax =
  (max: number): Predicate =>
  (cloth) =>
    cloth.effectivePrice <= max;
const priceMin =
  (min: number): Predicate =>
  (cloth) =>
    cloth.effectivePrice >= min;
const priceBetween = (min: number, max: number): Predicate => all(priceMin(min), priceMax(max));
/** Silver: the metal or the colour; gold likewise. */
const silver = anyOf(material('plata'), shade('plateado'));
const gold = anyOf(material('oro'), shade('dorado'));

const es = (q: string, relevant: Predicate, tags: CaseTag[], extra: Partial<RelevanceCase> = {}): RelevanceCase => ({
  q,
  language: 'es',
  relevant,
  tags,
  ...extra,
});
const en = (q: string, relevant: Predicate, tags: CaseTag[], extra: Partial<RelevanceCase> = {}): RelevanceCase => ({
  q,
  language: 'en',
  relevant,
  tags,
  ...extra,
});
const it = (q: string, relevant: Predicate, tags: CaseTag[], extra: Partial<RelevanceCase> = {}): RelevanceCase => ({
  q,
  language: 'it',
  relevant,
  tags,
  ...extra,
});
const fr = (q: string, relevant: Predicate, tags: CaseTag[], extra: Partial<RelevanceCase> = {}): RelevanceCase => ({
  q,
  language: 'fr',
  relevant,
  tags,
  ...extra,
});
const empty = { expectEmpty: true } as const;

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // Spanish: categories alone.
  es('vestidos', category('vestidos'), ['category']),
  es('camisa', category('camisas'), ['category', 'inflection']),
  es('pantalones', category('pantalones'), ['category']),
  es('faldas', category('faldas'), ['category']),
  es('abrigo', category('abrigos'), ['category', 'inflection']),
  es('jersey', category('jerseis'), ['category', 'inflection']),
  es('vaqueros', category('vaqueros'), ['category']),
  es('botas', category('botas'), ['category', 'othertype']),
  es('mochila', category('mochilas'), ['category', 'othertype', 'inflection']),
  es('pendientes', category('pendientes'), ['category', 'othertype']),
  es('cinturón', category('cinturones'), ['category', 'othertype', 'accent', 'inflection']),
  es('calzado', type('2'), ['othertype']),
  es('joyas', type('5'), ['othertype', 'synonym']),
  // Spanish: with a colour.
  es('vestido rojo', all(category('vestidos'), colour('rojo')), ['category', 'colour']),
  es('vestido negro', all(category('vestidos'), colour('negro')), ['category', 'colour']),
  es('vestido azul', all(category('vestidos'), colour('azul')), ['category', 'colour']),
  es('vestido naranja', all(category('vestidos'), colour('naranja')), ['category', 'colour']),
  es('camisa blanca', all(category('camisas'), colour('blanco')), ['category', 'colour', 'inflection']),
  es('camisas celestes', all(category('camisas'), shade('celeste')), ['category', 'shade', 'inflection']),
  es('faldas negras', all(category('faldas'), colour('negro')), ['category', 'colour', 'inflection']),
  es('falda bordó', all(category('faldas'), shade('bordo')), ['category', 'shade', 'accent']),
  es('falda mostaza', all(category('faldas'), shade('mostaza')), ['category', 'shade']),
  es('jersey gris', all(category('jerseis'), colour('gris')), ['category', 'colour']),
  es('abrigo camel', all(category('abrigos'), shade('camel')), ['category', 'shade']),
  es('abrigo bordo', all(category('abrigos'), shade('bordo')), ['category', 'shade', 'accent']),
  es('chaqueta verde', all(category('chaquetas'), colour('verde')), ['category', 'colour']),
  es('vaqueros negros', all(category('vaqueros'), colour('negro')), ['category', 'colour', 'inflection']),
  es('camiseta amarilla', all(category('camisetas'), colour('amarillo')), ['category', 'colour', 'inflection']),
  es('pantalón azul marino', all(category('pantalones'), shade('azul-marino')), ['category', 'shade', 'multiword', 'accent']),
  es('jersey azul marino', all(category('jerseis'), shade('azul-marino')), ['category', 'shade', 'multiword']),
  es('pantalon verde oliva', all(category('pantalones'), shade('oliva')), ['category', 'shade', 'multiword', 'accent']),
  es('rojo', all(clothing, colour('rojo')), ['colour']),
  es('ropa negra', all(clothing, colour('negro')), ['colour', 'inflection']),
  // Spanish: what the header sends as Ropa but names another type.
  es('zapatillas blancas', all(category('zapatillas'), colour('blanco')), ['othertype', 'colour', 'inflection']),
  es('bolso negro', all(type('4'), colour('negro')), ['othertype', 'colour']),
  es('collar de plata', all(category('collares'), silver), ['othertype', 'material']),
  es('bufanda roja', all(category('bufandas'), colour('rojo')), ['othertype', 'colour', 'inflection']),
  es('botas marrones', all(category('botas'), colour('marron')), ['othertype', 'colour', 'inflection']),
  es('sandalias negras', all(category('sandalias'), colour('negro')), ['othertype', 'colour', 'inflection']),
  es('gorro de lana', all(category('gorros'), material('lana')), ['othertype', 'material']),
  es('cinturón de cuero marrón', all(category('cinturones'), material('cuero'), colour('marron')), ['othertype', 'material', 'colour', 'accent']),
  es('pendientes de oro', all(category('pendientes'), gold), ['othertype', 'material']),
  es('mochila negra', all(category('mochilas'), colour('negro')), ['othertype', 'colour', 'inflection']),
  // Spanish: materials.
  es('chaqueta de cuero', all(category('chaquetas'), material('cuero')), ['category', 'material']),
  es('camisa de lino', all(category('camisas'), material('lino')), ['category', 'material']),
  es('vestido de seda', all(category('vestidos'), material('seda')), ['category', 'material']),
  es('abrigo de lana', all(category('abrigos'), material('lana')), ['category', 'material']),
  es('jersey de cachemira', all(category('jerseis'), material('cachemira')), ['category', 'material']),
  es('botas de cuero negras', all(category('botas'), material('cuero'), colour('negro')), ['othertype', 'material', 'colour', 'combined']),
  es('chaqueta de ante', all(category('chaquetas'), material('ante')), ['category', 'material']),
  es('ropa de algodón', all(clothing, material('algodon')), ['material', 'accent']),
  // Spanish: genders.
  es('camisa de hombre', all(category('camisas'), men), ['category', 'gender']),
  es('pantalones de mujer', all(category('pantalones'), women), ['category', 'gender']),
  es('chaqueta hombre', all(category('chaquetas'), men), ['category', 'gender']),
  es('traje de mujer', all(category('trajes'), women), ['category', 'gender']),
  es('botas para mujer', all(category('botas'), women), ['othertype', 'gender']),
  es('ropa de hombre', all(clothing, men), ['gender']),
  es('jerseis de hombre', all(category('jerseis'), men), ['category', 'gender', 'accent']),
  // Spanish: occasions, seasons, weather, styles.
  es('vestido para boda', all(category('vestidos'), event('boda')), ['category', 'occasion']),
  es('traje para boda', all(category('trajes'), event('boda')), ['category', 'occasion']),
  es('vestido de fiesta', all(category('vestidos'), event('fiesta')), ['category', 'occasion']),
  es('vestido de cóctel', all(category('vestidos'), event('coctel')), ['category', 'occasion', 'accent']),
  es('ropa de oficina', all(clothing, event('oficina')), ['occasion']),
  es('ropa de playa', all(clothing, event('playa')), ['occasion']),
  es('zapatillas para deporte', all(category('zapatillas'), event('deporte')), ['othertype', 'occasion']),
  es('traje de gala', all(category('trajes'), event('gala')), ['category', 'occasion']),
  es('abrigo de invierno', all(category('abrigos'), season('invierno')), ['category', 'season']),
  es('vestido de verano', all(category('vestidos'), season('verano')), ['category', 'season']),
  es('ropa de otoño', all(clothing, season('otono')), ['season', 'accent']),
  es('sandalias de verano', all(category('sandalias'), season('verano')), ['othertype', 'season']),
  es('chaqueta para la lluvia', all(category('chaquetas'), weather('lluvioso')), ['category', 'weather']),
  es('ropa para el frío', all(clothing, weather('frio')), ['weather', 'accent']),
  es('vestido bohemio', all(category('vestidos'), style('bohemio')), ['category', 'style']),
  es('zapatillas urbanas', all(category('zapatillas'), style('urbano')), ['othertype', 'style', 'inflection']),
  es('traje elegante', all(category('trajes'), style('elegante')), ['category', 'style']),
  es('camiseta deportiva', all(category('camisetas'), style('deportivo')), ['category', 'style', 'inflection']),
  // Spanish: brands.
  es('casa luna', all(clothing, brand('Casa Luna')), ['brand']),
  es('olivo', all(clothing, brand('Olivo')), ['brand']),
  es('casa luna vestido', all(category('vestidos'), brand('Casa Luna')), ['brand', 'category']),
  es('norte abrigos', all(category('abrigos'), brand('Norte')), ['brand', 'category']),
  es('bolsos olivo', all(type('4'), brand('Olivo')), ['brand', 'othertype']),
  es('jersey norte', all(category('jerseis'), brand('Norte')), ['brand', 'category']),
  // Spanish: prices.
  es('vestido menos de 60.000', all(category('vestidos'), priceMax(60_000)), ['category', 'price']),
  es('camisa hasta $40.000', all(category('camisas'), priceMax(40_000)), ['category', 'price']),
  es('zapatillas hasta $60k', all(category('zapatillas'), priceMax(60_000)), ['othertype', 'price']),
  es('camisas entre 20.000 y 50.000', all(category('camisas'), priceBetween(20_000, 50_000)), ['category', 'price']),
  es('abrigo entre 100.000 y 150.000', all(category('abrigos'), priceBetween(100_000, 150_000)), ['category', 'price']),
  es('jersey por menos de 80000', all(category('jerseis'), priceMax(80_000)), ['category', 'price']),
  es('botas desde 100.000', all(category('botas'), priceMin(100_000)), ['othertype', 'price']),
  // Spanish: multi-word terms.
  es('zapatos de vestir', category('zapatos-de-vestir'), ['othertype', 'multiword']),
  es('zapatos de vestir negros', all(category('zapatos-de-vestir'), colour('negro')), ['othertype', 'multiword', 'colour', 'inflection']),
  es('bolso de mano', category('bolsos-de-mano'), ['othertype', 'multiword', 'inflection']),
  es('bolsos de mano marrones', all(category('bolsos-de-mano'), colour('marron')), ['othertype', 'multiword', 'colour']),
  // Spanish: the words an Argentine shopper uses.
  es('remera blanca', all(category('camisetas'), colour('blanco')), ['category', 'synonym', 'colour']),
  es('pollera negra', all(category('faldas'), colour('negro')), ['category', 'synonym', 'colour']),
  es('campera de cuero', all(category('chaquetas'), material('cuero')), ['category', 'synonym', 'material']),
  es('cartera negra', all(category('bolsos-de-mano'), colour('negro')), ['othertype', 'synonym', 'colour']),
  es('jean celeste', all(category('vaqueros'), shade('celeste')), ['category', 'synonym', 'shade']),
  // Spanish: several things at once.
  es('vestido negro de seda para fiesta', all(category('vestidos'), colour('negro'), material('seda'), event('fiesta')), [
    'combined',
    'category',
    'colour',
    'material',
    'occasion',
  ]),
  es('camisa de algodón blanca de hombre', all(category('camisas'), material('algodon'), colour('blanco'), men), [
    'combined',
    'category',
    'material',
    'colour',
    'gender',
    'accent',
  ]),
  es('botas de cuero marrón para mujer', all(category('botas'), material('cuero'), colour('marron'), women), [
    'combined',
    'othertype',
    'material',
    'colour',
    'gender',
  ]),
  es('abrigo de lana negro de invierno', all(category('abrigos'), material('lana'), colour('negro'), season('invierno')), [
    'combined',
    'category',
    'material',
    'colour',
    'season',
  ]),
  // Spanish: typos.
  es('vestdo rojo', all(category('vestidos'), colour('rojo')), ['typo', 'category', 'colour']),
  es('zapatilas blancas', all(category('zapatillas'), colour('blanco')), ['typo', 'othertype', 'colour']),
  es('camsia blanca', all(category('camisas'), colour('blanco')), ['typo', 'category', 'colour']),
  es('chaquta de cuero', all(category('chaquetas'), material('cuero')), ['typo', 'category', 'material']),
  es('abrgo camel', all(category('abrigos'), shade('camel')), ['typo', 'category', 'shade']),
  es('pantalones negors', all(category('pantalones'), colour('negro')), ['typo', 'category', 'colour']),
  // Spanish: from the search page with another type chosen, words that name no category keep to it.
  es('botas negras', all(category('botas'), colour('negro')), ['othertype', 'colour', 'inflection'], { type: '2' }),
  es('negro', all(type('4'), colour('negro')), ['colour'], { type: '4' }),
  es('de lana', all(type('3'), material('lana')), ['material'], { type: '3' }),
  // Spanish: nothing in the catalogue answers these.
  es('vestido de lana rojo para hombre', all(category('vestidos'), material('lana'), colour('rojo'), men), ['empty', 'combined'], empty),
  es('botas violetas', all(category('botas'), colour('violeta')), ['empty', 'othertype', 'colour'], empty),
  es('sandalias de lana', all(category('sandalias'), material('lana')), ['empty', 'othertype', 'material'], empty),
  es('pendientes de plata para hombre', all(category('pendientes'), silver, men), ['empty', 'othertype', 'gender'], empty),
  es('vestido por menos de 10.000', all(category('vestidos'), priceMax(10_000)), ['empty', 'price'], empty),
  es('bikini', none, ['empty'], empty),
  es('zapatillas doradas', all(category('zapatillas'), shade('dorado')), ['empty', 'othertype', 'colour'], empty),

  // English.
  en('dresses', category('vestidos'), ['category']),
  en('red dress', all(category('vestidos'), colour('rojo')), ['category', 'colour']),
  en('black dress', all(category('vestidos'), colour('negro')), ['category', 'colour']),
  en('white shirt', all(category('camisas'), colour('blanco')), ['category', 'colour']),
  en("men's blue shirt", all(category('camisas'), colour('azul'), men), ['category', 'colour', 'gender']),
  en('mens shirts', all(category('camisas'), men), ['category', 'gender', 'inflection']),
  en('navy trousers', all(category('pantalones'), shade('azul-marino')), ['category', 'shade']),
  en('black pants', all(category('pantalones'), colour('negro')), ['category', 'colour', 'synonym']),
  en('black jeans', all(category('vaqueros'), colour('negro')), ['category', 'colour']),
  en('grey sweater', all(category('jerseis'), colour('gris')), ['category', 'colour', 'synonym']),
  en('olive jacket', all(category('chaquetas'), shade('oliva')), ['category', 'shade']),
  en('leather jacket', all(category('chaquetas'), material('cuero')), ['category', 'material']),
  en('denim jacket', all(category('chaquetas'), material('denim')), ['category', 'material']),
  en('wool coat', all(category('abrigos'), material('lana')), ['category', 'material']),
  en('linen shirt', all(category('camisas'), material('lino')), ['category', 'material']),
  en('cashmere jumper', all(category('jerseis'), material('cachemira')), ['category', 'material']),
  en('silk dress for a party', all(category('vestidos'), material('seda'), event('fiesta')), ['combined', 'category', 'material', 'occasion']),
  en('wedding guest dress', all(category('vestidos'), event('boda')), ['category', 'occasion']),
  en('office trousers', all(category('pantalones'), event('oficina')), ['category', 'occasion']),
  en('beach sandals', all(category('sandalias'), event('playa')), ['othertype', 'occasion']),
  en('winter coat', all(category('abrigos'), season('invierno')), ['category', 'season']),
  en('summer dress', all(category('vestidos'), season('verano')), ['category', 'season']),
  en('rain jacket', all(category('chaquetas'), weather('lluvioso')), ['category', 'weather']),
  en('boho dress', all(category('vestidos'), style('bohemio')), ['category', 'style']),
  en("women's boots", all(category('botas'), women), ['othertype', 'gender']),
  en("men's suit", all(category('trajes'), men), ['category', 'gender']),
  en('burgundy boots', all(category('botas'), shade('bordo')), ['othertype', 'shade']),
  en('white sneakers', all(category('zapatillas'), colour('blanco')), ['othertype', 'colour', 'synonym']),
  en('white trainers', all(category('zapatillas'), colour('blanco')), ['othertype', 'colour']),
  en('dress shoes', category('zapatos-de-vestir'), ['othertype', 'multiword']),
  en('black handbag', all(category('bolsos-de-mano'), colour('negro')), ['othertype', 'colour']),
  en('backpack', category('mochilas'), ['othertype']),
  en('scarf', category('bufandas'), ['othertype', 'inflection']),
  en('brown belt', all(category('cinturones'), colour('marron')), ['othertype', 'colour']),
  en('silver necklace', all(category('collares'), silver), ['othertype', 'material']),
  en('gold earrings', all(category('pendientes'), gold), ['othertype', 'material']),
  en('casa luna dress', all(category('vestidos'), brand('Casa Luna')), ['brand', 'category']),
  en('norte coat', all(category('abrigos'), brand('Norte')), ['brand', 'category']),
  en('dress under 60000', all(category('vestidos'), priceMax(60_000)), ['category', 'price']),
  en('shirts between 20 and 50k', all(category('camisas'), priceBetween(20_000, 50_000)), ['category', 'price']),
  en('trainers under $80k', all(category('zapatillas'), priceMax(80_000)), ['othertype', 'price']),
  en('lether jacket', all(category('chaquetas'), material('cuero')), ['typo', 'category', 'material']),
  en('sneakrs', category('zapatillas'), ['typo', 'othertype', 'synonym']),
  en('necklase', category('collares'), ['typo', 'othertype']),
  en('blak dress', all(category('vestidos'), colour('negro')), ['typo', 'category', 'colour']),
  en('silver', all(type('5'), silver), ['material'], { type: '5' }),
  en('purple boots', all(category('botas'), colour('violeta')), ['empty', 'othertype', 'colour'], empty),
  en('red leather skirt', all(category('faldas'), colour('rojo'), material('cuero')), ['empty', 'combined'], empty),
  en("men's silk dress", all(category('vestidos'), material('seda'), men), ['empty', 'combined', 'gender'], empty),

  // Italian.
  it('abiti', category('vestidos'), ['category']),
  it('abito rosso', all(category('vestidos'), colour('rojo')), ['category', 'colour']),
  it('vestito nero', all(category('vestidos'), colour('negro')), ['category', 'colour', 'synonym']),
  it('camicia bianca', all(category('camisas'), colour('blanco')), ['category', 'colour', 'inflection']),
  it('camicie da uomo', all(category('camisas'), men), ['category', 'gender']),
  it('gonna nera', all(category('faldas'), colour('negro')), ['category', 'colour', 'inflection']),
  it('gonne rosse', all(category('faldas'), colour('rojo')), ['category', 'colour', 'inflection']),
  it('pantaloni blu', all(category('pantalones'), colour('azul')), ['category', 'colour']),
  it('pantaloni blu navy', all(category('pantalones'), shade('azul-marino')), ['category', 'shade', 'multiword']),
  it('jeans neri', all(category('vaqueros'), colour('negro')), ['category', 'colour', 'inflection']),
  it('maglione grigio', all(category('jerseis'), colour('gris')), ['category', 'colour']),
  it('giacca di pelle', all(category('chaquetas'), material('cuero')), ['category', 'material']),
  it('cappotto di lana', all(category('abrigos'), material('lana')), ['category', 'material']),
  it('camicia di lino', all(category('camisas'), material('lino')), ['category', 'material']),
  it('stivali in pelle', all(category('botas'), material('cuero')), ['othertype', 'material']),
  it('giacca da uomo', all(category('chaquetas'), men), ['category', 'gender']),
  it('completo da uomo', all(category('trajes'), men), ['category', 'gender']),
  it('sandali da donna', all(category('sandalias'), women), ['othertype', 'gender']),
  it('abito per matrimonio', all(category('vestidos'), event('boda')), ['category', 'occasion']),
  it('abito da cerimonia', all(category('vestidos'), anyOf(event('boda'), event('gala'), event('graduacion'))), ['category', 'occasion', 'synonym']),
  it('cappotto invernale', all(category('abrigos'), season('invierno')), ['category', 'season', 'inflection']),
  it('abito estivo', all(category('vestidos'), season('verano')), ['category', 'season', 'inflection']),
  it('scarpe eleganti', category('zapatos-de-vestir'), ['othertype', 'multiword']),
  it('stivali marroni', all(category('botas'), colour('marron')), ['othertype', 'colour', 'inflection']),
  it('sneakers bianche', all(category('zapatillas'), colour('blanco')), ['othertype', 'colour', 'inflection']),
  it('borsa nera', all(type('4'), colour('negro')), ['othertype', 'colour', 'inflection']),
  it('zaino', category('mochilas'), ['othertype', 'inflection']),
  it('cintura marrone', all(category('cinturones'), colour('marron')), ['othertype', 'colour']),
  it('sciarpa rossa', all(category('bufandas'), colour('rojo')), ['othertype', 'colour', 'inflection']),
  it("collana d'argento", all(category('collares'), silver), ['othertype', 'material']),
  it("orecchini d'oro", all(category('pendientes'), gold), ['othertype', 'material']),
  it('norte cappotto', all(category('abrigos'), brand('Norte')), ['brand', 'category']),
  it('olivo giacca', all(category('chaquetas'), brand('Olivo')), ['brand', 'category']),
  it('abito meno di 60 mila', all(category('vestidos'), priceMax(60_000)), ['category', 'price']),
  it('borse sotto i 50000', all(type('4'), priceMax(50_000)), ['othertype', 'price']),
  it('maglioni tra 40.000 e 80.000', all(category('jerseis'), priceBetween(40_000, 80_000)), ['category', 'price']),
  it('giaca di pelle', all(category('chaquetas'), material('cuero')), ['typo', 'category', 'material']),
  it('maglione grgio', all(category('jerseis'), colour('gris')), ['typo', 'category', 'colour']),
  it('pelle marrone', all(type('2'), material('cuero'), colour('marron')), ['material', 'colour'], { type: '2' }),
  it('stivali viola', all(category('botas'), colour('violeta')), ['empty', 'othertype', 'colour'], empty),
  it('abito rosso da uomo', all(category('vestidos'), colour('rojo'), men), ['empty', 'combined', 'gender'], empty),

  // French.
  fr('robes', category('vestidos'), ['category']),
  fr('robe rouge', all(category('vestidos'), colour('rojo')), ['category', 'colour']),
  fr('robes noires', all(category('vestidos'), colour('negro')), ['category', 'colour', 'inflection']),
  fr('chemise blanche', all(category('camisas'), colour('blanco')), ['category', 'colour', 'inflection']),
  fr('chemise homme', all(category('camisas'), men), ['category', 'gender']),
  fr('jupe noire', all(category('faldas'), colour('negro')), ['category', 'colour', 'inflection']),
  fr('pantalon bleu marine', all(category('pantalones'), shade('azul-marino')), ['category', 'shade', 'multiword']),
  fr('jean noir', all(category('vaqueros'), colour('negro')), ['category', 'colour', 'inflection']),
  fr('pull gris', all(category('jerseis'), colour('gris')), ['category', 'colour']),
  fr('pull en cachemire', all(category('jerseis'), material('cachemira')), ['category', 'material']),
  fr('veste en cuir', all(category('chaquetas'), material('cuero')), ['category', 'material']),
  fr('manteau en laine', all(category('abrigos'), material('lana')), ['category', 'material']),
  fr('chemise en lin', all(category('camisas'), material('lino')), ['category', 'material']),
  fr('robe en soie', all(category('vestidos'), material('seda')), ['category', 'material']),
  fr('veste homme', all(category('chaquetas'), men), ['category', 'gender']),
  fr('costume homme', all(category('trajes'), men), ['category', 'gender']),
  fr('sandales pour femme', all(category('sandalias'), women), ['othertype', 'gender']),
  fr('robe invitée mariage', all(category('vestidos'), event('boda')), ['category', 'occasion', 'accent']),
  fr('manteau d’hiver', all(category('abrigos'), season('invierno')), ['category', 'season']),
  fr("robe d'été", all(category('vestidos'), season('verano')), ['category', 'season', 'accent']),
  fr('veste de pluie', all(category('chaquetas'), weather('lluvioso')), ['category', 'weather']),
  fr('robe bohème', all(category('vestidos'), style('bohemio')), ['category', 'style', 'accent']),
  fr('chaussures habillées', category('zapatos-de-vestir'), ['othertype', 'multiword', 'accent']),
  fr('bottes marron', all(category('botas'), colour('marron')), ['othertype', 'colour']),
  fr('bottes noirs', all(category('botas'), colour('negro')), ['othertype', 'colour', 'inflection']),
  fr('baskets blanches', all(category('zapatillas'), colour('blanco')), ['othertype', 'colour', 'inflection']),
  fr('sac à main noir', all(category('bolsos-de-mano'), colour('negro')), ['othertype', 'multiword', 'colour', 'accent']),
  fr('sac à dos', category('mochilas'), ['othertype', 'multiword', 'accent']),
  fr('ceinture marron', all(category('cinturones'), colour('marron')), ['othertype', 'colour']),
  fr('écharpe rouge', all(category('bufandas'), colour('rojo')), ['othertype', 'colour', 'accent']),
  fr('collier en argent', all(category('collares'), silver), ['othertype', 'material']),
  fr("boucles d'oreilles or", all(category('pendientes'), gold), ['othertype', 'multiword', 'material']),
  fr('casa luna robe', all(category('vestidos'), brand('Casa Luna')), ['brand', 'category']),
  fr('robe moins de 60 000', all(category('vestidos'), priceMax(60_000)), ['category', 'price']),
  fr('chemises entre 20 000 et 50 000', all(category('camisas'), priceBetween(20_000, 50_000)), ['category', 'price']),
  fr('chemise blance', all(category('camisas'), colour('blanco')), ['typo', 'category', 'colour']),
  fr('pantallon noir', all(category('pantalones'), colour('negro')), ['typo', 'category', 'colour']),
  fr('cuir noir', all(type('4'), material('cuero'), colour('negro')), ['material', 'colour'], { type: '4' }),
  fr('bottes violettes', all(category('botas'), colour('violeta')), ['empty', 'othertype', 'colour'], empty),
  fr('robe rouge pour homme', all(category('vestidos'), colour('rojo'), men), ['empty', 'combined', 'gender'], empty),
];
