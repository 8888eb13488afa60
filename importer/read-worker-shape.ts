/**
 * How deep and how large a page is, read from its markup in one pass before any parser builds a tree of it. An HTML
 * parser's tree building is not linear in a page's depth (parse5 looks down its stack of open elements for each start
 * tag, and cheerio's text read recurses once per level: 20,000 nested elements overflow the stack), so a page too deep
 * or too large is refused here, where counting costs one look at each tag.
 */

/** Levels of nesting a page may have: a real shop's pages have a few dozen. */
export const MAX_DEPTH = 2_000;
/** Elements a page may have: a listing of 2,000 cards of 50 elements each is a tenth of it. */
export const MAX_ELEMENTS = 200_000;

export type ShapeRefusal = { reason: 'TOO_DEEP'; limit: number } | { reason: 'TOO_MANY_ELEMENTS'; limit: number };

export interface PageShape {
  /** Start tags counted (up to the limit, where counting stops). */
  elements: number;
  /** The deepest nesting seen (up to the limit). */
  depth: number;
  refusal: ShapeRefusal | null;
}

/** Elements that never hold others (no end tag). */
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'image',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is text up to their own end tag (scripting enabled, as cheerio parses: noscript too). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
/** Start tags that close an open `p` (HTML's "close a p element" for block-level starts). */
const CLOSES_P = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'listing',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
  'dd',
  'dt',
  'plaintext',
  'xmp',
]);
/**
 * A start tag that ends the nearest open element of its group, with what is open inside it (an `li` ends the `li`
 * before it, a `tr` the row before it with its cells), unless one of `within` is open nearer.
 */
const ENDS: Record<string, { ends: readonly string[]; within: readonly string[] }> = {
  li: { ends: ['li'], within: ['ul', 'ol', 'menu', 'table'] },
  dt: { ends: ['dt', 'dd'], within: ['dl', 'table'] },
  dd: { ends: ['dt', 'dd'], within: ['dl', 'table'] },
  option: { ends: ['option'], within: ['select', 'datalist', 'optgroup'] },
  optgroup: { ends: ['optgroup'], within: ['select'] },
  tr: { ends: ['tr'], within: ['table', 'thead', 'tbody', 'tfoot'] },
  td: { ends: ['td', 'th'], within: ['tr', 'table'] },
  th: { ends: ['td', 'th'], within: ['tr', 'table'] },
  thead: { ends: ['thead', 'tbody', 'tfoot'], within: ['table'] },
  tbody: { ends: ['thead', 'tbody', 'tfoot'], within: ['table'] },
  tfoot: { ends: ['thead', 'tbody', 'tfoot'], within: ['table'] },
  rb: { ends: ['rb', 'rt', 'rp', 'rtc'], within: ['ruby'] },
  rt: { ends: ['rb', 'rt', 'rp'], within: ['ruby', 'rtc'] },
  rp: { ends: ['rb', 'rt', 'rp'], within: ['ruby', 'rtc'] },
  a: { ends: ['a'], within: ['table', 'td', 'th', 'button'] },
};
/** How far down the stack of open elements a tag looks for what it closes: a constant, so the pass stays linear. */
const LOOK_BACK = 64;

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;

/**
 * The page's depth and element count as its markup opens and closes elements, near enough to what a parser builds:
 * void elements hold nothing, script and style (and noscript, textarea, title…) hold text, a self-closing tag closes
 * only inside SVG and MathML, an `li` or `td` ends the one before it, a block ends an open `p`, and an end tag closes
 * what it names when that is open near the top of the stack (one left open is counted as a parser nests it). Stops
 * at the first limit passed, with the reason.
 */
