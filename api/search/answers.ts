import { lexiconSynonyms, lexiconTerms } from '@vitrina/domain/taxonomy/live-lexicon';
import { QueryVocabulary, TermPhrases } from '@vitrina/domain/search/understanding';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import type { SearchIndex } from '@vitrina/infra/search/port';
import type { BrandDoc } from '@vitrina/projector/catalogue';
import type { TaxonomyTermDoc } from '@vitrina/projector/taxonomy';
import { PreparedJson } from '../http/compression';

/**
 * What search reads its words by: the taxonomy's names by `kind:id`, the brands' names by id, the vocabulary a query
 * is understood by (domain/search/understanding.ts: the terms' names, the default and the admin's synonyms, the
 * brands' names), and a generation that moves only when any of them changes.
 */
export interface TermNames {
  generation: number;
  byKey: ReadonlyMap<string, TaxonomyTermDoc['names']>;
  brands: ReadonlyMap<string, string>;
  vocabulary: QueryVocabulary;
}

/**
 * The taxonomy's and brands' names, read at most once a second (TERM_NAMES_MS): every search names its facet values and
 * is understood by them, and they change rarely, so a term an admin adds or renames is understood within seconds
 * rather than costing each search a read. The vocabulary is built again only when a name changed.
 */
const TERM_NAMES_MS = 1_000;
export function termNames(readModels: ReadStoreSession): () => Promise<TermNames> {
  let cached: { at: number; names: Promise<TermNames> } | undefined;
  let last: { text: string; names: TermNames } | undefined;
  let phrases: { text: string; built: TermPhrases } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > TERM_NAMES_MS) {
      const names = Promise.all([readModels.collection<TaxonomyTermDoc>('taxonomyTerms').find({}), readModels.collection<BrandDoc>('brands').find({})]).then(
        ([terms, brandDocs]) => {
          const entries = terms.map((term) => [`${term.kind}:${term.id}`, term.names] as const);
          const brands = brandDocs.map((brand) => [brand._id, brand.brand] as const);
          const termsText = JSON.stringify(terms.map((term) => [term.kind, term.id, term.names, term.typeId, term.synonyms]));
          const text = JSON.stringify([termsText, brands]);
          if (last?.text !== text) {
            // The taxonomy's phrases are built again only when a term changed; a brand's name alone costs little.
            if (phrases?.text !== termsText) {
              phrases = { text: termsText, built: new TermPhrases(lexiconTerms(terms), lexiconSynonyms(terms)) };
            }
            const vocabulary = new QueryVocabulary(
              phrases.built,
              brands.map(([id, name]) => ({ id, name })),
            );
            last = { text, names: { generation: (last?.names.generation ?? 0) + 1, byKey: new Map(entries), brands: new Map(brands), vocabulary } };
          }
          return last.names;
        },
      );
      cached = { at: now, names };
      names.catch(() => (cached = undefined));
    }
    return cached.names;
  };
}

const shared = new WeakMap<ReadStoreSession, () => Promise<TermNames>>();

/** termNames, one per read store in a process: the search route, its pages and saved searches read the same words. */
export function sharedTermNames(readModels: ReadStoreSession): () => Promise<TermNames> {
  let names = shared.get(readModels);
  if (!names) shared.set(readModels, (names = termNames(readModels)));
  return names;
}

export interface Answer {
  /** The number of matches, which the dashboard's search fact records. */
  total: number;
  json: PreparedJson;
}

/**
 * Bytes of answers kept, each as its brotli form (PreparedJson.compact): some 4,000 searches and shelves of 10 KB
 * JSON (3 KB compressed), the popular ones of a busy day. Kept as JSON, 3,000 of them held some 40 MB.
 */
const BYTES_KEPT = 12 * 2 ** 20;

/**
 * Whole answers of search and the home shelf, kept by everything that decides them: the query as parsed, the
 * language, the index's stamp (which moves with every write to the index) and the taxonomy names' generation. A
 * search asked again before anything changed is sent as it was (its JSON and compressed forms made once); one
 * asked by many at once is made once. Guests and members get the same answer, and what each request counts (a
 * guest's allowance, the dashboard's search fact) is still counted per request by the route. An index that cannot
 * stamp (MongoDB, whose answers other processes change) is asked every time.
 */
export class SearchAnswers {
  private readonly kept = new Map<string, { answer: Promise<Answer>; bytes: number }>();
  private bytes = 0;
  /** The stamp and names' generation the kept answers were made under. */
  private epoch = '';

  constructor(
    private readonly index: SearchIndex,
    private readonly names: () => Promise<TermNames>,
    private readonly maxBytes = BYTES_KEPT,
  ) {}

  async get(key: string, make: (names: TermNames) => Promise<{ total: number; body: unknown }>): Promise<Answer> {
    const [stamp, names] = await Promise.all([this.index.stamp(), this.names()]);
    const build = async () => {
      const made = await make(names);
      return { total: made.total, json: new PreparedJson(made.body).compact() };
    };
    if (stamp === null) return build();
    // A stamp never comes back: once it moves (the index was written), the answers kept are let go at once, not as
    // the byte limit pushes them out. Under a bulk of writes (an import) each search would otherwise keep an answer
    // no one asks for again, long enough for the collector to move it to the old generation.
    const epoch = `${stamp} ${names.generation}`;
    if (epoch !== this.epoch) {
      this.epoch = epoch;
      this.kept.clear();
      this.bytes = 0;
    }
    const full = `${epoch} ${key}`;
    const kept = this.kept.get(full);
    if (kept) {
      // Most recently used last: the oldest is the first to go.
      this.kept.delete(full);
      this.kept.set(full, kept);
      return kept.answer;
    }
    const entry = { answer: build(), bytes: 0 };
    this.kept.set(full, entry);
    entry.answer.then(
      (answer) => {
        if (this.kept.get(full) !== entry) return;
        entry.bytes = answer.json.bytes;
        this.bytes += entry.bytes;
        for (const [key, oldest] of this.kept) {
          if (this.bytes <= this.maxBytes) break;
          this.kept.delete(key);
          this.bytes -= oldest.bytes;
        }
      },
      () => this.forget(full, entry),
    );
    return entry.answer;
  }

  /** What is kept: answers and their bytes (at /api/metrics). */
  stats(): { answers: number; bytes: number } {
    return { answers: this.kept.size, bytes: this.bytes };
  }

  private forget(key: string, entry: { bytes: number }): void {
    if (this.kept.get(key) !== entry) return;
    this.kept.delete(key);
    this.bytes -= entry.bytes;
  }
}
