import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
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

/** What detection did, for tests that hold it linear: elements grouped, cards judged, nodes read inside them. */
export interface DetectStats {
  /** Elements of the body, each looked at once to group it. */
  elements: number;
  /** Elements judged as cards (each at most once, however many groups are weighed). */
  judged: number;
  /** Nodes read inside judged elements (at most CARD_NODES each). */
  visited: number;
}

const NONE: FieldSelector = { selector: '', attribute: null };
const MIN_REPEATS = 3;
/** Elements of a group judged as cards: spread over the group, so a group of 8,000 costs what one of 20 does. */
export const SAMPLE = 20;
/** Nodes of an element read to judge it a card: a shop's card has a few dozen; the rest of a huge one is not read. */
export const CARD_NODES = 300;
/** Text of a card read for its words. */
const CARD_TEXT = 1_000;
/** A `<noscript>` longer than this holds more than a card's image, and is not parsed to find one. */
const NOSCRIPT_TEXT = 4_000;

/**
 * Reads a page the way a person setting up the importer would: JSON-LD products first (the shop says what they
 * are), else the repeated element that holds an image, a name and a price, with selectors for each inside it.
 * Null when neither is there.
 *
 * Linear in the page: one pass groups the body's elements by name and class, and each group is weighed by a
 * sample of SAMPLE of its elements, each read CARD_NODES nodes deep at most; the items a large group holds are
 * estimated from its sample. Iterative: no read recurses once per level of nesting.
 */
export function detect(html: string, stats?: DetectStats): Proposal | null {
  const $ = load(html);
  const products = productsIn(jsonLdBlocks($));
  const nextPage = $('a[rel="next"]').length > 0 ? { selector: 'a[rel="next"]', attribute: 'href' } : null;
  if (products.length > 0) {
    return { source: 'jsonld', items: products.length, config: { item: { tag: 'div', class: '' }, name: NONE, price: { ...NONE, regex: null }, link: NONE, image: NONE, json: { mode: 'jsonld', paths: {} }, nextPage } };
  }
  const best = repeatedItems($, stats ?? { elements: 0, judged: 0, visited: 0 });
  if (!best) return null;
  const { card, traits } = best;
  return {
    source: 'elements',
    items: best.items,
    config: {
      item: { tag: best.tag, class: best.className },
      name: { selector: nameSelector($, card), attribute: null },
      price: { selector: traits.price ? selectorFor(traits.price) : '', attribute: null, regex: null },
      link: { selector: $(card).is('a[href]') ? '' : 'a[href]', attribute: 'href' },
      // The card itself: its image however lazy (an img's data-src, a picture's sources, a noscript's img).
      image: NONE,
      json: { mode: 'none' },
      nextPage,
    },
  };
}

interface Group {
  tag: string;
  className: string;
  elements: Element[];
  depths: number[];
}

/** What a card shows, read from its first CARD_NODES nodes. */
interface CardTraits {
  card: boolean;
  /** The first element inside whose own text is a price. */
  price: Element | null;
}

const isElement = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';
const classOf = (element: Element) => (element.attribs.class ?? '').split(/\s+/).find((name) => /^[-\w]+$/.test(name)) ?? '';

/**
 * The element name and class that repeat most as product cards (ties: the outermost, which holds the whole card),
 * with the first card of its sample and how many items the group is reckoned to hold.
 */
