import { describe, expect, it } from 'vitest';
import { DEFAULT_TAXONOMY } from './defaults';
import { categoriesOfGoogleCategory, categoryOfShopifyId, STANDARD_CATEGORIES } from './standard-categories';

describe('the standard taxonomies', () => {
  it('place every default category in Google’s and, but backpacks, in Shopify’s Apparel & Accessories', () => {
    const categories = DEFAULT_TAXONOMY.filter((term) => term.kind === 'category').map((term) => term.id);
    expect(Object.keys(STANDARD_CATEGORIES).sort()).toEqual([...categories].sort());
    for (const [id, standard] of Object.entries(STANDARD_CATEGORIES)) {
      expect(standard.shopify === null ? id : standard.shopify, id).toMatch(id === 'mochilas' ? /^mochilas$/ : /^aa-\d+(-\d+)*$/);
      expect(Number.isInteger(standard.google), id).toBe(true);
    }
  });

  it('read a Shopify category id as its default category, or the nearest above it', () => {
    expect(categoryOfShopifyId('gid://shopify/TaxonomyCategory/aa-1-4')).toBe('vestidos');
    expect(categoryOfShopifyId('aa-1-13-9')).toBe('tops');
    expect(categoryOfShopifyId('aa-1-20-24')).toBe('trajes-de-bano');
    expect(categoryOfShopifyId('aa-8-3')).toBe('botas');
    expect(categoryOfShopifyId('aa-8-9')).toBe('bailarinas');
    expect(categoryOfShopifyId('aa-1-10-2-2')).toBe('chaquetas');
    expect(categoryOfShopifyId('aa-6-11')).toBe('relojes');
    expect(categoryOfShopifyId('aa-8')).toBeUndefined();
    expect(categoryOfShopifyId('hg-1-2')).toBeUndefined();
  });

  it('read a Google product category, by number or by path, as the default categories filed under it', () => {
    expect(categoriesOfGoogleCategory(2271)).toEqual(['vestidos']);
    expect(categoriesOfGoogleCategory('Apparel & Accessories > Clothing > Dresses')).toEqual(['vestidos']);
    expect(categoriesOfGoogleCategory('apparel & accessories>clothing>outerwear>vests')).toEqual(['chalecos']);
    expect(categoriesOfGoogleCategory('212')).toEqual(expect.arrayContaining(['camisas', 'camisetas', 'tops', 'sudaderas', 'jerseis']));
    expect(categoriesOfGoogleCategory(187)).toEqual(expect.arrayContaining(['zapatillas', 'botas', 'tacones', 'alpargatas']));
    expect(categoriesOfGoogleCategory('Home & Garden')).toEqual([]);
    expect(categoriesOfGoogleCategory(9999)).toEqual([]);
  });
});
