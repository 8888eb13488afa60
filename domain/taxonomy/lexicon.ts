import { LANGUAGES, type Language } from '../core/languages';
import { fold } from '../search/fold';
import { DEFAULT_TAXONOMY, TERM_SYNONYMS } from './defaults';
import { DETAILS, type Detail } from './lexicon-details';
import { formsOf, isStopWord } from './lexicon-forms';
import { LOCALES, TERM_WORDS, type Locale, type LocaleWords } from './lexicon-words';

/**
 * One fashion lexicon, two directions: the words that name a taxonomy term (its names in the four languages, their
 * plurals and gendered forms, the words shops and shoppers write for it, by country) and the detail words of
 * fashion, read the same way from a shopper's query and from a product's title, tags, options and description, so
 * a word means the same thing to a shopper and to the importer. Built once into a folded index of phrases (up to
 * five words), read longest phrase first, left to right; then a few readings by context:
 * - a word that names a category and something else ("jean": jeans or denim; "short": shorts or short) is the
 *   category only when nothing else in the text plainly names one ("campera de jean" is a denim jacket, "short
 *   dress" a short dress, "jean oxford" flared jeans);
 * - a detail that names a category by itself ("texanas", "bandolera") names it when no other word names a category
 *   or a type;
 * - leather with a modifier beside it ("cuero eco", "vegan leather", "pelle sintetica") is synthetic leather.
 * Pure: no I/O, no clock.
 */
export const WORD_FACETS = ['type', 'categories', 'colors', 'materials', 'gender', 'events', 'season', 'weather', 'style', 'details'] as const;
export type WordFacet = (typeof WORD_FACETS)[number];

