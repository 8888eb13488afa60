import type { CheerioAPI } from 'cheerio';
import { isTag, isText, type Element } from 'domhandler';
import type { FieldSelector, ImporterConfig, JsonMode, JsonPaths } from '@vitrina/domain/importer/config';
import { classesOf, isHidden, isOldPrice, lazyImageSources, priceTextOf, textOf, walk, withoutPercentages } from './extract';
import { readPath, type JsonNode } from './jsonld';
import { parsePrice } from './prices';
import { HEADINGS } from './text';
import { resolveUrl } from './urls';

/**
 * Finding a listing's product cards (issue 29, item 3), for auto-detect (detect.ts): which repeated element is a
 * product's card, and where its name, price, link and image sit in it (lazy images and nested prices included), with
 * the JSON an attribute holds when a card carries one (WooCommerce's `data-product`, Tiendanube's `data-variants`).
 *
 * Linear in the page: one iterative pass groups every element by (tag, class name) and marks, bottom-up, which
 * elements hold an image, a link, words and a price-like text; then at most CANDIDATES groups are weighed, each by a
 * sample of at most SAMPLE of its cards, each card at most CARD_NODES elements. No read recurses per level.
 */

/** How to read the cards of a page: the parts of an importer config auto-detect proposes, and how many cards there are. */
export interface CardsFound {
  config: Pick<ImporterConfig, 'item' | 'name' | 'price' | 'link' | 'image' | 'json'>;
  /** Elements the item selector matches that look like product cards. */
  items: number;
}

/** What a search did, for tests that hold it bounded. */
export interface CardStats {
  /** Elements of the page grouped (each once). */
  elements: number;
  /** Groups weighed by a sample. */
  weighed: number;
  /** Cards read to propose and check selectors (each at most CARD_NODES elements). */
  cardsRead: number;
}

/** A group needs this many cards to be a listing. */
export const MIN_CARDS = 3;
/** Groups weighed at most, the likeliest first. */
export const CANDIDATES = 12;
/** Cards of a group read to propose its selectors and check them. */
export const SAMPLE = 8;
/** Elements of a card at most: a product card has a few dozen; a bigger element is not a card to sample. */
export const CARD_NODES = 1_500;
/** Class names of an element it is grouped by (a shop's first few say what it is). */
const CLASSES_GROUPED = 8;
/** Cards of a group kept to sample from (the first ones in the page; the sample is spread over them). */
const KEPT = 48;

/* ------------------------------------------------------------------------------------------------------------------ */
/* One pass over the page.                                                                                            */

const IMAGE = 1;
const LINK = 2;
const WORDS = 4;
const DIGITS = 8;
const CURRENCY = 16;
const CARD = IMAGE | LINK | WORDS | DIGITS | CURRENCY;

