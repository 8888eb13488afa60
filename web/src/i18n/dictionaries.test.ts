import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it_ from './it.json';

const dictionaries: Record<string, Record<string, string>> = { es, en, it: it_, fr };
const spanishIds = Object.keys(es).sort();

describe('dictionaries', () => {
  it.each(Object.keys(dictionaries))('%s carries exactly the Spanish ids', (language) => {
    expect(Object.keys(dictionaries[language] ?? {}).sort()).toEqual(spanishIds);
  });

  it.each(Object.keys(dictionaries))('%s has no empty value', (language) => {
    const empty = Object.entries(dictionaries[language] ?? {}).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(Object.keys(dictionaries))('%s keeps the placeholders of every Spanish text', (language) => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const id of spanishIds) {
      expect([id, placeholders(dictionaries[language]?.[id] ?? '')]).toEqual([id, placeholders(es[id as keyof typeof es])]);
    }
  });

  it('translates Italian and French rather than copying English', () => {
    // Names of the product, of languages and of shared words ("Magazine", "Types") may coincide; prose may not.
    for (const other of [it_, fr]) {
      const copied = spanishIds.filter((id) => {
        const text = en[id as keyof typeof en];
        return text.split(' ').length > 2 && other[id as keyof typeof other] === text;
      });
      expect(copied).toEqual([]);
    }
  });
});
