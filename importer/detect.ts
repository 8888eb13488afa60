import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FieldSelector, ImporterConfig } from '@vitrina/domain/importer/config';
import { jsonLdBlocks, lazyImageSources } from './extract';
import { productsIn } from './jsonld';
import { parsePrice } from './prices';
import { cleanText } from './text';

/** What auto-detect proposes for a page: the parts of a config that say how to read it, and how many items it saw. */
export interface Proposal {
  config: Pick<ImporterConfig, 'item' | 'name' | 'price' | 'link' | 'image' | 'json' | 'nextPage'>;
  items: number;
  /** `jsonld` when the page describes its products in JSON-LD, `elements` when a repeated element holds them. */
  source: 'jsonld' | 'elements';
}

const NONE: FieldSelector = { selector: '', attribute: null };
const MIN_REPEATS = 3;

/**
 * Reads a page the way a person setting up the importer would: JSON-LD products first (the shop says what they
 * are), else the repeated element that holds an image, a name and a price, with selectors for each inside it.
 * Null when neither is there.
 */
export function detect(html: string): Proposal | null {
  const $ = load(html);
  const products = productsIn(jsonLdBlocks($));
  const nextPage = $('a[rel="next"]').length > 0 ? { selector: 'a[rel="next"]', attribute: 'href' } : null;
  if (products.length > 0) {
    return { source: 'jsonld', items: products.length, config: { item: { tag: 'div', class: '' }, name: NONE, price: { ...NONE, regex: null }, link: NONE, image: NONE, json: { mode: 'jsonld', paths: {} }, nextPage } };
  }
  const best = repeatedItems($);
  if (!best) return null;
  const sample = best.elements[0]!;
  return {
    source: 'elements',
    items: best.elements.length,
    config: {
      item: { tag: best.tag, class: best.className },
      name: { selector: nameSelector($, sample), attribute: null },
      price: { selector: priceSelector($, sample), attribute: null, regex: null },
      link: { selector: $(sample).is('a[href]') ? '' : 'a[href]', attribute: 'href' },
      // The card itself: its image however lazy (an img's data-src, a picture's sources, a noscript's img).
      image: NONE,
      json: { mode: 'none' },
      nextPage,
    },
  };
}

/** Whether an element looks like a product card: an image, a link, some words and a price. */
function isCard($: CheerioAPI, element: Element): boolean {
  const card = $(element);
  const hasImage = card.find('img, picture, noscript').toArray().some((node) => lazyImageSources($, node).length > 0) || lazyImageSources($, element).length > 0;
  const hasLink = card.is('a[href]') || card.find('a[href]').length > 0;
  const text = cleanText(card.text());
  return hasImage && hasLink && /\p{L}{3}/u.test(text) && priceSelector($, element) !== '';
}

/** The element name and class that repeat most as product cards (ties: the outermost, which holds the whole card). */
function repeatedItems($: CheerioAPI): { tag: string; className: string; elements: Element[] } | null {
  const groups = new Map<string, Element[]>();
  $('body *').each((_, node) => {
    const element = node as Element;
    const className = (element.attribs.class ?? '').split(/\s+/).find((name) => /^[-\w]+$/.test(name)) ?? '';
    const key = `${element.tagName}|${className}`;
    groups.set(key, [...(groups.get(key) ?? []), element]);
  });
  let best: { tag: string; className: string; elements: Element[]; depth: number } | null = null;
  for (const [key, elements] of groups) {
    if (elements.length < MIN_REPEATS) continue;
    const cards = elements.filter((element) => isCard($, element));
    if (cards.length < MIN_REPEATS || cards.length < elements.length / 2) continue;
    const [tag, className] = key.split('|') as [string, string];
    const depth = $(cards[0]!).parents().length;
    if (!best || cards.length > best.elements.length || (cards.length === best.elements.length && depth < best.depth)) best = { tag, className, elements: cards, depth };
  }
  return best && { tag: best.tag, className: best.className, elements: best.elements };
}

/** A selector for the element inside a card whose own text is a price, by its class when it has one. */
function priceSelector($: CheerioAPI, card: Element): string {
  const priced = $(card)
    .find('*')
    .toArray()
    .find((node) => {
      const own = cleanText($(node).text());
      return own.length <= 40 && parsePrice(own) !== null && /[$€£]|\b[A-Z]{3}\b/.test(own) && $(node).children().length === 0;
    });
  return priced ? selectorFor(priced as Element) : '';
}

/** A selector for the card's name: a heading, else an element whose class says name or title, else its link. */
function nameSelector($: CheerioAPI, card: Element): string {
  const heading = $(card).find('h1, h2, h3, h4, h5, h6').first()[0];
  if (heading) return selectorFor(heading as Element);
  const named = $(card).find('[class*="name"], [class*="title"], [class*="nombre"], [class*="titulo"]').first()[0];
  if (named) return selectorFor(named as Element);
  return 'a[href]';
}

function selectorFor(element: Element): string {
  const className = (element.attribs.class ?? '').split(/\s+/).find((name) => /^[-\w]+$/.test(name));
  return className ? `${element.tagName}.${className}` : element.tagName;
}
