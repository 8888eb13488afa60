import { describe, expect, it } from 'vitest';
import { textOf, wordsOf, wordsProblem } from './synonymWords';

describe('synonyms written separated by commas', () => {
  it('reads the words trimmed, without empty ones or repeats told apart only by case or accents', () => {
    expect(wordsOf(' carmesí, escarlata ,, Carmesi,rojo   fuego, ')).toEqual(['carmesí', 'escarlata', 'rojo fuego']);
    expect(wordsOf('   ')).toEqual([]);
  });

  it('writes them back with a comma and a space', () => {
    expect(textOf(['carmesí', 'rojo fuego'])).toBe('carmesí, rojo fuego');
    expect(textOf(undefined)).toBe('');
  });

  it('says when a word is too long or a language has too many', () => {
    expect(wordsProblem(['x'.repeat(60)])).toBeNull();
    expect(wordsProblem(['x'.repeat(61)])).toEqual({ id: 'taxonomy.synonyms.error.tooLong', max: 60 });
    expect(wordsProblem(Array.from({ length: 31 }, (_, n) => `w${n}`))).toEqual({ id: 'taxonomy.synonyms.error.tooMany', max: 30 });
  });
});
