import { sourceContract } from './contract';
import { createShopifySource } from './shopify';

// The fixture shops page their products 4 at a time (a real storefront is asked for 250 a page); Maison Lin writes in French.
sourceContract(createShopifySource({ pageSize: 4 }), ['shopify-lua', 'shopify-maison']);
