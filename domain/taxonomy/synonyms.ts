import { LANGUAGES } from '../core/languages';
import { failure, type Failure } from '../core/failures';
import type { TermSynonyms } from './events';

export const MAX_SYNONYM_LENGTH = 60;
export const MAX_SYNONYMS_PER_LANGUAGE = 30;

/** How two synonyms are told apart: not by case, accents or runs of spaces ("Carmesí" and "carmesi" are one). */
export function synonymKey(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The synonyms as they are kept: each word trimmed (inner spaces as one), empty ones and repeats dropped (the first
 * spelling stays), a language with none left out. INVALID_SYNONYMS when a word is too long or a language has too many.
 */
export function keptSynonyms(synonyms: TermSynonyms): TermSynonyms | Failure<'INVALID_SYNONYMS'> {
  const kept: TermSynonyms = {};
  for (const language of LANGUAGES) {
    const seen = new Set<string>();
    const words: string[] = [];
    for (const raw of synonyms[language] ?? []) {
      const word = raw.replace(/\s+/g, ' ').trim();
      if (!word || seen.has(synonymKey(word))) continue;
      if (word.length > MAX_SYNONYM_LENGTH) return failure('INVALID_SYNONYMS', `A synonym is longer than ${MAX_SYNONYM_LENGTH} characters.`);
      seen.add(synonymKey(word));
      words.push(word);
    }
    if (words.length > MAX_SYNONYMS_PER_LANGUAGE) return failure('INVALID_SYNONYMS', `At most ${MAX_SYNONYMS_PER_LANGUAGE} synonyms per language.`);
    if (words.length > 0) kept[language] = words;
  }
  return kept;
}

export function sameSynonyms(a: TermSynonyms, b: TermSynonyms): boolean {
  return LANGUAGES.every((language) => (a[language] ?? []).join('\n') === (b[language] ?? []).join('\n'));
}
