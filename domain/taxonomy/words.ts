import { LANGUAGES } from '../core/languages';
import { DEFAULT_TAXONOMY, TERM_SYNONYMS } from './defaults';
import type { TermNames } from './events';

/** A word as a term id: accents stripped, lower case, runs of anything else as one hyphen ("Verde Oliva" → "verde-oliva"). */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

interface NamedTerm {
  id: string;
  names: TermNames;
}

/**
 * Finds the term a free word means: by id, then by a name in any of the four languages, then by a known synonym,
 * all compared as slugs ("Rosso", "rosso" and "ROSSO" are one). Undefined when nothing matches.
 */
export function termMatcher(terms: readonly NamedTerm[], synonyms: Readonly<Record<string, readonly string[]>> = {}): (word: string) => string | undefined {
  const byWord = new Map<string, string>();
  const learn = (word: string, id: string) => {
    const key = slugOf(word);
    if (key && !byWord.has(key)) byWord.set(key, id);
  };
  for (const term of terms) learn(term.id, term.id);
  for (const term of terms) for (const language of LANGUAGES) learn(term.names[language] ?? '', term.id);
  const known = new Set(terms.map((term) => term.id));
  for (const [id, words] of Object.entries(synonyms)) if (known.has(id)) for (const word of words) learn(word, id);
  return (word) => byWord.get(slugOf(word));
}

/** The default colours, styles and materials with their synonyms: how old free words are read, whatever the taxonomy holds now. */
export const defaultColorOf = termMatcher(
  DEFAULT_TAXONOMY.filter((term) => term.kind === 'color'),
  TERM_SYNONYMS.color,
);
export const defaultStyleOf = termMatcher(
  DEFAULT_TAXONOMY.filter((term) => term.kind === 'style'),
  TERM_SYNONYMS.style,
);
export const defaultMaterialOf = termMatcher(
  DEFAULT_TAXONOMY.filter((term) => term.kind === 'material'),
  TERM_SYNONYMS.material,
);

/**
 * The terms a text names, in the order it names them: each two-word phrase a term goes by ("gold plated", "vera
 * pelle"), else each word ("Camisa de lino" → lino). For reading terms out of names and tags, where no field holds them.
 */
export function termsNamedIn(texts: readonly string[], match: (word: string) => string | undefined): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      const phrase = i + 1 < words.length ? match(`${words[i]} ${words[i + 1]}`) : undefined;
      const id = phrase ?? match(words[i]!);
      if (id) found.add(id);
      if (phrase) i++;
    }
  }
  return [...found];
}
