import { TERM_SYNONYM_WORDS } from '../taxonomy/lexicon';

/**
 * The default synonyms by `kind:id` that every vocabulary adds to an admin's (admin → taxonomy → Synonyms): the
 * colours', styles' and materials' words. The words shoppers and shops write for the other terms, by country
 * ("remera", "campera", "pollera", "cartera"), and the detail words are the lexicon's own, which every vocabulary
 * reads (../taxonomy/lexicon-words.ts).
 */
export const DEFAULT_SYNONYMS: Readonly<Record<string, readonly string[]>> = TERM_SYNONYM_WORDS;
