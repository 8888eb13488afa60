import { describe, expect, it } from 'vitest';
import { statedCurrency } from '../currency';
import { resourcesTotal, vtexProduct } from './vtex';

const seller = (Price: number, AvailableQuantity: number, rest: Record<string, unknown> = {}) => ({
  sellerId: String(Math.random()),
  sellerDefault: false,
  ...rest,
  commertialOffer: {
    Price,
    ListPrice: (rest.ListPrice as number | undefined) ?? Price,
    PriceWithoutDiscount: Price,
    AvailableQuantity,
    IsAvailable: AvailableQuantity > 0,
  },
});

describe('a VTEX catalogue search product as a source reads it', () => {
  it('reads the catalogue’s size from the resources header', () => {
    expect(resourcesTotal('0-49/1234')).toBe(1234);
    expect(resourcesTotal('0-0/7')).toBe(7);
    expect(resourcesTotal(null)).toBeNull();
    expect(resourcesTotal('bytes')).toBeNull();
  });

  it('reads variations named in Portuguese, Italian or French, in either shape the search gives them', () => {
    const result = vtexProduct(
      {
        productId: '9',
        productName: 'Camiseta',
        linkText: 'camiseta',
        link: 'https://loja.example/camiseta/p?utm_source=x&gclid=y',
        categories: ['/Masculino/Camisetas/', '/Masculino/'],
        productReference: 'CAM',
        allSpecifications: ['Composição', 'Gola'],
        Composição: ['Algodão 100%'],
        Gola: ['Careca'],
        items: [
          {
            itemId: '91',
            variations: ['Tamanho', 'Cor'],
            Tamanho: ['P'],
            Cor: ['Preto'],
            images: [{ imageUrl: 'https://loja.vteximg.com.br/arquivos/ids/1/a.jpg' }],
            sellers: [seller(99.9, 0)],
          },
          {
            itemId: '92',
            variations: [
              { name: 'Taglia', values: ['M'] },
              { name: 'Couleur', values: ['Blanc'] },
            ],
            images: [{ imageUrl: 'https://loja.vteximg.com.br/arquivos/ids/1/a.jpg' }],
            sellers: [seller(109.9, 3)],
          },
        ],
      },
      0,
      'https://loja.example',
      'BRL',
    );
    expect(result.item).toMatchObject({
      key: 'vtex:9',
      url: 'https://loja.example/camiseta/p',
      price: 109.9,
      currency: 'BRL',
      sizes: ['P', 'M'],
      colors: ['Preto', 'Blanc'],
      materials: ['Algodão 100%'],
      tags: ['Masculino', 'Camisetas'],
      images: ['https://loja.vteximg.com.br/arquivos/ids/1/a.jpg'],
      sku: 'CAM',
      available: true,
    });
    expect(result.item!.variants.map((variant) => [variant.size, variant.available])).toEqual([
      ['P', false],
      ['M', true],
    ]);
  });

  it('prices a SKU out of stock (Price 0) at its list price, and the default seller’s price when it can sell', () => {
    const result = vtexProduct(
      {
        productId: '10',
        productName: 'Campera',
        linkText: 'campera',
        items: [
          { itemId: '101', variations: ['Talle'], Talle: ['M'], sellers: [seller(0, 0, { ListPrice: 120 })] },
          { itemId: '102', variations: ['Talle'], Talle: ['L'], sellers: [seller(95, 2), seller(100, 5, { sellerDefault: true })] },
        ],
      },
      0,
      'https://tienda.example',
      'ARS',
    );
    expect(result.item!.variants).toEqual([
      { size: 'M', color: null, available: false, sku: '101', price: 120, salePrice: null },
      { size: 'L', color: null, available: true, sku: '102', price: 100, salePrice: null },
    ]);
    expect(result.item).toMatchObject({ price: 100, url: 'https://tienda.example/campera/p', available: true });
  });

  it('reads a sale where the list price is above the price it sells at, a list price under it as no sale', () => {
    const product = (...items: Array<Record<string, unknown>>) =>
      vtexProduct({ productId: '12', productName: 'Vestido', linkText: 'vestido', items }, 0, 'https://tienda.example', 'ARS').item!;
    const onSale = product(
      { itemId: '121', variations: ['Talle'], Talle: ['S'], sellers: [seller(52_499, 3, { ListPrice: 69_999, PriceWithoutDiscount: 69_999 })] },
      { itemId: '122', variations: ['Talle'], Talle: ['M'], sellers: [seller(59_999, 3, { ListPrice: 69_999 })] },
    );
    expect(onSale).toMatchObject({ price: 69_999, salePrice: 52_499 });
    expect(onSale.variants.map((variant) => [variant.size, variant.price, variant.salePrice])).toEqual([
      ['S', 69_999, 52_499],
      ['M', 69_999, 59_999],
    ]);
    expect(product({ itemId: '123', sellers: [seller(38_999, 3, { ListPrice: 34_999 })] })).toMatchObject({ price: 38_999, salePrice: null });
  });

  it('reads the currency the store’s pages state: its runtime culture, or the legacy context', () => {
    expect(
      statedCurrency(
        '<script>window.__RUNTIME__ = {"account":"x","culture":{"availableLocales":[],"country":"CHL","currency":"CLP","language":"es","locale":"es-CL"}};</script>',
      ),
    ).toBe('CLP');
    expect(
      statedCurrency(
        "<script>vtxctx = { skus:'1', searchTerm:'', categoryId:'3', categoryName:'Mujer', departmentyId:'1', departmentName:'Ropa', url:'tienda.example', currencyCode:'BRL', currencySymbol:'R$' };</script>",
      ),
    ).toBe('BRL');
    expect(statedCurrency('<html><body>Sin precios</body></html>')).toBeNull();
  });

  it('says the price failed when every SKU is out of stock without any price', () => {
    const result = vtexProduct(
      { productId: '11', productName: 'Gorro', items: [{ itemId: '111', sellers: [seller(0, 0)] }] },
      4,
      'https://tienda.example',
      'ARS',
    );
    expect(result).toEqual({ index: 4, name: 'Gorro', errors: [{ field: 'price', code: 'MISSING', found: null }] });
  });
});