/** The facet each taxonomy kind's terms are read as. */
export const FACET_OF_KIND: Readonly<Record<string, WordFacet>> = {
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

/** When one word names terms of several kinds, the first of these wins ("casual" is a style before an occasion). */
const PRECEDENCE: readonly string[] = ['brand', 'categories', 'type', 'colors', 'materials', 'gender', 'style', 'events', 'season', 'weather', 'details'];

export interface LexiconTerm {
  kind: string;
  id: string;
  names: Partial<Record<Language, string>>;
  /** A category's type. */
  typeId?: string;
}

/** How a word came to mean a term: its own name, a word listed for it, or a form made from one (plural, gender). */
export const Source = { Name: 0, Synonym: 1, Form: 2 } as const;
export type Source = (typeof Source)[keyof typeof Source];

export interface Meaning {
  facet: WordFacet | 'brand';
  id: string;
  typeId?: string;
  source: Source;
  /** The phrase as learnt, lower case with its accents: what a correction shows. */
  display: string;
  /** Where the word is said, one bit per LOCALES entry; 0 everywhere. */
  locales: number;
  /** A detail's category, when the detail alone names one. */
  implies?: string;
}

/** Words found together: tokens `from` to `to` (exclusive) of a text, and what they may mean, best first. */
export interface Found {
  from: number;
  to: number;
  meanings: readonly Meaning[];
  correction?: string;
}

/** What words were read as, after the readings by context. */
export interface Settled {
  meaning: Meaning;
  from: number;
  to: number;
  correction?: string;
}

export interface WordSpan {
  facet: WordFacet;
  id: string;
  /** Which of the texts read it came from, and where: `texts[text].slice(start, end)` is `words`. */
  text: number;
  start: number;
  end: number;
  words: string;
}

export interface Reading {
  types: string[];
  categories: string[];
  colours: string[];
  materials: string[];
  genders: string[];
  occasions: string[];
  seasons: string[];
  weather: string[];
  styles: string[];
  details: string[];
  spans: WordSpan[];
}

const TOKEN = /[\p{L}\p{N}]+/gu;
/** The longest phrase the lexicon learns, in words. */
export const MAX_PHRASE_WORDS = 5;
/** Words that make the leather beside them synthetic ("cuero eco", "faux leather", "pelle sintetica"). */
const SYNTHETIC = new Set([
  'eco',
  'ecologico',
  'ecologica',
  'sintetico',
  'sintetica',
  'synthetic',
  'faux',
  'vegan',
  'vegano',
  'vegana',
  'simil',
  'imitacion',
  'imitation',
  'fake',
  'finta',
  'finto',
  'synthetique',
  'vegetale',
  'look',
  'efecto',
  'effetto',
  'effet',
]);
/** Words a modifier may stand across from its leather ("símil de cuero", "similpelle" aside). */
const LINKS = new Set(['de', 'en', 'in', 'di', 'a']);
const SYNTHETIC_LEATHER = 'cuero-sintetico';

const localeBit = (locale: Locale) => 1 << LOCALES.indexOf(locale);
const LANGUAGE_BITS: Readonly<Record<string, number>> = Object.fromEntries(
  LANGUAGES.map((language) => [language, LOCALES.reduce((bits, locale, i) => (locale.split('-')[0] === language ? bits | (1 << i) : bits), 0)]),
);

/** How near a meaning is to where a text is read: said there, in its language, everywhere, elsewhere. */
function nearness(meaning: Meaning, locale: Locale | undefined): number {
  if (!locale || meaning.locales === 0) return 2;
  if (meaning.locales & localeBit(locale)) return 0;
  return meaning.locales & LANGUAGE_BITS[locale.split('-')[0]!]! ? 1 : 3;
}

export function better(a: Meaning, b: Meaning): number {
  return a.source - b.source || PRECEDENCE.indexOf(a.facet) - PRECEDENCE.indexOf(b.facet);
}

/**
 * Words another language's name makes a term of that mean something else in a text known to be in this language:
 * Italian's canvas, "tela", is any fabric in Spanish ("forro de tela").
 */
const FALSE_FRIENDS: Readonly<Record<string, ReadonlySet<string>>> = { es: new Set(['tela']) };
const phraseKey = (words: readonly string[]) => words.join(' ');
/** Whether `form` is a plural of `word` ("lino" → "linos", "denim" → "denims", "piel" → "pieles"), or its singular. */
const pluralOf = (word: string, form: string) => form === `${word}s` || form === `${word}es` || word === `${form}s` || word === `${form}es`;
const correctable = (key: string) => !key.includes(' ') && key.length >= 4 && !/\d/.test(key);

export class Lexicon {
  readonly phrases = new Map<string, Meaning[]>();
  /** Single words of four letters or more, for corrections. */
  readonly correctable: string[] = [];
  /** The most words a phrase starting with a word has: most words start none longer than themselves. */
  private readonly longest = new Map<string, number>();
  private readonly categories = new Map<string, Meaning>();
  private readonly syntheticLeather: Meaning | undefined;
  private readonly forms = new Map<string, ReadonlyArray<readonly [string, string]>>();

  /**
   * `terms`: the taxonomy's; `synonyms`: more words by `kind:id`, read everywhere (the colours', styles' and
   * materials' and an admin's); `words` and `details`: the lexicon's own. Words of a term the taxonomy does not hold
   * are left out.
   */
  constructor(
    terms: readonly LexiconTerm[],
    synonyms: Readonly<Record<string, readonly string[]>> = {},
    words: Readonly<Record<string, LocaleWords>> = TERM_WORDS,
    details: readonly Detail[] = DETAILS,
  ) {
    const known = new Map<string, Omit<Meaning, 'source' | 'display' | 'locales'>>();
    for (const term of terms) {
      const facet = FACET_OF_KIND[term.kind];
      if (!facet) continue;
      const typeId = term.kind === 'category' ? term.typeId : term.kind === 'type' ? term.id : undefined;
      const meaning = { facet, id: term.id, ...(typeId ? { typeId } : {}) };
      known.set(`${term.kind}:${term.id}`, meaning);
      if (facet === 'categories') this.categories.set(term.id, { ...meaning, source: Source.Name, display: term.names.es ?? term.id, locales: 0 });
      for (const language of LANGUAGES) {
        const name = term.names[language];
        if (name) this.learn(name, { ...meaning, source: Source.Name, locales: localeBit(language) });
      }
    }
    for (const [key, byLocale] of Object.entries(words)) {
      const meaning = known.get(key);
      if (meaning) this.learnAll(byLocale, meaning);
    }
    for (const [key, list] of Object.entries(synonyms)) {
      const meaning = known.get(key);
      if (meaning) for (const word of list) this.learn(word, { ...meaning, source: Source.Synonym, locales: 0 });
    }
    for (const detail of details) {
      const meaning = {
        facet: 'details' as const,
        id: detail.id,
        ...(detail.implies && this.categories.has(detail.implies) ? { implies: detail.implies } : {}),
      };
      detail.names.forEach((name, i) => this.learn(name, { ...meaning, source: Source.Name, locales: localeBit(LANGUAGES[i]!) }));
      this.learnAll(detail.words ?? {}, meaning);
    }
    const synthetic = known.get(`material:${SYNTHETIC_LEATHER}`);
    this.syntheticLeather = synthetic && { ...synthetic, source: Source.Name, display: SYNTHETIC_LEATHER, locales: 0 };
    for (const [key, meanings] of this.phrases) {
      meanings.sort(better);
      if (correctable(key)) this.correctable.push(key);
    }
    this.forms.clear();
  }

  private learnAll(byLocale: LocaleWords, meaning: Omit<Meaning, 'source' | 'display' | 'locales'>): void {
    for (const [locale, list] of Object.entries(byLocale) as Array<[Locale, readonly string[]]>) {
      for (const word of list) this.learn(word, { ...meaning, source: Source.Synonym, locales: localeBit(locale) });
    }
  }

  /** Learns a phrase, and the forms of its first and last words (each word folded once). */
  private learn(text: string, meaning: Omit<Meaning, 'display'>): void {
    const words = text.toLowerCase().match(TOKEN) ?? [];
    if (words.length === 0 || words.length > MAX_PHRASE_WORDS) return;
    const keys = words.map(fold);
    this.add(keys, words, meaning);
    // A detail's short words make no forms: those of "midi" or "mini" are other words ("mide", "mino").
    if (meaning.facet === 'details' && words.length === 1 && words[0]!.length <= 4) return;
    const form = { ...meaning, source: Math.max(meaning.source, Source.Form) as Source };
    const last = words.length - 1;
    // A material is a noun with no gender: "punto" (knit) makes no "punta" (a shoe's toe), only its plurals.
    const formsOf = (word: string) =>
      meaning.facet === 'materials' ? this.formsOf(word).filter(([form]) => form === word || pluralOf(word, form)) : this.formsOf(word);
    for (const [first, key] of formsOf(words[0]!)) this.add([key, ...keys.slice(1)], [first, ...words.slice(1)], form);
    if (last > 0) for (const [end, key] of formsOf(words[last]!)) this.add([...keys.slice(0, last), key], [...words.slice(0, last), end], form);
  }

  /** A word's forms with each folded, made once per word: most words are learnt for several terms and places. */
  private formsOf(word: string): ReadonlyArray<readonly [form: string, key: string]> {
    let forms = this.forms.get(word);
    if (!forms) this.forms.set(word, (forms = formsOf(word).map((form) => [form, fold(form)] as const)));
    return forms;
  }

  /**
   * Knows a phrase by its folded words (its words as written for showing it in a correction); the same term learnt
   * again for it keeps the better source and every place it is said in.
   */
  private add(folded: readonly string[], words: readonly string[], meaning: Omit<Meaning, 'display'>): void {
    const key = phraseKey(folded);
    if (!key.includes(' ') && (isStopWord(key) || key.length < 2)) return;
    const known = this.phrases.get(key);
    const same = known?.find((other) => other.facet === meaning.facet && other.id === meaning.id);
    if (same) {
      same.locales = same.locales === 0 || meaning.locales === 0 ? 0 : same.locales | meaning.locales;
      if (meaning.source < same.source) Object.assign(same, { source: meaning.source, display: words.join(' ') });
      return;
    }
    const entry = { ...meaning, display: words.join(' ') };
    if (known) known.push(entry);
    else this.phrases.set(key, [entry]);
    if (folded.length > (this.longest.get(folded[0]!) ?? 1)) this.longest.set(folded[0]!, folded.length);
  }

  /** The longest phrase at `at` among a text's folded words, up to `limit` words, its meanings nearest first. */
  phraseAt(keys: readonly string[], at: number, locale?: Locale, limit = MAX_PHRASE_WORDS): Found | undefined {
    const most = Math.min(limit, keys.length - at, this.longest.get(keys[at]!) ?? 1);
    for (let length = most; length >= 1; length--) {
      if (length === 1 && locale && FALSE_FRIENDS[locale.split('-')[0]!]?.has(keys[at]!)) continue;
      const meanings = this.phrases.get(length === 1 ? keys[at]! : phraseKey(keys.slice(at, at + length)));
      if (meanings) return { from: at, to: at + length, meanings: locale && meanings.length > 1 ? nearestFirst(meanings, locale) : meanings };
    }
    return undefined;
  }

  /** The meanings of a phrase as learnt, best first (no forms are made of what is looked up). */
  meaningsOf(key: string): readonly Meaning[] | undefined {
    return this.phrases.get(key);
  }

  /**
   * What the words found mean together (the readings by context above): one meaning or none for each word found
   * but details, which come besides. `keys`: the text's folded words, for the modifiers beside a leather.
   */
  settle(found: readonly Found[], keys: readonly string[], locale?: Locale): Settled[] {
    // The best meaning that is no detail ("animal print" is a colour as well as a pattern); details come besides.
    const mainOf = (meanings: readonly Meaning[]) => meanings.find((meaning) => meaning.facet !== 'details');
    // A material that is as well a category said as near, by that very word ("knit" is knitwear and a sweater in
    // English, "maglia" in Italian; not "denim", a form of "denims"), is read like a category that is as well
    // something else: the category where no other is named, in a text known to be in that language.
    const categoryOf = (meanings: readonly Meaning[]) => {
      const main = mainOf(meanings);
      if (main?.facet === 'categories') return meanings.some((meaning) => meaning.facet !== 'categories') ? main : undefined;
      if (main?.facet !== 'materials' || !locale) return undefined;
      return meanings.find((meaning) => meaning.facet === 'categories' && meaning.source < Source.Form && nearness(meaning, locale) <= nearness(main, locale));
    };
    const ambiguous = found.map((entry) => categoryOf(entry.meanings));
    let categoryKept = found.some((entry, i) => mainOf(entry.meanings)?.facet === 'categories' && !ambiguous[i]);
    const settled: Settled[] = [];
    const covered = (at: number) => found.some((entry) => entry.from <= at && at < entry.to);
    found.forEach((entry, i) => {
      const at = { from: entry.from, to: entry.to, ...(entry.correction ? { correction: entry.correction } : {}) };
      if (ambiguous[i] && !categoryKept) {
        categoryKept = true;
        settled.push({ meaning: ambiguous[i]!, ...at });
        return;
      }
      const meanings = ambiguous[i] ? entry.meanings.filter((meaning) => meaning.facet !== 'categories') : entry.meanings;
      const main = mainOf(meanings);
      if (main) settled.push({ ...at, ...this.modified(main, entry, keys, covered) });
      if (main?.facet === 'categories') return;
      for (const detail of meanings) if (detail.facet === 'details') settled.push({ meaning: detail, ...at });
    });
    // "Zapatos de novia" are shoes: a type named is enough for a detail not to name its category.
    if (!settled.some((entry) => entry.meaning.facet === 'categories' || entry.meaning.facet === 'type')) {
      const implying = settled.find((entry) => entry.meaning.implies);
      if (implying) settled.push({ ...implying, meaning: this.categories.get(implying.meaning.implies!)! });
    }
    return settled;
  }

  /** Leather with a modifier word beside it, read as synthetic leather, the modifier's words taken with it. */
  private modified(meaning: Meaning, entry: Found, keys: readonly string[], covered: (at: number) => boolean): Pick<Settled, 'meaning' | 'from' | 'to'> {
    const as = { meaning, from: entry.from, to: entry.to };
    if (meaning.facet !== 'materials' || meaning.id !== 'cuero' || !this.syntheticLeather) return as;
    /** The modifier's index on one side, across a link word ("símil de cuero"); -1 when there is none. */
    const beside = (step: -1 | 1) => {
      let at = step < 0 ? entry.from - 1 : entry.to;
      if (LINKS.has(keys[at] ?? '') && !covered(at)) at += step;
      return !covered(at) && SYNTHETIC.has(keys[at] ?? '') ? at : -1;
    };
    const [before, after] = [beside(-1), beside(1)];
    if (before < 0 && after < 0) return as;
    return { meaning: this.syntheticLeather, from: before < 0 ? entry.from : before, to: after < 0 ? entry.to : after + 1 };
  }

  /**
   * What a text means (or several: a product's title, tags, option values and description, each read apart so no
   * phrase runs from one into the next): the terms and details it names, each once, in the order first named, and
   * every span they were read from. `locale`: where the text is written, when known ("es-AR", "en"), which decides
   * a word said differently in two places.
   */
  read(texts: string | readonly string[], locale?: Locale): Reading {
    const reading: Reading = {
      types: [],
      categories: [],
      colours: [],
      materials: [],
      genders: [],
      occasions: [],
      seasons: [],
      weather: [],
      styles: [],
      details: [],
      spans: [],
    };
    const seen = new Set<string>();
    (typeof texts === 'string' ? [texts] : texts).forEach((text, index) => {
      const tokens = [...text.matchAll(TOKEN)];
      const keys = tokens.map((token) => fold(token[0].toLowerCase()));
      const found: Found[] = [];
      for (let at = 0; at < keys.length;) {
        const phrase = this.phraseAt(keys, at, locale);
        if (phrase) found.push(phrase);
        at = phrase ? phrase.to : at + 1;
      }
      for (const { meaning, from, to } of this.settle(found, keys, locale)) {
        const facet = meaning.facet as WordFacet;
        const [start, end] = [tokens[from]!.index, tokens[to - 1]!.index + tokens[to - 1]![0].length];
        reading.spans.push({ facet, id: meaning.id, text: index, start, end, words: text.slice(start, end) });
        const key = `${facet}:${meaning.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        reading[LIST_OF[facet]].push(meaning.id);
      }
    });
    return reading;
  }
}

const LIST_OF: Readonly<Record<WordFacet, Exclude<keyof Reading, 'spans'>>> = {
  type: 'types',
  categories: 'categories',
  colors: 'colours',
  materials: 'materials',
  gender: 'genders',
  events: 'occasions',
  season: 'seasons',
  weather: 'weather',
  style: 'styles',
  details: 'details',
};

function nearestFirst(meanings: readonly Meaning[], locale: Locale): Meaning[] {
  return [...meanings].sort((a, b) => nearness(a, locale) - nearness(b, locale) || better(a, b));
}

/** The colours', styles' and materials' words by `kind:id`, read the same everywhere. */
export const TERM_SYNONYM_WORDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(TERM_SYNONYMS).flatMap(([kind, byId]) => Object.entries(byId).map(([id, list]) => [`${kind}:${id}`, list] as const)),
);

let defaultLexicon: Lexicon | undefined;

/** What a text means by the default taxonomy's lexicon (built on first use): see Lexicon.read. */
export function readWords(texts: string | readonly string[], locale?: Locale): Reading {
  defaultLexicon ??= new Lexicon(DEFAULT_TAXONOMY, TERM_SYNONYM_WORDS);
  return defaultLexicon.read(texts, locale);
}
