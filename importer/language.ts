import { franc } from 'franc-min';
import { LANGUAGES, type Language } from '@vitrina/domain/core/languages';

/**
 * The language a shop writes its products in (issue 43): which of the site's languages an import's names and
 * descriptions go to. What the shop states comes first, as the platforms and standards put it; where it states
 * none, the language its products' text is written in.
 */

/**
 * Where a shop's document states its language, in this order: the page's `<html lang="en-GB">` (HTML's own, which
 * every platform's theme writes), Open Graph's `og:locale` (`fr_FR`), Shopify's `Shopify.locale = "it"`, VTEX's
 * runtime `"culture": {… "language": "es-AR"`, an RSS feed's `<language>en-gb</language>` and an Atom feed's
 * `xml:lang="fr"` on its root.
 */
const STATED: readonly RegExp[] = [
  /<html\b[^>]*?\slang=["']?([A-Za-z]{2,3})(?:[-_][A-Za-z0-9]+)*["'\s>]/i,
  /property=["']og:locale["'][^>]*?content=["']([A-Za-z]{2,3})[-_]|content=["']([A-Za-z]{2,3})[-_][A-Za-z]{2}["'][^>]*?property=["']og:locale["']/i,
  /Shopify\.locale\s*=\s*["']([A-Za-z]{2,3})(?:-[A-Za-z]+)?["']/,
  /["']culture["']\s*:\s*\{[^{}]{0,400}?["']language["']\s*:\s*["']([A-Za-z]{2,3})(?:-[A-Za-z]+)?["']/,
  /<language>\s*([A-Za-z]{2,3})(?:[-_][A-Za-z]+)?\s*<\/language>/i,
  /<feed\b[^>]*?\sxml:lang=["']([A-Za-z]{2,3})(?:-[A-Za-z]+)?["']/i,
];

const isLanguage = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

/**
 * The site's language a document states, or null: none stated, or one the site does not speak (a German shop's
 * `de` says nothing of which of Spanish, English, Italian or French it writes in). Read from its first 2 MB.
 */
export function statedLanguage(text: string): Language | null {
  const head = text.length > 2_000_000 ? text.slice(0, 2_000_000) : text;
  for (const pattern of STATED) {
    const code = head.match(pattern)?.slice(1).find(Boolean)?.toLowerCase();
    if (code) return isLanguage(code) ? code : null;
  }
  return null;
}

/** franc's ISO 639-3 codes of the site's languages. */
const FRANC_CODES: Record<string, Language> = { spa: 'es', eng: 'en', ita: 'it', fra: 'fr' };
/** Below this much text a language is not told: a few product names ("Top Lino Amalfi") read as any. */
const MIN_TEXT = 150;
/** Text read at most: the first products tell as well as the whole shop. */
const MAX_TEXT = 20_000;

/**
 * The site's language the products' texts (names, descriptions) are written in, by franc's trigram model, a
 * well-kept detector, limited to the site's four languages; null when the texts are too short to tell.
 */
export function writtenLanguage(texts: readonly string[]): Language | null {
  const text = texts.join('\n').slice(0, MAX_TEXT);
  if (text.replace(/\s+/g, '').length < MIN_TEXT) return null;
  const code = franc(text, { only: Object.keys(FRANC_CODES), minLength: MIN_TEXT });
  return FRANC_CODES[code] ?? null;
}