function repeatedItems($: CheerioAPI, stats: DetectStats): { tag: string; className: string; card: Element; traits: CardTraits; items: number } | null {
  const body = $('body')[0];
  if (!body) return null;
  // One pass, with a stack of its own: each element of the body put in its group once, with its depth.
  const groups = new Map<string, Group>();
  const pending: Array<[AnyNode, number]> = [];
  for (let i = body.children.length - 1; i >= 0; i--) pending.push([body.children[i]!, 1]);
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (!isElement(node)) continue;
    stats.elements += 1;
    const className = classOf(node);
    const key = `${node.tagName}|${className}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { tag: node.tagName, className, elements: [], depths: [] }));
    group.elements.push(node);
    group.depths.push(depth);
    for (let i = node.children.length - 1; i >= 0; i--) pending.push([node.children[i]!, depth + 1]);
  }

  const judged = new Map<Element, CardTraits>();
  const traitsOf = (element: Element) => {
    let traits = judged.get(element);
    if (!traits) judged.set(element, (traits = cardTraits($, element, stats)));
    return traits;
  };
  // The largest groups first: a group smaller than the best found cannot hold more cards.
  const candidates = [...groups.values()].filter((group) => group.elements.length >= MIN_REPEATS).sort((a, b) => b.elements.length - a.elements.length);
  let best: { tag: string; className: string; card: Element; traits: CardTraits; items: number; depth: number } | null = null;
  for (const group of candidates) {
    const count = group.elements.length;
    if (best && count < best.items) break;
    const picks = count <= SAMPLE ? group.elements.map((_, i) => i) : Array.from({ length: SAMPLE }, (_, k) => Math.floor((k * count) / SAMPLE));
    const cards = picks.filter((i) => traitsOf(group.elements[i]!).card);
    if (cards.length < Math.min(MIN_REPEATS, picks.length) || cards.length < picks.length / 2) continue;
    // Every card counted in a group the sample covers; in a larger one, the sample's share of it.
    const items = count <= SAMPLE ? cards.length : Math.round((count * cards.length) / picks.length);
    if (items < MIN_REPEATS) continue;
    const first = cards[0]!;
    const depth = group.depths[first]!;
    if (!best || items > best.items || (items === best.items && depth < best.depth)) {
      best = { tag: group.tag, className: group.className, card: group.elements[first]!, traits: traitsOf(group.elements[first]!), items, depth };
    }
  }
  return best && { tag: best.tag, className: best.className, card: best.card, traits: best.traits, items: best.items };
}

/**
 * Whether an element looks like a product card (an image, a link, some words and a price), read from its first
 * CARD_NODES nodes in page order, iteratively.
 */
function cardTraits($: CheerioAPI, element: Element, stats: DetectStats): CardTraits {
  stats.judged += 1;
  let hasImage = false;
  let hasLink = element.tagName === 'a' && element.attribs.href !== undefined;
  let text = '';
  let price: Element | null = null;
  const looksAt = (node: Element) => {
    if (hasImage || (node.tagName !== 'img' && node.tagName !== 'picture' && node.tagName !== 'noscript')) return;
    if (node.tagName === 'noscript' && node.children.reduce((length, child) => length + (child.type === 'text' ? child.data.length : 0), 0) > NOSCRIPT_TEXT) return;
    hasImage = lazyImageSources($, node).length > 0;
  };
  looksAt(element);
  const pending: AnyNode[] = [];
  for (let i = element.children.length - 1; i >= 0; i--) pending.push(element.children[i]!);
  let visited = 0;
  while (pending.length > 0 && visited < CARD_NODES) {
    const node = pending.pop()!;
    visited += 1;
    if (node.type === 'text') {
      if (text.length < CARD_TEXT) text += node.data.slice(0, CARD_TEXT);
      continue;
    }
    if (!isElement(node)) continue;
    if (node.tagName === 'a' && node.attribs.href !== undefined) hasLink = true;
    looksAt(node);
    if (!price && isPrice(node)) price = node;
    for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i]!);
  }
  stats.visited += visited;
  return { card: hasImage && hasLink && price !== null && /\p{L}{3}/u.test(cleanText(text.slice(0, CARD_TEXT))), price };
}

/** Whether an element holds no other element and its own text is a price with a currency ("$ 12.999", "ARS 12999"). */
function isPrice(element: Element): boolean {
  let own = '';
  for (const child of element.children) {
    if (isElement(child)) return false;
    if (child.type === 'text') own += child.data;
    if (own.length > 400) return false;
  }
  const text = cleanText(own);
  return text.length <= 40 && parsePrice(text) !== null && /[$€£]|\b[A-Z]{3}\b/.test(text);
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
  const className = classOf(element);
  return className ? `${element.tagName}.${className}` : element.tagName;
}
