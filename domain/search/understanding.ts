import { LANGUAGES, type Language } from '../core/languages';
import { distance } from './damerau';
import { fold, typoBudget } from './fold';
import { readPricePhrase } from './price-phrases';

/**
 * Query understanding: the words and phrases of a shopper's query that name a taxonomy term (in any of the four
 * languages, with plurals, gender inflections and accents), a brand or a price become filters; stop words carry no
 * weight; what is left is searched as text. "vestidos rojos de hombre hasta $60k" reads as category vestidos,
 * colour rojo, gender hombre and a price of at most 60,000, with no text left.
 *
 * The vocabulary is built from the taxonomy read model's terms, the brands' names and the synonyms, so a term an
 * admin adds or renames is understood as soon as the vocabulary is built again. Pure: no I/O, no clock.
 */
export const UNDERSTOOD_FACETS = ['type', 'categories', 'events', 'weather', 'season', 'gender', 'colors', 'brand', 'style', 'materials'] as const;
export type UnderstoodFacet = (typeof UNDERSTOOD_FACETS)[number];

/** The filter each taxonomy kind's terms become. */
export const FACET_OF_KIND: Readonly<Record<string, UnderstoodFacet>> = {
  type: 'type',
  category: 'categories',
  event: 'events',
  weather: 'weather',
  season: 'season',
  gender: 'gender',
  color: 'colors',
  style: 'style',
  material: 'materials',
};

/**
 * What naming a term also means to a shopper: clothes for men or for women include the unisex ones. A part's `ids`
 * are its term and these.
 */
const ALSO_MEANT: Readonly<Record<string, readonly string[]>> = { 'gender:hombre': ['unisex'], 'gender:mujer': ['unisex'] };
export const idsMeant = (facet: UnderstoodFacet, id: string): string[] => [id, ...(ALSO_MEANT[`${facet}:${id}`] ?? [])];

/** When one word names terms of several kinds, the first of these wins ("casual" is a style before an occasion). */
const PRECEDENCE: readonly UnderstoodFacet[] = ['brand', 'categories', 'type', 'colors', 'materials', 'gender', 'style', 'events', 'season', 'weather'];

export interface KnownTerm {
  kind: string;
  id: string;
  names: Partial<Record<Language, string>>;
  /** A category's type. */
  typeId?: string;
}

export interface KnownBrand {
  id: string;
  name: string;
}

/** Words that carry no weight in a query, in es, en, it and fr (the single letters an apostrophe leaves among them). */
const STOP_WORDS = new Set(
  [
    'de', 'del', 'la', 'el', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas', 'y', 'o', 'e', 'u', 'en', 'con', 'para', 'por', 'al', 'sin', 'mi', 'muy', 'que',
    // Not "or": French gold ("collier or").
    'the', 'a', 'an', 'and', 'for', 'with', 'in', 'of', 'to', 'on', 'my', 'some', 's',
    'di', 'da', 'dei', 'delle', 'della', 'dello', 'degli', 'il', 'gli', 'le', 'i', 'per', 'ed', 'uno', 'nel', 'nella', 'alla',
    'du', 'des', 'et', 'pour', 'avec', 'au', 'aux', 'sans', 'une', 'l', 'd',
    // What shoppers add to a query that says nothing of the clothes they want.
    'guest', 'guests', 'invitada', 'invitadas', 'invitado', 'invitados', 'ospite', 'ospiti', 'invitee', 'invitees', 'invitée', 'invitées',
    'look', 'looks', 'outfit', 'outfits', 'tenue', 'tenues', 'estilo', 'style', 'stile', 'buy', 'comprar', 'acquistare', 'acheter',
  ].map(fold),
);

const TOKEN = /[\p{L}\p{N}]+/gu;
/** The longest phrase a vocabulary learns, in words. */
const MAX_PHRASE_WORDS = 5;

/** How a word came to mean a term: its own name, a synonym, or a form made from one (plural, gender). */
const enum Source {
  Name = 0,
  Synonym = 1,
  Form = 2,
}

interface Meaning {
  facet: UnderstoodFacet;
  id: string;
  typeId?: string;
  source: Source;
  /** The phrase as learnt, lower case with its accents: what a correction shows. */
  display: string;
}

