import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@vitrina/domain/core/languages';

/** The legal texts shown at registration: Markdown-ish plain text (`## ` headings, blank-line paragraphs). */
export const TEXT_NAMES = ['tos', 'privacy'] as const;
export type TextName = (typeof TEXT_NAMES)[number];
export type LegalTexts = Readonly<Record<TextName, Readonly<Record<Language, string>>>>;

const TEXTS_DIR = new URL('./texts/', import.meta.url);

let cached: LegalTexts | undefined;

function readText(name: TextName, language: Language): string {
  const file = new URL(`${name}.${language}.md`, TEXTS_DIR);
  // Windows line endings from an editor would otherwise leak `\r` into the paragraphs the web app splits.
  const text = readFileSync(file, 'utf8').replace(/\r\n?/g, '\n').trim();
  if (!text) throw new Error(`legal text ${name}.${language}.md is empty`);
  return text;
}

/**
 * Reads every text once and keeps it for the life of the process: they change only with a deploy. A missing file
 * throws at the first call, so a broken build fails at start rather than when a visitor opens the terms.
 */
export function loadTexts(): LegalTexts {
  if (!cached) {
    const entries = TEXT_NAMES.map((name) => {
      const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, readText(name, language)]));
      return [name, Object.freeze(byLanguage as Record<Language, string>)] as const;
    });
    cached = Object.freeze(Object.fromEntries(entries) as Record<TextName, Record<Language, string>>);
  }
  return cached;
}

/**
 * The content's fingerprint of a text (its four languages): texts/versions.json records it for each version, so a
 * text edited without a new version in domain/accounts/legal.ts fails a test instead of binding people to words
 * they never accepted.
 */
export function textFingerprint(name: TextName): string {
  const hash = createHash('sha256');
  for (const language of LANGUAGES) hash.update(`${readText(name, language)}\n`);
  return hash.digest('hex');
}

export function recordedFingerprints(): Record<TextName, Record<string, string>> {
  return JSON.parse(readFileSync(new URL('versions.json', TEXTS_DIR), 'utf8')) as Record<TextName, Record<string, string>>;
}
