import { sourceContract } from './contract';
import { createWooCommerceSource } from './woocommerce';

// The fixture shop pages its 7 products 4 at a time (a real shop is asked for 100 a page).
sourceContract(createWooCommerceSource({ pageSize: 4 }), ['woocommerce-paloma']);