export function pageShape(html: string, limits: { maxDepth?: number; maxElements?: number } = {}): PageShape {
  const maxDepth = limits.maxDepth ?? MAX_DEPTH;
  const maxElements = limits.maxElements ?? MAX_ELEMENTS;
  const stack: string[] = [];
  /** Where SVG or MathML content starts on the stack (-1: not inside any). */
  let foreignFrom = -1;
  let elements = 0;
  let depth = 0;
  const length = html.length;
  const lower = (from: number, to: number) => html.slice(from, to).toLowerCase();

  /** Pops the stack down to (and without) the nearest of `names` found within LOOK_BACK, before any of `within`. */
  const closeNearest = (names: readonly string[], within: readonly string[] = []) => {
    for (let i = stack.length - 1; i >= 0 && i >= stack.length - LOOK_BACK; i--) {
      const open = stack[i]!;
      if (names.includes(open)) {
        while (stack.length > i) stack.pop();
        if (foreignFrom >= stack.length) foreignFrom = -1;
        return;
      }
      if (within.includes(open)) return;
    }
  };

  let i = 0;
  while (i < length) {
    const lt = html.indexOf('<', i);
    if (lt < 0 || lt + 1 >= length) break;
    const next = html.charCodeAt(lt + 1);
    if (next === 33 /* ! */) {
      // A comment ends at -->; a doctype or CDATA at the next >.
      const end = html.startsWith('<!--', lt) ? html.indexOf('-->', lt + 4) : html.indexOf('>', lt + 2);
      i = end < 0 ? length : end + (html.startsWith('<!--', lt) ? 3 : 1);
      continue;
    }
    if (next === 63 /* ? */) {
      const end = html.indexOf('>', lt + 2);
      i = end < 0 ? length : end + 1;
      continue;
    }
    const closing = next === 47; /* / */
    const nameFrom = closing ? lt + 2 : lt + 1;
    if (nameFrom >= length || !isLetter(html.charCodeAt(nameFrom))) {
      // `</ ` or `</3` is a bogus comment up to the next >; `< ` or `<3` is text.
      if (closing) {
        const end = html.indexOf('>', nameFrom);
        i = end < 0 ? length : end + 1;
      } else i = lt + 1;
      continue;
    }
    let nameTo = nameFrom + 1;
    while (nameTo < length) {
      const code = html.charCodeAt(nameTo);
      if (isSpace(code) || code === 47 || code === 62) break;
      nameTo++;
    }
    const name = lower(nameFrom, nameTo);
    // The rest of the tag: attributes, whose quoted values may hold a >.
    let j = nameTo;
    while (j < length) {
      const code = html.charCodeAt(j);
      if (code === 62 /* > */) break;
      if (code === 61 /* = */) {
        j++;
        while (j < length && isSpace(html.charCodeAt(j))) j++;
        const quote = html.charCodeAt(j);
        if (quote === 34 || quote === 39) {
          const end = html.indexOf(html[j]!, j + 1);
          j = end < 0 ? length : end + 1;
        }
        continue;
      }
      j++;
    }
    const selfClosing = j > nameTo && html.charCodeAt(j - 1) === 47;
    i = j + 1;
    if (closing) {
      // `</br>` is read as a `<br>`, which holds nothing.
      if (name !== 'br') closeNearest([name]);
      continue;
    }
    elements++;
    if (elements > maxElements) return { elements, depth, refusal: { reason: 'TOO_MANY_ELEMENTS', limit: maxElements } };
    if (VOID.has(name)) continue;
    if (foreignFrom < 0) {
      const ends = ENDS[name];
      if (ends) closeNearest(ends.ends, ends.within);
      if (CLOSES_P.has(name)) closeNearest(['p'], ['button', 'table', 'td', 'th', 'caption', 'object', 'applet', 'marquee', 'template']);
      if (RAW_TEXT.has(name)) {
        // Its text runs to its own end tag (none: to the end of the page).
        const end = indexOfEndTag(html, name, i);
        i = end < 0 ? length : end;
        continue;
      }
      if (name === 'plaintext') break;
    } else if (selfClosing) continue;
    stack.push(name);
    if (foreignFrom < 0 && (name === 'svg' || name === 'math')) foreignFrom = stack.length - 1;
    // The parser's html and body hold everything: two levels more than the tags say.
    if (stack.length + 2 > depth) depth = stack.length + 2;
    if (depth > maxDepth) return { elements, depth, refusal: { reason: 'TOO_DEEP', limit: maxDepth } };
  }
  return { elements, depth: Math.max(depth, 2), refusal: null };
}

/** Where `</name` starts at or after `from`, any case; -1 when it never comes. */
function indexOfEndTag(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}[\\s/>]`, 'gi');
  pattern.lastIndex = from;
  return pattern.exec(html)?.index ?? -1;
}
