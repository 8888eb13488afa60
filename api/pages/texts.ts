import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@vitrina/domain/core/languages';

/**
 * The web app's dictionaries (web/src/i18n), read once: the heads and first paint the server writes say what the
 * app says, in the same four languages, from one source (the dictionaries' test holds them complete).
 */
const DICTIONARIES = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`../../web/src/i18n/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>,
  ]),
) as Record<Language, Record<string, string>>;

/** A text of the dictionaries in `language` with its `{placeholders}` filled (the server's texts have no plurals). */
export function text(language: Language, id: string, values: Record<string, string> = {}): string {
  const template = DICTIONARIES[language][id] ?? DICTIONARIES.es[id];
  if (template === undefined) throw new Error(`No text ${id}`);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
