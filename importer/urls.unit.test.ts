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
    expect(canonicalUrl('https://tienda.example/p?variant=2&color=azul&utm_campaign=x')).toBe('https://tienda.example/p');
    expect(canonicalUrl('https://tienda.example/index.php?id_product=12&controller=product&utm_campaign=x')).toBe(
      'https://tienda.example/index.php?controller=product&id_product=12',
    );
    expect(canonicalUrl('https://tienda.example/')).toBe('https://tienda.example');
  });

  it('links to a product without tracking parameters or fragment, its path and other parameters as the shop wrote them', () => {
    expect(canonicalLink('https://Tienda.Example/productos/camisa/?utm_source=ig&id=7&fbclid=abc#reviews')).toBe(
      'https://tienda.example/productos/camisa/?id=7',
    );
    expect(canonicalLink('https://tienda.example/p?variant=2&color=azul&ref_id=7')).toBe('https://tienda.example/p?ref_id=7');
    expect(canonicalLink('https://tienda.example/productos/camisa/?gclid=1')).toBe('https://tienda.example/productos/camisa/');
    // The positions a Shopify search or recommendation adds are not the product either.
    expect(canonicalLink('https://lua.example/products/vestido?_pos=3&_sid=8f2a1&_ss=r&pr_prod_strat=e5&pr_rec_id=1&variant=44')).toBe(
      'https://lua.example/products/vestido',
    );
    expect(canonicalUrl('https://lua.example/products/vestido?_pos=3&_sid=8f2a1&_ss=r')).toBe('https://lua.example/products/vestido');
  });

  it('links to the product, not the variant a feed or a card linked: variant, size and colour parameters dropped', () => {
    const variants = [
      'https://lua.example/products/vestido?variant=44',
      'https://maison.example/robe-lin?taille=36',
      'https://paloma.example/producto/remera/?attribute_pa_talle=m&attribute_pa_color=negro',
      'https://nativa.example/camisa/p?skuId=31',
      'https://shop.example/dress?size=M&color=Blue&utm_source=feed',
    ];
    expect(variants.map(canonicalLink)).toEqual([
      'https://lua.example/products/vestido',
      'https://maison.example/robe-lin',
      'https://paloma.example/producto/remera/',
      'https://nativa.example/camisa/p',
      'https://shop.example/dress',
    ]);
    // The parameters that name the product itself stay: PrestaShop's id_product, WordPress's p.
    expect(canonicalLink('https://tienda.example/index.php?id_product=12&id_product_attribute=40&controller=product&gclid=1')).toBe(
      'https://tienda.example/index.php?id_product=12&id_product_attribute=40&controller=product',
    );
    expect(canonicalLink('https://blog.example/?p=123&color=rojo')).toBe('https://blog.example/?p=123');
  });
});
