import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detect } from './detect';
import { extractPage } from './extract';
import { importerConfig as jsonLdConfig } from './testing';

const page = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('auto-detect', () => {
  it('proposes JSON-LD when the page describes its products there', () => {
    expect(detect(page('jsonld-itemlist.html'))).toMatchObject({ source: 'jsonld', items: 3, config: { json: { mode: 'jsonld', paths: {} } } });
  });

  it('otherwise proposes the repeated card with an image, a name and a price, and its selectors read the page', () => {
    const proposal = detect(page('selectors-lazy.html'));
    expect(proposal).toEqual({
      source: 'elements',
      items: 5,
      config: {
        item: { tag: 'div', class: 'item-product' },
        name: { selector: 'h3.item-name', attribute: null },
        price: { selector: 'span.item-price', attribute: null, regex: null },
        link: { selector: 'a[href]', attribute: 'href' },
        image: { selector: '', attribute: null },
        json: { mode: 'none' },
        nextPage: { selector: 'a[rel="next"]', attribute: 'href' },
      },
    });
    const { items } = extractPage(page('selectors-lazy.html'), 'https://sur.example/coleccion/', jsonLdConfig({ ...proposal!.config, json: { mode: 'none' } }));
    expect(items.filter((result) => result.item).map((result) => result.item!.name)).toEqual(['Remera básica & suave', 'Buzo oversize', 'Campera', 'Jean recto', 'Pollera plisada']);
  });

  it('proposes nothing for a page without products', () => {
    expect(detect('<html><body><p>Hola</p><ul><li>a</li><li>b</li><li>c</li></ul></body></html>')).toBeNull();
  });
});
