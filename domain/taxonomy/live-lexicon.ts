import type { Language } from '../core/languages';
import { Lexicon, TERM_SYNONYM_WORDS, type LexiconTerm } from './lexicon';

/** A taxonomy term as the read model holds it: its names, its type (a category's), the synonyms an admin set. */
export interface LiveTerm {
  kind: string;
  id: string;
  names: Partial<Record<Language, string>>;
  typeId?: string | null;
  synonyms?: Partial<Record<Language, readonly string[]>>;
}

/** The lexicon's terms from the live taxonomy's. */
export function lexiconTerms(terms: readonly LiveTerm[]): LexiconTerm[] {
  return terms.map((term) => ({ kind: term.kind, id: term.id, names: term.names, ...(term.typeId ? { typeId: term.typeId } : {}) }));
}

/** The default synonyms with those an admin set (admin → taxonomy → Synonyms), every language's words for a term together. */
export function lexiconSynonyms(terms: readonly LiveTerm[]): Record<string, readonly string[]> {
  const all: Record<string, readonly string[]> = { ...TERM_SYNONYM_WORDS };
  for (const term of terms) {
    const words = Object.values(term.synonyms ?? {}).flat();
    if (words.length > 0) all[`${term.kind}:${term.id}`] = [...(all[`${term.kind}:${term.id}`] ?? []), ...words];
  }
  return all;
}

/**
 * The lexicon of the taxonomy as it is now (its terms as the admins left them, with their synonyms), so a shopper's
 * query and an imported product are read by the same words (search's vocabulary, the importer's classification).
 */
export function liveLexicon(terms: readonly LiveTerm[]): Lexicon {
  return new Lexicon(lexiconTerms(terms), lexiconSynonyms(terms));
}
