import { describe, expect, it } from 'vitest';
import { alternatesOf, pathIn, splitLanguage } from './addresses';

describe('the language in the address', () => {
  it('reads a prefix, and Spanish without one', () => {
    expect(splitLanguage('/en/cloth/1')).toEqual({ language: 'en', rest: '/cloth/1', prefix: '/en' });
    expect(splitLanguage('/fr')).toEqual({ language: 'fr', rest: '/', prefix: '/fr' });
    expect(splitLanguage('/cloth/1')).toEqual({ language: 'es', rest: '/cloth/1', prefix: '' });
    expect(splitLanguage('/es/home')).toEqual({ language: 'es', rest: '/home', prefix: '/es' });
    // Only a whole segment is a prefix.
    expect(splitLanguage('/entrar')).toEqual({ language: 'es', rest: '/entrar', prefix: '' });
  });

  it('writes a page address in each language', () => {
    expect(pathIn('es', '/home')).toBe('/home');
    expect(pathIn('it', '/home')).toBe('/it/home');
    expect(pathIn('en', '/')).toBe('/en');
    expect(alternatesOf('/magazine').map((entry) => entry.path)).toEqual(['/magazine', '/en/magazine', '/it/magazine', '/fr/magazine']);
  });
});
