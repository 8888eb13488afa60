import { readdirSync, readFileSync } from 'node:fs';
import { detect } from './detect';
import { extractPage } from './extract';

/**
 * Auto-detect measured on listing pages it was not written against (issue 43, item 6): importer/fixtures/held-out/
 * holds listing pages written from public shops' markup (a Tiendanube category, a WooCommerce shop with GTM4WP's
 * JSON, Magento's Luma, PrestaShop's classic, Shopify's Dawn, VTEX's store framework, a custom theme, a headless
 * shop's JSON script per card), each with the truth beside it: what a shopper sees of each product. Each page is read
 * as a brand setting up the importer would: detect's proposal, then the page extracted with it.
 */
const HELD_OUT = new URL('./fixtures/held-out/', import.meta.url);

interface Truth {
  url: string;
  currency: string;
  products: Array<{ name: string; price: number; link: string; image: string }>;
}

export interface HeldOutFigure {
  page: string;
  proposed: boolean;
  /** Products read with the name, the price a shopper pays, the link and the first image the truth says. */
  right: number;
  held: number;
  /** Of each field, the products that read it right. */
  fields: Record<'name' | 'price' | 'link' | 'image', number>;
}

/** The same picture at any size: an address without its query and without a size suffix (`-300x400`, `-640-0`, `_640x`). */
const picture = (url: string) => url.replace(/[?#].*$/, '').replace(/[-_](\d+x\d*|\d+-\d+|\d+-auto)(?=\.\w+$|$)/, '');

export function heldOutFigures(): HeldOutFigure[] {
  const pages = readdirSync(HELD_OUT)
    .filter((file) => file.endsWith('.html'))
    .sort();
  return pages.map((file) => {
    const html = readFileSync(new URL(file, HELD_OUT), 'utf8');
    const truth = JSON.parse(readFileSync(new URL(file.replace(/\.html$/, '.truth.json'), HELD_OUT), 'utf8')) as Truth;
    const proposal = detect(html);
    const items = proposal
      ? extractPage(html, truth.url, { ...proposal.config, tags: null, description: null, limit: 100, defaults: { currency: truth.currency } }).items.flatMap(
          (result) => (result.item ? [result.item] : []),
        )
      : [];
    const fields = { name: 0, price: 0, link: 0, image: 0 };
    let right = 0;
    truth.products.forEach((product, index) => {
      // Matched by its link, else by its place in the page (a product whose link was misread still counts its other fields).
      const item = items.find((candidate) => candidate.url === product.link) ?? items[index];
      if (!item) return;
      const checks = {
        name: item.name === product.name,
        price: (item.salePrice ?? item.price) === product.price,
        link: item.url === product.link,
        image: item.images[0] !== undefined && picture(item.images[0]) === picture(product.image),
      };
      for (const field of Object.keys(checks) as Array<keyof typeof checks>) if (checks[field]) fields[field] += 1;
      if (Object.values(checks).every(Boolean)) right += 1;
    });
    return { page: file.replace(/\.html$/, ''), proposed: proposal !== null, right, held: truth.products.length, fields };
  });
}
