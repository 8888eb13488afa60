import { load } from 'cheerio';

/**
 * Text as a person reads it: markup dropped, entities decoded, whitespace (non-breaking spaces included) collapsed.
 * Shops put HTML and entities in JSON-LD descriptions as often as in their pages.
 */
export function cleanText(value: string): string {
  const text = /[<&]/.test(value) ? load(`<body>${value}</body>`, null, false).text() : value;
  return text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
}
