import type { Lexicon, Reading } from '@vitrina/domain/taxonomy/lexicon';
import type { Locale } from '@vitrina/domain/taxonomy/lexicon-words';
import { generalCategoryOf } from '@vitrina/domain/taxonomy/standard-categories';
import type { ExtractedItem } from './extract';

/**
 * What an imported product is, told from what its shop publishes (issue 44): its title, the shop's own words for it
 * (product type, categories, breadcrumbs and tags, which the sources give as `tags`), its option values (colours,
 * materials) and its description, each read by the one fashion lexicon a shopper's query is read by
 * (domain/taxonomy/lexicon.ts). Null or empty where nothing tells: the run then keeps the settings' default, and
 * the brand is shown it as to review.
 */
export interface Classification {
  typeId: string | null;
  categoryId: string | null;
  gender: string | null;
  colors: string[];
  materials: string[];
  eventIds: string[];
  seasons: string[];
}

export type ClassifiedItem = Pick<ExtractedItem, 'name' | 'description' | 'tags' | 'colors' | 'materials'>;

const MAX_COLORS = 10;
const MAX_MATERIALS = 5;
const LEATHER = 'cuero';
const SYNTHETIC_LEATHER = 'cuero-sintetico';
/** The parts of a description that say what a product is made of: "100% algodón", "Composición: …", "Shell: 80% wool", a shoe's "Synthetic upper (PU), rubber sole". */
const COMPOSITION =
  /\d{1,3}\s?%|\b(composici[oó]n|composition|composizione|materiale?s?|mati[eè]re|tejido|tela|fabric|shell|exterior|outer|capellada|upper|uppers|outsole|sole|suela|tomaia|suola|tige|semelle)\b/i;
/** A description's line that lists the colours it comes in: "Color: negro, nude, rosa", "Disponible en: crudo, negro", "Available in black / sand". */
const COLOUR_LINE = /(?:^|[.\n]\s*)(colou?re?s?|colori|couleurs?|disponibles? en|available in|comes in|shown in|pictured in|disponibile in)\s*:?\s*([^.\n]+)/i;
/** A description's sentence that says what a product is for: "Perfect for a night out or weddings", "Ideal para la playa", "Parfaite pour le bureau". */
const OCCASION_LINE =
  /\b(perfect|ideal|great|made|designed|dressed up) for\b|\b(ideal|ideales|perfect[oa]s?|pensad[oa]s?) para\b|\b(ideale|perfett[oa]|pensat[oa]) per\b|\b(id[ée]ale?|parfaite?|pens[ée]e?) pour\b/i;
/** Pattern words a shop's colour words read as multicolour that say nothing of the colour beside them ("Pañuelo Estampado Camel"). */
const PATTERN_WORDS = /^(estampad[oa]s?|rayad[oa]s?|printed|print|striped|stampat[oa]|a righe|rigat[oa]|imprim[ée]e?s?|ray[ée]e?s?|[àa] rayures)$/i;
const MULTICOLOUR = 'multicolor';
const DENIM = 'denim';
const TROUSERS = 'pantalones';
const JEANS = 'vaqueros';

/** What a product is lined or trimmed with is not what it is made of ("Suede, lined in viscose", "forro de algodón"). */
const LINING = /\b(forro|forrad[oa]|lined|lining|fodera|foderat[oa]|doublure|doubl[ée]e?|ribete|trim)\b/i;

/**
 * The category a title names: its head noun, which Spanish, Italian and French write first ("Campera de jean
 * negra") and English last ("Faux Leather Biker Jacket"); the lexicon has already read the phrase's context.
 */
function titleCategory(title: Reading, english: boolean): string | null {
  const spans = title.spans.filter((span) => span.facet === 'categories');
  if (spans.length === 0) return null;
  return (english ? spans.at(-1)! : spans[0]!).id;
}

/** The gender texts name: unisex when they say so, or name both; the one they name; null when none. */
function genderOf(readings: readonly Reading[]): string | null {
  const named = new Set(readings.flatMap((reading) => reading.genders));
  if (named.has('unisex') || (named.has('mujer') && named.has('hombre'))) return 'unisex';
  return [...named][0] ?? null;
}

const unique = (lists: ReadonlyArray<readonly string[]>, max: number) => [...new Set(lists.flat())].slice(0, max);

/**
 * Classifies one product: pure, and linear in its texts (a few lexicon readings). `typeOf` names a category's type
 * from the live taxonomy; `locale` is where the shop writes ("es-AR", "en-GB"), which decides a word said
 * differently in two places and which end of a title its noun is at.
 */