export interface UnderstoodPart {
  facet: UnderstoodFacet;
  id: string;
  /** The words of the query this was read from, as written: `query.slice(start, end)`. */
  words: string;
  start: number;
  end: number;
  /** The spelling the words were taken for, when they were a typo away from it (fuzzy understanding only). */
  correction?: string;
  /** A category's or type's type. */
  typeId?: string;
}

export interface Understanding {
  parts: UnderstoodPart[];
  price: { min: number | null; max: number | null; words: string; start: number; end: number } | null;
  /** The words left, as written, searched as text; '' when every word was understood or carries no weight. */
  text: string;
  /** Every word outside the price phrase that carries weight, as written: the query as plain text. */
  allText: string;
  /** The type the words name, by a category of it or the type itself; null when they name none (or several). */
  typeId: string | null;
  /** The query with its typos corrected, when a fuzzy reading corrected any; null otherwise. */
  corrected: string | null;
}

interface Token {
  key: string;
  start: number;
  end: number;
}

/**
 * The forms a word takes in es, en, it and fr that a shopper may write for it: from a plural its singulars
 * ("vestidos" → "vestido", "camicie" → "camicia", "manteaux" → "manteau", "scarves" → "scarf"), and from those the
 * gendered and plural forms ("rojo" → "roja", "rojos", "rojas"; "rosso" → "rossa", "rossi", "rosse"; "vert" →
 * "verte", "verts"). Liberal on purpose: a form that is no real word is never typed, and a word's own meaning wins.
 */
export function formsOf(word: string): string[] {
  const forms = new Set([word]);
  const singulars = new Set([word]);
  const cut = (suffix: string, replacement = '') => {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) singulars.add(word.slice(0, -suffix.length) + replacement);
  };
  cut('s');
  cut('es');
  cut('x');
  cut('ves', 'f');
  cut('i', 'o');
  cut('i', 'e');
  cut('e', 'a');
  cut('ie', 'ia');
  cut('che', 'ca');
  cut('ghe', 'ga');
  cut('chi', 'co');
  cut('ghi', 'go');
  for (const singular of singulars) {
    forms.add(singular);
    const stem = singular.slice(0, -1);
    const last = singular.at(-1) ?? '';
    if (last === 'o') {
      for (const ending of ['a', 'os', 'as', 'i', 'e']) forms.add(stem + ending);
      if (/[cg]o$/.test(singular)) for (const ending of ['hi', 'he']) forms.add(stem + ending);
    } else if (last === 'a') {
      for (const ending of ['as', 'e']) forms.add(stem + ending);
      if (/[cg]a$/.test(singular)) forms.add(`${stem}he`);
    } else if (last === 'e') {
      for (const ending of ['es', 'i', 's']) forms.add(singular.slice(0, -1) + ending);
    } else {
      for (const ending of ['s', 'e', 'es']) forms.add(singular + ending);
    }
  }
  return [...forms].filter((form) => form.length >= 2);
}

/** A query's words with where each is in the query, folded for comparing. */
function tokensOf(query: string): Token[] {
  return [...query.matchAll(TOKEN)].map((match) => ({ key: fold(match[0]), start: match.index, end: match.index + match[0].length }));
}

const phraseKey = (words: readonly string[]) => words.join(' ');

/**
 * The taxonomy's phrases: every name of every term in the four languages, their forms and the synonyms. Built once
 * per change of the taxonomy or the synonyms (tens of milliseconds for the defaults); brands, which come and go
 * more often, are added by QueryVocabulary without building these again.
 */
export class TermPhrases {
  readonly phrases = new Map<string, Meaning[]>();
  /** Single words of four letters or more, for corrections. */
  readonly correctable: string[] = [];

