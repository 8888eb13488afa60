import { alternatesOf, pathIn } from '@vitrina/domain/core/addresses';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vitrina/domain/core/languages';
import { escapeHtml, scriptJson } from './html';
import type { Page } from './pages';

/** Open Graph's locales for the four languages (a language and a country, as it asks). */
const OG_LOCALE: Record<Language, string> = { es: 'es_AR', en: 'en_US', it: 'it_IT', fr: 'fr_FR' };

/**
 * The built index.html cut where a page's parts go: its language, its title, its head tags and its first paint.
 * Cut once at start; a build without the markers is served as it is (the app still works, with a generic head).
 */
export interface Template {
  /** `app`: the body React rendered on the server, which replaces the first paint, and the state it hydrates from. */
  render(page: Page, origin: string, app?: RenderedApp | null): string;
}

/** A page's body as the server's React render wrote it (api/web.ts), with what the browser hydrates it from. */
export interface RenderedApp {
  /** What React hoists to the head (the largest image's preload), written after the title. */
  head: string;
  html: string;
  state: { language: Language; queries: unknown };
}

/**
 * `dictionaries`: each language's dictionary chunk as the build named it (`/assets/en-….js`): the build preloads the
 * Spanish one, and a page in another language preloads its own instead.
 */
export function pageTemplate(indexHtml: string, dictionaries: Partial<Record<Language, string>> = {}): Template | null {
  const lang = indexHtml.indexOf('<html lang="es">');
  const title = /<title>[^<]*<\/title>/.exec(indexHtml);
  const description = /\s*<meta name="description"[^>]*>/.exec(indexHtml);
  const root = indexHtml.indexOf('<div id="root"></div>');
  if (lang < 0 || !title || !description || root < 0 || description.index > title.index || title.index > root) return null;
  const afterLang = lang + '<html lang="es">'.length;
  const parts = [
    indexHtml.slice(0, lang),
    indexHtml.slice(afterLang, description.index),
    indexHtml.slice(description.index + description[0].length, title.index),
    indexHtml.slice(title.index + title[0].length, root),
    indexHtml.slice(root + '<div id="root"></div>'.length),
  ];
  const spanish = dictionaries.es ? `href="${dictionaries.es}"` : null;
  const preloads = Object.fromEntries(
    LANGUAGES.map((language) => [language, spanish && dictionaries[language] ? parts[3]!.replace(spanish, `href="${dictionaries[language]}"`) : parts[3]!]),
  ) as Record<Language, string>;
  return {
    render(page, origin, app) {
      const body = app
        ? `<div id="root">${app.html}</div><script type="application/json" id="vitrina-state">${scriptJson(app.state)}</script>`
        : `<div id="root">${page.body.value}</div>`;
      return `${parts[0]}<html lang="${page.language}">${parts[1]}${head(page, origin)}${parts[2]}<title>${escapeHtml(page.title)}</title>${app?.head ?? ''}${preloads[page.language]}${body}${parts[4]}`;
    },
  };
}

/** The page's head tags: description, robots, canonical and its languages' alternates, Open Graph, Twitter, JSON-LD. */
export function head(page: Page, origin: string): string {
  const tags: string[] = [];
  const meta = (name: string, content: string) => tags.push(`<meta name="${name}" content="${escapeHtml(content)}">`);
  const property = (name: string, content: string) => tags.push(`<meta property="${name}" content="${escapeHtml(content)}">`);
  meta('description', page.description);
  if (!page.indexable) meta('robots', 'noindex');
  if (page.canonical) {
    const url = `${origin}${pathIn(page.language, page.canonical)}`;
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
    for (const alternate of alternatesOf(page.canonical))
      tags.push(`<link rel="alternate" hreflang="${alternate.language}" href="${escapeHtml(origin + alternate.path)}">`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + pathIn(DEFAULT_LANGUAGE, page.canonical))}">`);
    property('og:url', url);
  }
  property('og:site_name', 'Vitrina');
  property('og:type', page.kind === 'article' ? 'article' : page.kind === 'product' ? 'product' : 'website');
  property('og:title', page.title);
  property('og:description', page.description);
  property('og:locale', OG_LOCALE[page.language]);
  for (const other of LANGUAGES) if (other !== page.language) property('og:locale:alternate', OG_LOCALE[other]);
  if (page.image) {
    property('og:image', origin + page.image.url);
    property('og:image:width', String(page.image.width));
    property('og:image:height', String(page.image.height));
    property('og:image:alt', page.image.alt);
  }
  if (page.price) {
    property('product:price:amount', page.price.amount);
    property('product:price:currency', page.price.currency);
  }
  meta('twitter:card', page.image ? 'summary_large_image' : 'summary');
  meta('twitter:title', page.title);
  meta('twitter:description', page.description);
  if (page.image) {
    meta('twitter:image', origin + page.image.url);
    meta('twitter:image:alt', page.image.alt);
  }
  for (const data of page.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return `\n    ${tags.join('\n    ')}`;
}
