/** The languages the site speaks; Spanish is the default and the fallback. */
export const LANGUAGES = ['es', 'en', 'it', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the best supported language from an Accept-Language header (RFC 9110 q-values; `es-AR` counts as `es`).
 * Anything unparseable or unsupported gives Spanish.
 */
export function negotiateLanguage(header: string | undefined | null): Language {
  if (!header || header.length > 500) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number; index: number } | undefined;
  header.split(',').forEach((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) return;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (q <= 0) return;
    if (!best || q > best.q || (q === best.q && index < best.index)) best = { language: primary, q, index };
  });
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** A text per language (entity names, reviews); Spanish is the fallback, then any language present. */
export type LocalizedText = Partial<Record<Language, string>>;

export function localize(text: LocalizedText | undefined, language: Language): string {
  if (!text) return '';
  return text[language] || text[DEFAULT_LANGUAGE] || LANGUAGES.map((l) => text[l]).find(Boolean) || '';
}