  /** `synonyms`: more words per `kind:id`. */
  constructor(terms: readonly KnownTerm[], synonyms: Readonly<Record<string, readonly string[]>> = {}) {
    const typeOf = new Map<string, string | undefined>();
    for (const term of terms) {
      const facet = FACET_OF_KIND[term.kind];
      if (!facet) continue;
      const typeId = term.kind === 'category' ? term.typeId : term.kind === 'type' ? term.id : undefined;
      typeOf.set(`${term.kind}:${term.id}`, typeId);
      for (const language of LANGUAGES) {
        const name = term.names[language];
        if (name) this.learn(name, { facet, id: term.id, typeId, source: Source.Name });
      }
    }
    for (const [key, words] of Object.entries(synonyms)) {
      const split = key.indexOf(':');
      const [kind, id] = [key.slice(0, split), key.slice(split + 1)];
      const facet = FACET_OF_KIND[kind];
      if (!facet || !typeOf.has(key)) continue;
      for (const word of words) this.learn(word, { facet, id, typeId: typeOf.get(key), source: Source.Synonym });
    }
    for (const [key, meanings] of this.phrases) {
      meanings.sort(better);
      if (correctable(key)) this.correctable.push(key);
    }
  }

  /** Learns a phrase, and the forms of its first and last words. */
  private learn(text: string, meaning: Omit<Meaning, 'display'>): void {
    const words = text.toLowerCase().match(TOKEN) ?? [];
    if (words.length === 0 || words.length > MAX_PHRASE_WORDS) return;
    this.add(words, meaning);
    const form = { ...meaning, source: Math.max(meaning.source, Source.Form) as Source };
    const last = words.length - 1;
    for (const first of formsOf(words[0]!)) this.add([first, ...words.slice(1)], form);
    if (last > 0) for (const end of formsOf(words[last]!)) this.add([...words.slice(0, last), end], form);
  }

  /** Knows a phrase (its words in lower case, accents kept for showing it in a correction). */
  private add(words: readonly string[], meaning: Omit<Meaning, 'display'>): void {
    const key = phraseKey(words.map(fold));
    if (!key.includes(' ') && (STOP_WORDS.has(key) || key.length < 2)) return;
    const known = this.phrases.get(key);
    const entry = { ...meaning, display: words.join(' ') };
    if (!known) this.phrases.set(key, [entry]);
    else if (!known.some((other) => other.facet === meaning.facet && other.id === meaning.id && other.source <= meaning.source)) known.push(entry);
  }
}

const correctable = (key: string) => !key.includes(' ') && key.length >= 4 && !/\d/.test(key);

/** What a query is understood by: the taxonomy's phrases and the brands' names, each as it is written (no forms). */
export class QueryVocabulary {
  private readonly terms: TermPhrases;
  private readonly brands = new Map<string, Meaning>();
  /** The words a correction may be, by their length: a word is only compared with those its budget can reach. */
  private readonly correctable = new Map<number, string[]>();

  /** `terms`: the taxonomy's terms (with `synonyms` by `kind:id`), or their phrases already built. */
  constructor(terms: TermPhrases | readonly KnownTerm[], brands: readonly KnownBrand[], synonyms: Readonly<Record<string, readonly string[]>> = {}) {
    this.terms = terms instanceof TermPhrases ? terms : new TermPhrases(terms, synonyms);
    for (const brand of brands) {
      const words = brand.name.match(TOKEN) ?? [];
      const key = phraseKey(words.map(fold));
      if (words.length === 0 || words.length > MAX_PHRASE_WORDS || this.brands.has(key)) continue;
      this.brands.set(key, { facet: 'brand', id: brand.id, source: Source.Name, display: words.join(' ') });
    }
    for (const key of [...this.terms.correctable, ...[...this.brands.keys()].filter(correctable)]) {
      const same = this.correctable.get(key.length);
      if (same) same.push(key);
      else this.correctable.set(key.length, [key]);
    }
  }

  /** The taxonomy's phrases, to build the next vocabulary with when only the brands changed. */
  get termPhrases(): TermPhrases {
    return this.terms;
  }

  /** What a phrase means, a brand's name first. */
  private meaning(key: string): Meaning | undefined {
    return this.brands.get(key) ?? this.terms.phrases.get(key)?.[0];
  }

