import { describe, expect, it } from 'vitest';
import { canonicalLink, canonicalUrl, resolveUrl } from './urls';

describe('URLs on a shop page', () => {
  it('resolves relative links against the page and refuses what is not http(s)', () => {
    expect(resolveUrl('/productos/camisa?color=azul', 'https://tienda.example/coleccion/')).toBe('https://tienda.example/productos/camisa?color=azul');
    expect(resolveUrl('camisa.html', 'https://tienda.example/coleccion/')).toBe('https://tienda.example/coleccion/camisa.html');
    expect(resolveUrl('//cdn.example/a.jpg', 'https://tienda.example/')).toBe('https://cdn.example/a.jpg');
    for (const bad of ['javascript:alert(1)', 'mailto:hola@tienda.example', 'data:image/png;base64,AAA', '', '   ', undefined]) {
      expect(resolveUrl(bad, 'https://tienda.example/')).toBeNull();
    }
  });

  it('gives one identity to a product page reached from anywhere', () => {
    const same = [
      'https://Tienda.Example/productos/camisa/',
      'https://tienda.example/productos/camisa#reviews',
      'https://tienda.example/productos/camisa?utm_source=ig&utm_medium=story&fbclid=abc',
      'https://tienda.example/productos/camisa/?gclid=1',
    ];
    expect(new Set(same.map(canonicalUrl))).toEqual(new Set(['https://tienda.example/productos/camisa']));
    expect(canonicalUrl('https://tienda.example/p?variant=2&color=azul&utm_campaign=x')).toBe('https://tienda.example/p?color=azul&variant=2');
    expect(canonicalUrl('https://tienda.example/')).toBe('https://tienda.example');
  });

  it('links to a product without tracking parameters or fragment, its path and other parameters as the shop wrote them', () => {
    expect(canonicalLink('https://Tienda.Example/productos/camisa/?utm_source=ig&color=azul&fbclid=abc#reviews')).toBe('https://tienda.example/productos/camisa/?color=azul');
    expect(canonicalLink('https://tienda.example/p?variant=2&color=azul')).toBe('https://tienda.example/p?variant=2&color=azul');
    expect(canonicalLink('https://tienda.example/productos/camisa/?gclid=1')).toBe('https://tienda.example/productos/camisa/');
    // The positions a Shopify search or recommendation adds are not the product either.
    expect(canonicalLink('https://lua.example/products/vestido?_pos=3&_sid=8f2a1&_ss=r&pr_prod_strat=e5&pr_rec_id=1&variant=44')).toBe('https://lua.example/products/vestido?variant=44');
    expect(canonicalUrl('https://lua.example/products/vestido?_pos=3&_sid=8f2a1&_ss=r')).toBe('https://lua.example/products/vestido');
  });
});
