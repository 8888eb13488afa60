import { MAX_SYNONYM_LENGTH, MAX_SYNONYMS_PER_LANGUAGE, synonymKey } from '@vitrina/domain/taxonomy/synonyms';
import type { MessageId } from '../../i18n/messages';

/** The words of a field where they are written separated by commas: trimmed, empty and repeated ones left out. */
export function wordsOf(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const part of text.split(',')) {
    const word = part.replace(/\s+/g, ' ').trim();
    if (!word || seen.has(synonymKey(word))) continue;
    seen.add(synonymKey(word));
    words.push(word);
  }
  return words;
}

/** The words as the field shows them. */
export const textOf = (words: readonly string[] | undefined) => (words ?? []).join(', ');

/** Why the server would refuse these words, as a message id with its figure; null when they are fine. */
export function wordsProblem(words: readonly string[]): { id: MessageId; max: number } | null {
  if (words.some((word) => word.length > MAX_SYNONYM_LENGTH)) return { id: 'taxonomy.synonyms.error.tooLong', max: MAX_SYNONYM_LENGTH };
  if (words.length > MAX_SYNONYMS_PER_LANGUAGE) return { id: 'taxonomy.synonyms.error.tooMany', max: MAX_SYNONYMS_PER_LANGUAGE };
  return null;
}
