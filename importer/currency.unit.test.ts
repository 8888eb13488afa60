import { describe, expect, it } from 'vitest';
import { statedCurrency } from './currency';

describe('the currency a shop’s page states', () => {
  it.each([
    ['JSON-LD', '<script type="application/ld+json">{"@type":"Offer","price":"81.00","priceCurrency":"USD"}</script>', 'USD'],
    ['microdata', '<meta itemprop="priceCurrency" content="EUR"><span itemprop="price">12,00</span>', 'EUR'],
    ['microdata, content first', '<meta content="EUR" itemprop="priceCurrency">', 'EUR'],
    ['Open Graph', '<meta property="product:price:currency" content="CLP">', 'CLP'],
    ['Shopify', '<script>Shopify.shop = "x.myshopify.com";\nShopify.currency = {"active":"EUR","rate":"1.0"};</script>', 'EUR'],
    ['VTEX Store Framework', '<script>window.__RUNTIME__ = {"culture":{"country":"BRA","currency":"BRL","language":"pt"}}</script>', 'BRL'],
    ['VTEX legacy', "<script>vtxctx = { skus:'1', currencyCode:'BRL', currencySymbol:'R$' };</script>", 'BRL'],
    ['Tiendanube', '<script>LS.currency = { code : "UYU", display_short: "$" };</script>', 'UYU'],
    ['WooCommerce Blocks', '<script>var wcSettings = {"currency":{"code":"ARS","symbol":"$","minorUnit":2}};</script>', 'ARS'],
    [
      'Magento',
      '<script type="text/x-magento-init">{"*":{"Magento_Catalog/js/product/view/provider":{"data":{"items":{"1":{"currency_code":"USD"}}}}}}</script>',
      'USD',
    ],
  ])('%s', (_, html, code) => {
    expect(statedCurrency(html)).toBe(code);
  });

  it('is none where the page says none: a bare "$" is then the config’s', () => {
    expect(statedCurrency('<span class="price">$ 81.00</span>')).toBeNull();
    expect(statedCurrency('')).toBeNull();
  });
});
