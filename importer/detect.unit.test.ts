import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CANDIDATES, SAMPLE } from './cards';
import { detect, type DetectStats } from './detect';
import { extractPage } from './extract';
import { importerConfig as jsonLdConfig, SELECTORS_LAZY_CARDS } from './testing';

const page = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const counted = (): DetectStats => ({ elements: 0, weighed: 0, cardsRead: 0 });
const card = (i: number, inside = '') =>
  `<div class="card"><a href="/p/${i}"><img data-src="/i/${i}.jpg"></a><h3 class="name">Prenda ${i}</h3><span class="price">$ ${1_000 + i}</span>${inside}</div>`;
/** A listing of `cards` cards and as many sibling elements that are not cards. */
const listing = (cards: number, inside = '') =>
  `<html><body><main>${Array.from({ length: cards }, (_, i) => card(i, inside)).join('')}</main><footer>${'<i class="x">·</i>'.repeat(cards)}</footer></body></html>`;

describe('auto-detect', () => {
  it('proposes JSON-LD when the page describes its products there', () => {
    expect(detect(page('jsonld-itemlist.html'))).toMatchObject({ source: 'jsonld', items: 3, config: { json: { mode: 'jsonld', paths: {} } } });
  });

  it('otherwise proposes the repeated card with an image, a name and a price, and its selectors read the page', () => {
    const proposal = detect(page('selectors-lazy.html'));
    expect(proposal).toEqual({
      source: 'elements',
      items: 5,
      config: { ...SELECTORS_LAZY_CARDS, nextPage: { selector: 'a[rel~="next"]', attribute: 'href' } },
    });
    const { items } = extractPage(page('selectors-lazy.html'), 'https://sur.example/coleccion/', jsonLdConfig({ ...proposal!.config, json: { mode: 'none' } }));
    expect(items.filter((result) => result.item).map((result) => result.item!.name)).toEqual([
      'Remera básica & suave',
      'Buzo oversize',
      'Campera',
      'Jean recto',
      'Pollera plisada',
    ]);
  });

  it('proposes the cards of a platform’s listing with the JSON each carries, and its next page (cards.ts)', () => {
    const woo = readFileSync(new URL('./fixtures/listings/woocommerce-storefront.html', import.meta.url), 'utf8');
    expect(detect(woo)).toMatchObject({
      source: 'elements',
      items: 12,
      config: { item: { tag: 'li', class: 'product' }, json: { mode: 'attribute', attribute: 'data-product' }, nextPage: { attribute: 'href' } },
    });
  });

  it('is linear in a page of thousands of siblings: every element grouped once, a few groups weighed by the same bounded sample', () => {
    const small = counted();
    const large = counted();
    const proposal = detect(listing(1_000), small);
    expect(proposal).toMatchObject({
      source: 'elements',
      items: 1_000,
      config: { item: { tag: 'div', class: 'card' }, name: { selector: 'h3.name' }, price: { selector: 'span.price' }, link: { selector: 'a[href]' } },
    });
    expect(detect(listing(8_000), large)).toEqual({ ...proposal, items: 8_000 });
    // Each card has five elements, each filler one, and the body: each walked once.
    expect([small.elements, large.elements]).toEqual([6_003, 48_003]);
    // The groups weighed and the cards read do not grow with the page.
    expect([large.weighed, large.cardsRead]).toEqual([small.weighed, small.cardsRead]);
    expect(large.weighed).toBeLessThanOrEqual(CANDIDATES);
    expect(large.cardsRead).toBeLessThanOrEqual(CANDIDATES * SAMPLE);
  });

  it('reads a page nested deeper than a recursive text read survives, without one', () => {
    const nested = `<html><body>${'<div class="n"><a href="/p">$ 10 uno</a>'.repeat(5_000)}${'</div>'.repeat(5_000)}</body></html>`;
    const stats = counted();
    expect(detect(nested, stats)).toBeNull();
    expect(stats.elements).toBe(10_001);
  });

  it('proposes nothing for a page without products', () => {
    expect(detect('<html><body><p>Hola</p><ul><li>a</li><li>b</li><li>c</li></ul></body></html>')).toBeNull();
  });
});
