import { describe, expect, it } from 'vitest';
import { localize, negotiateLanguage } from './languages';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['en', 'en'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,de;q=0.9,it;q=0.5,en;q=0.4', 'it'],
    ['en;q=0.2,es-AR;q=0.9', 'es'],
    ['en;q=0', 'es'],
    ['zh, ja', 'es'],
    ['garbage;;;q=abc', 'es'],
    ['IT', 'it'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it('refuses absurdly long headers', () => {
    expect(negotiateLanguage('en,'.repeat(1000))).toBe('es');
  });
});

describe('localize', () => {
  it('uses the language, then Spanish, then any', () => {
    expect(localize({ es: 'Camisa', en: 'Shirt' }, 'en')).toBe('Shirt');
    expect(localize({ es: 'Camisa', en: 'Shirt' }, 'fr')).toBe('Camisa');
    expect(localize({ it: 'Camicia' }, 'fr')).toBe('Camicia');
    expect(localize(undefined, 'fr')).toBe('');
  });
});
