import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { LEGAL_VERSIONS } from '@vitrina/domain/accounts/legal';
import { loadTexts, recordedFingerprints, textFingerprint, TEXT_NAMES } from './texts';

const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
const headings = (text: string) => text.split('\n').filter((line) => line.startsWith('## '));

describe('loadTexts', () => {
  const texts = loadTexts();

  it.each(TEXT_NAMES.flatMap((name) => LANGUAGES.map((language) => [name, language] as const)))(
    '%s in %s is a real text of 600 to 1,100 words, in sections',
    (name, language) => {
      const text = texts[name][language];
      expect(words(text)).toBeGreaterThanOrEqual(600);
      expect(words(text)).toBeLessThanOrEqual(1_100);
      expect(headings(text).length).toBeGreaterThanOrEqual(8);
      expect(text.startsWith('## ')).toBe(true);
      expect(text).not.toMatch(/\r|\n{3,}|TODO|lorem/i);
      expect(text).toContain('privacy@vitrina.example');
    },
  );

  it.each(TEXT_NAMES)('%s differs per language but keeps the same sections', (name) => {
    const versions = LANGUAGES.map((language) => texts[name][language]);
    expect(new Set(versions).size).toBe(LANGUAGES.length);
    const sectionCounts = versions.map((text) => headings(text).length);
    expect(new Set(sectionCounts).size).toBe(1);
    const firstHeadings = versions.map((text) => headings(text)[0]);
    expect(new Set(firstHeadings).size).toBe(LANGUAGES.length);
  });

  it('covers what the brief promises in the Spanish original', () => {
    expect(texts.tos.es).toMatch(/16 años/);
    expect(texts.tos.es).toMatch(/BASIC[\s\S]*PRO[\s\S]*ULTIMATE/);
    expect(texts.tos.es).toMatch(/mensual[\s\S]*anual/);
    expect(texts.privacy.es).toMatch(/Ley 25\.326/);
    expect(texts.privacy.es).toMatch(/cookie de sesión/);
    for (const right of ['acceso', 'rectificación', 'supresión', 'portabilidad', 'oposición']) {
      expect(texts.privacy.es).toContain(right);
    }
  });

  it('reads the files once and hands back the same object', () => {
    expect(loadTexts()).toBe(texts);
    expect(Object.isFrozen(texts.tos)).toBe(true);
  });

  it.each([
    ['tos', 'terms'],
    ['privacy', 'privacy'],
  ] as const)('%s in force is the version people accept, and its words are the ones recorded for it', (name, kind) => {
    const version = LEGAL_VERSIONS[kind];
    expect(recordedFingerprints()[name][version], `${name} ${version}: no fingerprint recorded in texts/versions.json`).toBeDefined();
    expect(textFingerprint(name), `${name} changed: give it a new version in domain/accounts/legal.ts and record ${textFingerprint(name)} for it`).toBe(
      recordedFingerprints()[name][version],
    );
  });
});
