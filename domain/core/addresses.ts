import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/**
 * The language is in the address (issue 30): `/en/…`, `/it/…`, `/fr/…`, and Spanish, the site's first language,
 * without a prefix. The same page in each language is one address per language, so search engines list each.
 */
export const LANGUAGE_PREFIX: Record<Language, string> = { es: '', en: '/en', it: '/it', fr: '/fr' };

/** An address's language and the path within it (always starting with `/`); `/es/…` reads as Spanish too. */
export function splitLanguage(path: string): { language: Language; rest: string; prefix: string } {
  const match = /^\/(es|en|it|fr)(?=\/|$)/.exec(path);
  if (!match) return { language: DEFAULT_LANGUAGE, rest: path || '/', prefix: '' };
  const language = match[1] as Language;
  return { language, rest: path.slice(match[0].length) || '/', prefix: match[0] };
}

/** The address of `rest` (a path starting with `/`) in `language`. */
export function pathIn(language: Language, rest: string): string {
  const prefix = LANGUAGE_PREFIX[language];
  return prefix && rest === '/' ? prefix : prefix + rest;
}

/** Every language's address of the same page, Spanish first. */
export function alternatesOf(rest: string): Array<{ language: Language; path: string }> {
  return LANGUAGES.map((language) => ({ language, path: pathIn(language, rest) }));
}

/** Where the site's root leads (seed): Argentine visitors (a `.ar` host) to the shop's home, everyone else to the magazine. */
export function rootTargetFor(hostname: string): '/home' | '/magazine' {
  return hostname.toLowerCase().replace(/\.$/, '').endsWith('.ar') ? '/home' : '/magazine';
}