/** Elements whose content is no part of a card's text. */
const NOT_READ = new Set(['script', 'style', 'template', 'svg', 'head', 'iframe', 'select', 'textarea']);
/** Elements that are never a product's card. */
const NOT_CARDS = new Set([
  'html',
  'body',
  'img',
  'picture',
  'source',
  'noscript',
  'span',
  'strong',
  'b',
  'i',
  'em',
  'small',
  'p',
  ...HEADINGS,
  'form',
  'button',
  'input',
  'label',
  'option',
  'bdi',
  'ins',
  'del',
  's',
  'sup',
  'br',
  'hr',
  'meta',
  'link',
  'ul',
  'ol',
  'table',
  'tbody',
  'thead',
  'tr',
  'main',
  'header',
  'footer',
  'nav',
  'aside',
]);
/** ISO 4217 codes shops write beside an amount ("CHF 45.–", "1 299 SEK"), and the marks of currencies written so. */
const CODES = 'ARS|USD|EUR|BRL|CLP|COP|MXN|UYU|PEN|GBP|CHF|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|HUF|RON|TRY|JPY|CNY|INR|ZAR|BOB|PYG|GTQ|CRC|DOP';
const CURRENCY_MARK = new RegExp(`[$€£¥₲₡₹₩₺₽₪₫฿]|\\b(${CODES}|Fr\\.|kr|zł|Kč|Bs|S/|Gs)(?![\\p{L}])`, 'u');
const CLASS_NAME = /^[A-Za-z_][-\w]{0,79}$/;
/** Class words that say an element is a product's card. */
const CARD_WORDS = /product|produto|producto|item|card|miniature|tile|article|articulo/i;
/** A script of JSON data (not JSON-LD, which detect reads from the whole page). */
const JSON_SCRIPT = 'script[type="application/json"]';
const isJsonScript = (element: Element) => element.tagName === 'script' && (element.attribs.type ?? '').trim().toLowerCase() === 'application/json';
const usableHref = (href: string | undefined) => !!href && !/^\s*(#|javascript:|mailto:|tel:)/i.test(href);

interface Group {
  tag: string;
  className: string;
  /** Elements of the group. */
  count: number;
  /** Of them, those holding an image, a link, words and a price-like text. */
  cards: number;
  /** The first cards small enough to read, to sample from. */
  kept: Element[];
  depth: number;
}

interface Frame {
  element: Element;
  depth: number;
  next: number;
  marks: number;
  size: number;
  /** The groups the element belongs to, and whether it sits inside another of each (then it is no item of its own). */
  keys: Array<{ group: Group; nested: boolean }>;
}

/**
 * Groups every element of the page by tag and each of its first class names (or its tag alone), in one walk. A
 * member inside another member of its group is counted but is no card of its own: extraction reads the outermost.
 */
function groupElements($: CheerioAPI, stats: CardStats): Map<string, Group> {
  const groups = new Map<string, Group>();
  /** Members of each group open on the walk's stack. */
  const open = new Map<Group, number>();
  const keysOf = (element: Element, depth: number) => {
    if (NOT_CARDS.has(element.tagName)) return [];
    const names = classesOf(element)
      .filter((name) => CLASS_NAME.test(name))
      .slice(0, CLASSES_GROUPED);
    return [...new Set(names.length > 0 ? names : [''])].map((className) => {
      const key = `${element.tagName}.${className}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { tag: element.tagName, className, count: 0, cards: 0, kept: [], depth }));
      const nested = (open.get(group) ?? 0) > 0;
      open.set(group, (open.get(group) ?? 0) + 1);
      return { group, nested };
    });
  };
  const root = ($('body')[0] ?? $.root()[0]) as Element;
  const stack: Frame[] = [{ element: root, depth: 0, next: 0, marks: 0, size: 1, keys: [] }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const { element } = frame;
    if (frame.next < element.children.length) {
      const child = element.children[frame.next++]!;
      if (isText(child)) {
        const text = child.data.slice(0, 300);
        if (/\p{L}{3}/u.test(text)) frame.marks |= WORDS;
        if (/\d/.test(text)) frame.marks |= DIGITS;
        if (CURRENCY_MARK.test(text)) frame.marks |= CURRENCY;
      } else if (isTag(child) && isJsonScript(child)) {
        // A card's JSON script may carry the price its scripts paint (a headless shop's listing): read as one.
        frame.marks |= DIGITS | CURRENCY;
      } else if (isTag(child) && !NOT_READ.has(child.tagName)) {
        let marks = 0;
        if (child.tagName === 'img') marks |= IMAGE;
        if (child.tagName === 'a' && usableHref(child.attribs.href)) marks |= LINK;
        if (child.tagName === 'noscript' && child.children.some((node) => isText(node) && /<img/i.test(node.data))) marks |= IMAGE;
        if (child.tagName === 'noscript') frame.marks |= marks;
        else stack.push({ element: child, depth: frame.depth + 1, next: 0, marks, size: 1, keys: keysOf(child, frame.depth + 1) });
      }
      continue;
    }
    stack.pop();
    stats.elements += 1;
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.marks |= frame.marks;
      parent.size += frame.size;
    }
    for (const { group, nested } of frame.keys) {
      open.set(group, open.get(group)! - 1);
      group.count += 1;
      group.depth = Math.min(group.depth, frame.depth);
      if (nested || (frame.marks & CARD) !== CARD) continue;
      group.cards += 1;
      if (group.kept.length < KEPT && frame.size <= CARD_NODES) group.kept.push(element);
    }
  }
  return groups;
}

/** The groups worth weighing, likeliest first: most cards, then mostly cards, then named as cards, then outermost. */
function candidates(groups: Map<string, Group>): Group[] {
  const ratio = (group: Group) => group.cards / group.count;
  const named = (group: Group) => (CARD_WORDS.test(group.className) ? 1 : 0);
  return [...groups.values()]
    .filter((group) => group.cards >= MIN_CARDS && ratio(group) >= 0.5 && group.kept.length >= Math.min(MIN_CARDS, group.cards))
    .sort((a, b) => b.cards - a.cards || ratio(b) - ratio(a) || named(b) - named(a) || a.depth - b.depth || a.className.length - b.className.length)
    .slice(0, CANDIDATES);
}

/** Up to SAMPLE cards spread over those kept. */
function sampleOf(group: Group): Element[] {
  const { kept } = group;
  if (kept.length <= SAMPLE) return kept;
  return Array.from({ length: SAMPLE }, (_, i) => kept[Math.floor((i * kept.length) / SAMPLE)]!);
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Fields inside a card.                                                                                              */

/** Selectors for an element: its tag with each of its class names (those that say `words` first), then its tag. */
function selectorsFor(element: Element, words?: RegExp): string[] {
  const names = classesOf(element).filter((name) => CLASS_NAME.test(name));
  const ordered = words ? [...names.filter((name) => words.test(name)), ...names.filter((name) => !words.test(name))] : names;
  return [...ordered.map((name) => `${element.tagName}.${name}`), element.tagName];
}

/** The first match of a selector inside a card (the card itself for the empty selector). */
function firstIn($: CheerioAPI, card: Element, selector: string): Element | undefined {
  if (selector === '') return card;
  try {
    return $(card).find(selector).first()[0] as Element | undefined;
  } catch {
    return undefined;
  }
}

/** The elements of a card in page order, at most CARD_NODES, leaving out what is not read and what `skip` refuses. */
function elementsOf(card: Element, skip?: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  walk(
    card,
    (node) => {
      if (!isTag(node)) return 'skip';
      if (node !== card && (NOT_READ.has(node.tagName) || skip?.(node))) return 'skip';
      found.push(node);
      return undefined;
    },
    CARD_NODES,
  );
  return found;
}

/** Whether most of the values differ: a product's name, link or image is its own, a label or a logo is everyone's. */
const distinct = (values: string[]) => new Set(values).size > values.length / 2 || values.length === 1;

/**
 * The best of `selectors` for a field: the one that reads a good value in the most sample cards (ties: the earlier),
 * if it reads one in all of them but at most a quarter, with values that differ from card to card when `own`.
 */
function bestSelector(sample: Element[], selectors: string[], read: (card: Element, selector: string) => string | null, own: boolean): string | null {
  let best: { selector: string; passes: number } | null = null;
  for (const selector of [...new Set(selectors)]) {
    const values = sample.map((card) => read(card, selector)).filter((value): value is string => value !== null);
    if (own && !distinct(values)) continue;
    if (!best || values.length > best.passes) best = { selector, passes: values.length };
  }
  return best && best.passes >= Math.ceil(sample.length * 0.75) ? best.selector : null;
}

/** An amount as extraction reads it from an element: its visible price text, discounts left out. */
const amountAt = (element: Element | undefined) => (element ? (parsePrice(withoutPercentages(priceTextOf(element)))?.amount ?? null) : null);

const PRICE_WORDS = /price|precio|preco|preço|prix|prezzo|amount/i;
const MARKED_AMOUNT = new RegExp(`(?:US\\$|R\\$|AR\\$|[$€£]|\\b(?:${CODES})\\b)\\s*\\d[\\d.,'\\s\\u00a0]*|\\d[\\d.,'\\s\\u00a0]*(?:€|\\b(?:${CODES})\\b)`, 'g');
/** The amounts a text writes with a currency mark. */
const amountsIn = (text: string) =>
  [...text.matchAll(MARKED_AMOUNT)].map((match) => parsePrice(match[0])?.amount).filter((amount): amount is number => amount !== undefined);

/**
 * The price a card shows a shopper, and the elements that read it: the first visible text with digits (prices before
 * a sale and hidden text left out) whose element, or one a few levels up, reads as a price with a currency mark; then
 * the ancestors that still read the same amount in a short text (a price's container).
 */
function priceOf(card: Element): { amount: number; chain: Element[] } | null {
  for (const element of elementsOf(card, (node) => isHidden(node) || isOldPrice(node))) {
    if (!element.children.some((node) => isText(node) && /\d/.test(node.data))) continue;
    // The first element up that shows a currency mark with the amount; else the first whose class says price.
    let marked: Element | null = null;
    let named: Element | null = null;
    let at: Element | null = element;
    for (let level = 0; at && at !== card && level < 4 && !marked; level += 1, at = at.parent as Element | null) {
      const text = priceTextOf(at);
      if (text.length > 60) break;
      if (amountAt(at) === null) continue;
      if (CURRENCY_MARK.test(text)) marked = at;
      else if (!named && classesOf(at).some((name) => PRICE_WORDS.test(name))) named = at;
    }
    const found = marked ?? named;
    if (!found) continue;
    const amount = amountAt(found)!;
    const chain = [found];
    for (let up = found.parent as Element | null; up && up !== card && chain.length < 6; up = up.parent as Element | null) {
      const text = priceTextOf(up);
      // A container of this price alone: a short text whose every amount is this one (no instalments beside it).
      if (text.length > 60 || amountAt(up) !== amount || amountsIn(text).some((other) => other !== amount)) break;
      chain.push(up);
    }
    return { amount, chain };
  }
  return null;
}

interface CardFields {
  name: string;
  price: string;
  link: FieldSelector;
  image: string;
  /** A non-empty selector for the image, for the JSON mode, where an empty one is not read; null when none reads. */
  namedImage: string | null;
  /** Each sample card's price, to check a JSON attribute's against. */
  amounts: Map<Element, number>;
}

/**
 * Where a sample's name, price, link and image sit, each checked on every card of the sample; null when one is not
 * found, but for the price when `priceInJson` (every card carries a JSON script that may give it: the price is '').
 */
function fieldsOf($: CheerioAPI, sample: Element[], priceInJson: boolean): CardFields | null {
  const amounts = new Map<Element, number>();
  const chains: Element[][] = [];
  for (const card of sample) {
    const price = priceOf(card);
    if (!price) continue;
    amounts.set(card, price.amount);
    chains.push(price.chain);
  }
  const priced = sample.filter((card) => amounts.has(card));
  const shown = priced.length >= Math.ceil(sample.length * 0.75);
  if (!shown && !priceInJson) return null;

  // Price: every selector of the first cards' price chains; the one reading each card's own price wins, by a name
  // that says price, then the outermost (a container reads a sale's price whichever part holds it).
  const priceCandidates = chains.slice(0, 2).flatMap((chain) =>
    chain
      .map((element, level) => ({ element, level }))
      .sort(
        (a, b) =>
          Number(classesOf(b.element).some((name) => PRICE_WORDS.test(name))) - Number(classesOf(a.element).some((name) => PRICE_WORDS.test(name))) ||
          b.level - a.level,
      )
      .flatMap(({ element }) => selectorsFor(element, PRICE_WORDS)),
  );
  const price = shown
    ? bestSelector(priced, priceCandidates, (card, selector) => (amountAt(firstIn($, card, selector)) === amounts.get(card) ? 'ok' : null), false)
    : null;
  if (price === null && !priceInJson) return null;
  if (price === null) amounts.clear();

  // Name: a heading, else an element whose class says name or title, else the link's words.
  const NAME_WORDS = /name|title|nombre|titulo|título|nome|titre/i;
  const nameCandidates = sample.slice(0, 2).flatMap((card) => {
    const elements = elementsOf(card);
    const headings = elements.filter((element) => /^h[1-6]$/.test(element.tagName)).slice(0, 2);
    const named = elements.filter((element) => element !== card && classesOf(element).some((name) => NAME_WORDS.test(name))).slice(0, 3);
    return [
      ...headings.flatMap((element) => selectorsFor(element, NAME_WORDS)),
      ...named.flatMap((element) => selectorsFor(element, NAME_WORDS).slice(0, -1)),
      'a[href]',
    ];
  });
  const nameAt = (card: Element, selector: string) => {
    const element = firstIn($, card, selector);
    const text = element ? textOf(element, 400) : '';
    return /\p{L}{2}/u.test(text) && text.length <= 200 && !CURRENCY_MARK.test(text) ? text : null;
  };
  const name = bestSelector(sample, nameCandidates, nameAt, true);
  if (name === null) return null;

  // Link: the card itself when it is a link, else its first link, else a link by its class.
  const linkCandidates = [
    ...($(sample[0]!).is('a[href]') ? [''] : []),
    'a[href]',
    ...sample.slice(0, 2).flatMap((card) =>
      elementsOf(card)
        .filter((element) => element.tagName === 'a' && usableHref(element.attribs.href))
        .flatMap((element) =>
          selectorsFor(element)
            .slice(0, -1)
            .map((selector) => `${selector}[href]`),
        ),
    ),
  ];
  const linkAt = (card: Element, selector: string) => {
    const href = firstIn($, card, selector)?.attribs.href;
    return usableHref(href) && resolveUrl(href, 'https://shop.invalid/') ? href!.trim() : null;
  };
  const link = bestSelector(sample, linkCandidates, linkAt, true);
  if (link === null) return null;

  // Image: the card itself (its image however lazy), else the element that shows it.
  const imageAt = (card: Element, selector: string) => {
    const element = firstIn($, card, selector);
    const source = element ? lazyImageSources($, element, card)[0] : undefined;
    return source && resolveUrl(source, 'https://shop.invalid/') ? source : null;
  };
  const imageCandidates = sample.slice(0, 2).flatMap((card) =>
    elementsOf(card)
      .filter((element) => element.tagName === 'img' || element.tagName === 'picture' || element.tagName === 'noscript')
      .filter((element) => lazyImageSources($, element, card).length > 0)
      .slice(0, 3)
      .flatMap((element) => selectorsFor(element)),
  );
  const namedImage = bestSelector(sample, imageCandidates, imageAt, true);
  const image = bestSelector(sample, [''], imageAt, true) ?? namedImage;
  if (image === null) return null;
  return { name, price: price ?? '', link: { selector: link, attribute: 'href' }, image, namedImage, amounts };
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* JSON a card carries in an attribute.                                                                               */

const JSON_ATTRIBUTE = /^[A-Za-z_][-\w]{0,59}$/;
const MAX_JSON = 200_000;

/** An attribute's JSON as product nodes (an object, or a list of objects), as extraction takes it; null otherwise. */
function jsonNodesOf(raw: string | undefined): JsonNode[] | null {
  const text = raw?.trim();
  if (!text || text.length > MAX_JSON || !/^[[{]/.test(text)) return null;
  try {
    const value: unknown = JSON.parse(text);
    const isNode = (node: unknown): node is JsonNode => typeof node === 'object' && node !== null && !Array.isArray(node);
    const nodes = isNode(value) ? [value] : Array.isArray(value) ? value.filter(isNode) : [];
    return nodes.length > 0 ? nodes : null;
  } catch {
    return null;
  }
}

const NAME_KEYS = ['name', 'title', 'product_name', 'productName', 'nombre', 'item_name'];
const PRICE_KEYS = ['price_number', 'final_price', 'sale_price', 'price', 'precio', 'priceValue', 'price_amount', 'display_price', 'amount'];
const LINK_KEYS = ['url', 'permalink', 'link', 'href', 'product_url', 'canonical_url'];
const IMAGE_KEYS = ['image_url', 'image', 'img', 'thumbnail', 'featured_image', 'picture', 'image_src', 'images', 'pics'];
const SKU_KEYS = ['sku', 'product_id', 'productId', 'id', 'reference', 'ref', 'code'];

const jsonPriceOf = (value: unknown) =>
  typeof value === 'number'
    ? value > 0
      ? value
      : null
    : typeof value === 'string'
      ? /^\s*\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : (parsePrice(value)?.amount ?? null)
      : null;
/** The lowest price a path reads over a card's nodes, as extraction takes it. */
const lowestAt = (nodes: JsonNode[], path: string) => {
  const prices = nodes.map((node) => jsonPriceOf(readPath(node, path))).filter((price): price is number => price !== null && price > 0);
  return prices.length > 0 ? Math.round(Math.min(...prices) * 100) / 100 : null;
};
const stringAt = (nodes: JsonNode[], path: string) =>
  nodes.map((node) => readPath(node, path)).find((value): value is string => typeof value === 'string' && value.trim() !== '');

/** Image paths a key can give: the string itself, every element of a list (or each element's src/url), an object's src/url. */
function imagePathsFor(node: JsonNode, key: string): string[] {
  const value = node[key];
  if (typeof value === 'string') return [key];
  if (Array.isArray(value)) return typeof value[0] === 'string' ? [`${key}[*]`] : [`${key}[*].src`, `${key}[*].url`];
  if (typeof value === 'object' && value !== null) return [`${key}.src`, `${key}.url`];
  return [];
}

/** Where a card keeps JSON: an attribute of itself or of an element inside it, or a JSON script inside it. */
type JsonHolder = { selector: string; attribute: string } | { selector: string; attribute: null };

/** The parts of a price object that hold what a shopper pays (`price.current`, `price.value`…). */
const PAID_PARTS = ['current', 'sale', 'final', 'value', 'amount', 'selling', 'now'];

/**
 * The JSON a card carries in an attribute (on itself or an element inside it) or in a JSON script inside it, when it
 * gives each sample card's own price (any price, when the cards show none): where it is, and the paths of the fields
 * it gives (name, price, link, image, and the product's SKU or id: for a list of variants, a key all of them share).
 */
function jsonOf($: CheerioAPI, sample: Element[], amounts: Map<Element, number>): Extract<JsonMode, { mode: 'attribute' | 'script' }> | null {
  const seen = new Set<string>();
  const found: JsonHolder[] = [];
  for (const card of sample.slice(0, 2)) {
    for (const element of elementsOf(card)) {
      for (const [attribute, value] of Object.entries(element.attribs)) {
        if (!JSON_ATTRIBUTE.test(attribute) || !/^\s*[[{]/.test(value)) continue;
        const selector = element === card ? '' : `${element.tagName}[${attribute}]`;
        if (seen.has(`${selector} ${attribute}`) || !jsonNodesOf(value)) continue;
        seen.add(`${selector} ${attribute}`);
        found.push({ selector, attribute });
      }
    }
    if (!seen.has(JSON_SCRIPT) && jsonNodesOf($(card).find(JSON_SCRIPT).first().text())) {
      seen.add(JSON_SCRIPT);
      found.push({ selector: JSON_SCRIPT, attribute: null });
    }
  }
  const rawOf = (card: Element, holder: JsonHolder) =>
    holder.attribute === null ? $(card).find(holder.selector).first().text() : firstIn($, card, holder.selector)?.attribs[holder.attribute];
  for (const holder of found) {
    const nodesOf = new Map<Element, JsonNode[]>();
    for (const card of sample) {
      const nodes = jsonNodesOf(rawOf(card, holder));
      if (nodes) nodesOf.set(card, nodes);
    }
    if (nodesOf.size < sample.length) continue;
    const all = [...nodesOf.entries()];
    const keys = new Set(all.flatMap(([, nodes]) => Object.keys(nodes[0]!)));
    // A price object's part that is paid (`price.current`) counts as a price key of its own.
    const priceKeys = PRICE_KEYS.filter((key) => keys.has(key)).flatMap((key) => {
      const value = all[0]![1][0]![key];
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? PAID_PARTS.filter((part) => part in value).map((part) => `${key}.${part}`)
        : [key];
    });
    const price = priceKeys.find((key) =>
      all.every(([card, nodes]) => (amounts.has(card) ? lowestAt(nodes, key) === amounts.get(card) : lowestAt(nodes, key) !== null)),
    );
    if (!price) continue;
    const paths: JsonPaths = { price };
    const name = NAME_KEYS.find((key) => keys.has(key) && all.every(([, nodes]) => /\p{L}{2}/u.test(stringAt(nodes, key) ?? '')));
    if (name) paths.name = name;
    const link = LINK_KEYS.find((key) => keys.has(key) && all.every(([, nodes]) => resolveUrl(stringAt(nodes, key), 'https://shop.invalid/') !== null));
    if (link) paths.link = link;
    const image = IMAGE_KEYS.filter((key) => keys.has(key))
      .flatMap((key) => imagePathsFor(all[0]![1][0]!, key))
      .find((path) =>
        all.every(([, nodes]) =>
          nodes.some((node) => [readPath(node, path)].flat().some((value) => typeof value === 'string' && resolveUrl(value, 'https://shop.invalid/') !== null)),
        ),
      );
    if (image) paths.image = image;
    const idOf = (nodes: JsonNode[], key: string) => {
      const values = nodes.map((node) => node[key]);
      const first = values[0];
      return (typeof first === 'string' && first.trim() !== '') || typeof first === 'number'
        ? values.every((value) => value === first)
          ? String(first)
          : null
        : null;
    };
    const sku = SKU_KEYS.find(
      (key) => keys.has(key) && distinct(all.map(([, nodes]) => idOf(nodes, key) ?? '')) && all.every(([, nodes]) => idOf(nodes, key) !== null),
    );
    if (sku) paths.sku = sku;
    return holder.attribute === null
      ? { mode: 'script', selector: holder.selector, paths }
      : { mode: 'attribute', attribute: holder.attribute, ...(holder.selector ? { selector: holder.selector } : {}), paths };
  }
  return null;
}

/* ------------------------------------------------------------------------------------------------------------------ */

/**
 * The page's product cards and how to read them, or null when no repeated element holds an image, a link, a name
 * and a price. The item is the element name and class that repeat most as cards (then mostly as cards, then named
 * like cards, then the outermost, which holds the whole card); each field's selector is the one that reads every
 * sampled card. When the cards carry JSON in an attribute that gives their price, the proposal reads it (the JSON
 * attribute mode), with the selectors for what the JSON leaves out.
 */
export function findCards($: CheerioAPI, stats: CardStats = { elements: 0, weighed: 0, cardsRead: 0 }): CardsFound | null {
  for (const group of candidates(groupElements($, stats))) {
    stats.weighed += 1;
    const sample = sampleOf(group);
    stats.cardsRead += sample.length;
    const fields = fieldsOf(
      $,
      sample,
      sample.every((card) => $(card).find(JSON_SCRIPT).length > 0),
    );
    if (!fields) continue;
    const config: CardsFound['config'] = {
      item: { tag: group.tag, class: group.className },
      name: { selector: fields.name, attribute: null },
      price: { selector: fields.price, attribute: null, regex: null },
      link: fields.link,
      image: { selector: fields.image, attribute: null },
      json: { mode: 'none' },
    };
    const json = jsonOf($, sample, fields.amounts);
    // In the JSON mode a field the JSON lacks is read by a selector that names an element: the image's must.
    if (json && (json.paths.image || fields.namedImage)) {
      config.json = json;
      if (!json.paths.image) config.image = { selector: fields.namedImage!, attribute: null };
    } else if (fields.price === '') continue;
    return { config, items: group.cards };
  }
  return null;
}

const NEXT_WORDS = ['next', 'siguiente', 'próxima', 'proxima', 'próximo', 'proximo', 'suivante', 'successiva', 'successivo', 'seguinte', 'nächste', 'weiter'];

/**
 * How to find the link to the listing's next page: a `rel="next"` link (in the page or its head), one whose class
 * says next (WooCommerce's `a.next`, Magento's `a.action.next`), or one labelled "next" in the shop's language
 * (Dawn's "Página siguiente"). Null when the page has none.
 */
export function nextPageSelector($: CheerioAPI): FieldSelector | null {
  const selectors = [
    'a[rel~="next"]',
    'link[rel~="next"]',
    'a.next',
    'li.next > a',
    '.pages-item-next a',
    'a.pagination-next',
    '.pagination-next > a',
    'a.next-page',
    ...NEXT_WORDS.map((word) => `a[aria-label*="${word}" i]`),
    ...NEXT_WORDS.map((word) => `a[title*="${word}" i]`),
  ];
  const selector = selectors.find((candidate) => usableHref($(candidate).first().attr('href')));
  return selector ? { selector, attribute: 'href' } : null;
}
