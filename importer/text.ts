import { load } from 'cheerio';
import { isTag, isText, type AnyNode } from 'domhandler';

/**
 * Text as a person reads it: markup dropped, entities decoded, whitespace (non-breaking spaces included) collapsed.
 * Shops put HTML and entities in JSON-LD descriptions as often as in their pages.
 */
export function cleanText(value: string): string {
  const text = /[<&]/.test(value) ? load(`<body>${value}</body>`, null, false).text() : value;
  return text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
}

/** HTML's headings, h1 to h6. */
export const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
/** Elements that start a line of their own when a page is read as text (a list item, a paragraph, a row). */
const LINE = new Set(['li', 'dt', 'dd', 'tr', ...HEADINGS, 'div', 'section', 'article', 'header', 'footer', 'figcaption', 'blockquote', 'pre', 'address']);
/** Elements that stand apart from what is around them by a blank line. */
const PARAGRAPH = new Set(['p', 'ul', 'ol', 'dl', 'table', 'hr']);
/** Table cells: apart by a space within their row. */
const CELL = new Set(['td', 'th']);
/** Elements whose content is no text a shopper reads. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'iframe', 'button', 'select']);

/**
 * A description as text with its shape kept (issue 43): paragraphs apart by a blank line, each list item and
 * `<br>` on a line of its own, whitespace within a line collapsed. "<li>100% poliéster</li><li>La modelo mide…</li>"
 * reads as two lines, not "100% poliésterLa modelo mide…". Plain text keeps its own line breaks.
 */
export function descriptionText(value: string): string {
  if (!/[<&]/.test(value)) return tidyLines(withoutSoftWraps(value));
  const $ = load(`<body>${value}</body>`, null, false);
  // Text, and breaks between it: 1 a new line, 2 a blank line; breaks in a row count as the widest of them.
  const out: Array<string | 1 | 2> = [];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (isText(node)) out.push(node.data.replace(/[\s\u00a0\u200b]+/g, ' '));
      else if (isTag(node)) {
        const name = node.name.toLowerCase();
        if (SKIPPED.has(name)) continue;
        if (name === 'br') {
          out.push(1);
          continue;
        }
        const mark = PARAGRAPH.has(name) ? 2 : LINE.has(name) ? 1 : CELL.has(name) ? ' ' : null;
        if (mark !== null) out.push(mark);
        walk(node.children);
        if (mark !== null) out.push(mark);
      }
    }
  };
  walk(
    $.root()
      .toArray()
      .flatMap((root) => ('children' in root ? root.children : [])),
  );
  let text = '';
  let pending = 0;
  for (const part of out) {
    if (typeof part === 'number') pending = Math.max(pending, part);
    else if (part !== '') {
      if (pending > 0 && text !== '') text += '\n'.repeat(pending);
      pending = 0;
      text += part;
    }
  }
  return tidyLines(text);
}

/**
 * Plain text's line breaks where a sentence or an item ends (after . ! ? : ; or before a bullet), and blank lines;
 * a break inside a sentence ("Camisa amplia,\nde lino.") is the writer's wrapping, read as a space.
 */
function withoutSoftWraps(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/([^\n.!?:;…)\]])[ \t]*\n(?![ \t]*(\n|[-•*·–—]|\d+[.)]\s))[ \t]*/g, '$1 ');
}

/** Each line trimmed and its whitespace collapsed, at most one blank line in a row, none at either end. */
function tidyLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0\u200b]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
