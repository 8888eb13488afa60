import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_ELEMENTS, pageShape } from './read-worker-shape';

const fixtures = readdirSync(new URL('./fixtures', import.meta.url)).filter((name) => name.endsWith('.html'));

describe("a page's shape, counted before it is parsed", () => {
  it('lets the fixture pages through, with their depth and elements', () => {
    for (const name of fixtures) {
      const shape = pageShape(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
      expect(shape.refusal, name).toBeNull();
      expect(shape.depth, name).toBeLessThan(12);
    }
    expect(pageShape(readFileSync(new URL('./fixtures/selectors-lazy.html', import.meta.url), 'utf8'))).toMatchObject({ elements: 45, depth: 8 });
  });

  it('refuses a page nested deeper than the limit, having counted no further than it', () => {
    const nested = `<html><body>${'<div class="n">x'.repeat(100_000)}${'</div>'.repeat(100_000)}</body></html>`;
    expect(pageShape(nested)).toEqual({ elements: MAX_DEPTH - 1, depth: MAX_DEPTH + 1, refusal: { reason: 'TOO_DEEP', limit: MAX_DEPTH } });
    // Left open, elements nest as a parser nests them; a self-closing div is open all the same.
    expect(pageShape('<div>'.repeat(3_000)).refusal?.reason).toBe('TOO_DEEP');
    expect(pageShape('<div/>'.repeat(3_000)).refusal?.reason).toBe('TOO_DEEP');
    expect(pageShape('<span><b>'.repeat(10), { maxDepth: 10 }).refusal).toEqual({ reason: 'TOO_DEEP', limit: 10 });
  });

  it('refuses a page of more elements than the limit', () => {
    const siblings = `<body>${'<i>x</i>'.repeat(MAX_ELEMENTS + 1)}</body>`;
    expect(pageShape(siblings)).toMatchObject({ elements: MAX_ELEMENTS + 1, refusal: { reason: 'TOO_MANY_ELEMENTS', limit: MAX_ELEMENTS } });
    expect(pageShape(`<body>${'<i>x</i>'.repeat(100_000)}</body>`)).toMatchObject({ elements: 100_001, depth: 4, refusal: null });
  });

  it('ends what a parser ends without an end tag: list items, paragraphs, cells, options', () => {
    expect(pageShape(`<ul>${'<li>uno'.repeat(5_000)}</ul>`)).toMatchObject({ depth: 4, refusal: null });
    expect(pageShape(`${'<p>párrafo'.repeat(5_000)}<div><p>x</div>`)).toMatchObject({ depth: 4, refusal: null });
    expect(pageShape(`<table>${'<tr><td>1<td>2'.repeat(3_000)}</table>`)).toMatchObject({ depth: 5, refusal: null });
    expect(pageShape(`<select>${'<option>talle'.repeat(3_000)}</select><dl>${'<dt>a<dd>b'.repeat(3_000)}</dl>`)).toMatchObject({ depth: 4, refusal: null });
    expect(pageShape(`${'<a href="/p">x'.repeat(3_000)}`)).toMatchObject({ depth: 3, refusal: null });
  });

  it('counts no tags in scripts, styles, comments or attribute values, and self-closes only in SVG and MathML', () => {
    const hidden = `<script>${'<div>'.repeat(5_000)}</script><style>a>b{}</style><!-- ${'<div>'.repeat(5_000)} --><noscript>${'<div>'.repeat(5_000)}</noscript>`;
    expect(pageShape(`<body>${hidden}<img alt="<div><div>" data-x='>'><p title=a>b</p></body>`)).toEqual({ elements: 6, depth: 4, refusal: null });
    expect(pageShape(`<svg>${'<path d="M0 0"/>'.repeat(5_000)}</svg>`)).toMatchObject({ depth: 3, refusal: null });
    expect(pageShape(`<math>${'<mi/>'.repeat(5_000)}</math>${'<br><hr><input>'.repeat(1_000)}`)).toMatchObject({ depth: 3, refusal: null });
  });
});
