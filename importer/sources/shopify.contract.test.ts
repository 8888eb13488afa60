import { sourceContract } from './contract';
import { createShopifySource } from './shopify';

// The fixture shop pages its 7 products 4 at a time (a real storefront is asked for 250 a page).
sourceContract(createShopifySource({ pageSize: 4 }), ['shopify-lua']);