  /**
   * What a query means. Longest phrases first, left to right; a price phrase before anything else. With `fuzzy`,
   * a word of five letters or more that means nothing is taken for the nearest word the vocabulary knows within
   * the typo budget (one typo from four letters, two from nine: a correction is only tried on a query that found
   * nothing, so it may be bolder than the engine's matching), and `corrected` says how the query then reads.
   */
  understand(query: string, options: { fuzzy?: boolean } = {}): Understanding {
    const price = readPricePhrase(query);
    const tokens = tokensOf(query).filter((token) => !price || token.end <= price.start || token.start >= price.end);
    const parts: UnderstoodPart[] = [];
    const left: Token[] = [];
    const corrections: Array<{ token: Token; to: string }> = [];
    for (let i = 0; i < tokens.length; ) {
      let found = false;
      for (let length = Math.min(MAX_PHRASE_WORDS, tokens.length - i); length >= 1 && !found; length--) {
        const run = tokens.slice(i, i + length);
        // A phrase never spans the price phrase.
        if (price && run[0]!.start < price.start && run.at(-1)!.end > price.end) continue;
        const meaning = this.meaning(phraseKey(run.map((token) => token.key)));
        if (!meaning) continue;
        const [start, end] = [run[0]!.start, run.at(-1)!.end];
        parts.push({ facet: meaning.facet, id: meaning.id, words: query.slice(start, end), start, end, ...(meaning.typeId ? { typeId: meaning.typeId } : {}) });
        i += length;
        found = true;
      }
      if (found) continue;
      const token = tokens[i]!;
      const corrected = options.fuzzy && !STOP_WORDS.has(token.key) ? this.nearest(token.key) : undefined;
      if (corrected) {
        const meaning = this.meaning(corrected)!;
        parts.push({ facet: meaning.facet, id: meaning.id, words: query.slice(token.start, token.end), start: token.start, end: token.end, correction: meaning.display, ...(meaning.typeId ? { typeId: meaning.typeId } : {}) });
        corrections.push({ token, to: meaning.display });
      } else if (!STOP_WORDS.has(token.key)) {
        left.push(token);
      }
      i++;
    }
    return {
      parts: mergeRepeats(parts),
      price: price ? { min: price.min, max: price.max, words: query.slice(price.start, price.end), start: price.start, end: price.end } : null,
      text: left.map((token) => query.slice(token.start, token.end)).join(' '),
      allText: tokens.filter((token) => !STOP_WORDS.has(token.key)).map((token) => query.slice(token.start, token.end)).join(' '),
      typeId: typeNamed(parts),
      corrected: corrections.length > 0 ? correctedQuery(query, corrections) : null,
    };
  }

  /** The known word nearest to a word of four letters or more within its budget; undefined when none is. */
  private nearest(word: string): string | undefined {
    const budget = word.length === 4 ? 1 : typoBudget(word);
    if (budget === 0 || /\d/.test(word)) return undefined;
    let best: { key: string; distance: number; meaning: Meaning } | undefined;
    for (let length = word.length - budget; length <= word.length + budget; length++) {
      for (const key of this.correctable.get(length) ?? []) {
        const found = distance(word, key, budget);
        if (found > budget) continue;
        const meaning = this.meaning(key)!;
        if (!best || found < best.distance || (found === best.distance && better(meaning, best.meaning) < 0)) best = { key, distance: found, meaning };
      }
    }
    return best?.key;
  }
}

/** The type of the categories or type understood, when they agree on one. */
function typeNamed(parts: readonly UnderstoodPart[]): string | null {
  const types = new Set(parts.flatMap((part) => (part.typeId && (part.facet === 'categories' || part.facet === 'type') ? [part.typeId] : [])));
  return types.size === 1 ? [...types][0]! : null;
}

function better(a: Meaning, b: Meaning): number {
  return a.source - b.source || PRECEDENCE.indexOf(a.facet) - PRECEDENCE.indexOf(b.facet);
}

/** The same term named twice ("rojo rojo", "vestido dress") is one part, the words of its first naming. */
function mergeRepeats(parts: readonly UnderstoodPart[]): UnderstoodPart[] {
  const seen = new Set<string>();
  return parts.filter((part) => {
    const key = `${part.facet}:${part.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function correctedQuery(query: string, corrections: ReadonlyArray<{ token: Token; to: string }>): string {
  let text = '';
  let at = 0;
  for (const { token, to } of [...corrections].sort((a, b) => a.token.start - b.token.start)) {
    text += query.slice(at, token.start) + to;
    at = token.end;
  }
  return (text + query.slice(at)).replace(/\s+/g, ' ').trim();
}