export function classify(item: ClassifiedItem, lexicon: Lexicon, typeOf: (categoryId: string) => string | undefined, locale?: Locale): Classification {
  const english = locale?.startsWith('en') ?? false;
  const title = lexicon.read([item.name], locale);
  const shop = lexicon.read(item.tags, locale);
  const options = lexicon.read(item.colors, locale);
  const made = lexicon.read(item.materials, locale);
  const description = item.description ?? '';
  const composition = lexicon.read(
    description
      .split(/\n+|(?<=[.;])\s+/)
      .filter((part) => COMPOSITION.test(part))
      .flatMap((part) => part.split(/[,;]/).filter((piece) => !LINING.test(piece))),
    locale,
  );
  // Occasions: the title's and the shop's tags, and what a sentence of its description says it is for.
  const occasions = lexicon.read(
    description.split(/\n+|(?<=[.;!])\s+/).filter((part) => OCCASION_LINE.test(part)),
    locale,
  );
  // The title says what the product is; the shop's own categories where it does not; its description last.
  const named = titleCategory(title, english) ?? shop.categories[0] ?? (description ? lexicon.read([description], locale).categories[0] : undefined) ?? null;
  // Colours: the options the shop sells it in, else those its title names ("Zapatos … Chocolate"), else those its
  // description lists ("Color: negro, nude"), else its tags'. A pattern word beside a colour says no more of it.
  const listed = COLOUR_LINE.exec(description)?.[2];
  const told = [options, title, listed ? lexicon.read([listed], locale) : null, shop].find((reading) => reading !== null && reading.colours.length > 0) ?? null;
  const patterned = told?.spans.some((span) => span.facet === 'colors' && span.id === MULTICOLOUR && PATTERN_WORDS.test(span.words)) ?? false;
  const colors = (told?.colours ?? []).filter((colour) => !(patterned && colour === MULTICOLOUR && told!.colours.length > 1));
  // Materials: what its title, its material options and its composition say, never a passing word of its
  // description ("ideal con jeans"); synthetic leather is no leather.
  let materials = unique([title.materials, made.materials, composition.materials, shop.materials], MAX_MATERIALS + 1);
  if (materials.includes(SYNTHETIC_LEATHER)) materials = materials.filter((material) => material !== LEATHER);
  // Trousers of denim are jeans ("Pantalón de jean mom"): the lexicon read "jean" as the cloth, the title as trousers.
  const category = named === TROUSERS && title.materials.includes(DENIM) ? JEANS : named;
  const typeId = (category ? typeOf(category) : undefined) ?? title.types[0] ?? shop.types[0] ?? null;
  // Words that name only the type ("Zapatos Clásicos Gamuza") make the product its type's general category, where
  // the taxonomy has one and holds it: no settings' default of another type (a shirt) under a type told right.
  const general = !category && typeId ? generalCategoryOf(typeId) : undefined;
  const categoryId = category ?? (general && typeOf(general) === typeId ? general : null);
  return {
    typeId,
    categoryId,
    gender: genderOf([title, shop]),
    colors: colors.slice(0, MAX_COLORS),
    materials: materials.slice(0, MAX_MATERIALS),
    eventIds: unique([title.occasions, shop.occasions, occasions.occasions], 10),
    seasons: unique([title.seasons, shop.seasons], 4),
  };
}

/** One of the shop's own categories as the importer tab lists it: how many products it holds, and the site's category the lexicon proposes for it. */
export interface ShopCategory {
  name: string;
  count: number;
  proposed: string | null;
}

/** Shop categories the importer tab lists at most. */
const MAX_SHOP_CATEGORIES = 100;

/**
 * The shop's own categories among products read (`categories` of each), most products first, each with the site's
 * category its name reads as ("Camperas" → chaquetas), for the brand to confirm or change.
 */
export function shopCategories(items: ReadonlyArray<Pick<ExtractedItem, 'categories'>>, read: (text: string) => Reading): ShopCategory[] {
  const counts = new Map<string, { name: string; count: number }>();
  for (const item of items) {
    for (const name of new Set(item.categories ?? [])) {
      const key = name.trim().toLowerCase();
      const entry = counts.get(key) ?? { name: name.trim(), count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, MAX_SHOP_CATEGORIES)
    .map(({ name, count }) => ({ name, count, proposed: read(name).categories[0] ?? null }));
}
