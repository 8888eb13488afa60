import { statedCurrency } from '../currency';
import type { FetchedDocument } from '../fetcher';
import type { FieldError } from '../extract';
import { productImages } from '../images';
import { paidPrice, pricedAs, type Priced } from '../prices';
import { readSizeTable, type SizeTable } from '../size-table';
import { cleanText, descriptionText } from '../text';
import { canonicalLink, resolveUrl } from '../urls';
import type { CatalogueSource, SourceBatch, SourceContext, SourceFound, SourceItem, SourceKind, SourceResult, Variant } from './port';

/**
 * What the platform catalogue sources (Shopify, WooCommerce, VTEX, Tiendanube) share: how an option's name says it
 * is a size or a colour in the shops' languages, how a product's variants make its price, sizes and stock, and how
 * a platform's endpoint is asked without throwing when the shop is not on that platform.
 */

const MAX_TEXT = 200;
/** A cloth's description holds at most this much (domain/catalogue/events.ts). */
const MAX_DESCRIPTION = 2_000;
/** A description's HTML a size guide is looked for in, at most: beyond, a page pasted whole rather than a product's text. */
const MAX_DESCRIPTION_HTML = 200_000;
const MAX_WORDS = 30;

/** Lowercased, accents dropped, a WooCommerce taxonomy prefix (`pa_talle`, `attribute_pa_color`) dropped. */
function normalizedName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^(attribute_)?pa_/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
}

const SIZE_NAMES = /^(size|sizes|talle|talles|talla|tallas|taglia|taglie|taille|tailles|tamano|tamanho|numero|num|nro)\b/;
const COLOR_NAMES = /^(color|colour|colores|colors|colore|colori|couleur|couleurs|cor|cores)\b/;
const MATERIAL_NAMES = /^(material|materiales|materials|materiale|materiali|matiere|composicion|composition|composizione|composicao|tela|tejido|fabric)\b/;

/** Whether a variant option (or attribute) named so holds sizes, colours or materials, in the shops' languages. */
export function optionKind(name: string | null | undefined): 'size' | 'color' | 'material' | null {
  if (!name) return null;
  const normalized = normalizedName(name);
  if (SIZE_NAMES.test(normalized)) return 'size';
  if (COLOR_NAMES.test(normalized)) return 'color';
  if (MATERIAL_NAMES.test(normalized)) return 'material';
  return null;
}

/** A short text: markup and entities gone, whitespace collapsed, at most MAX_TEXT long; null when empty. */
export function shortText(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return cleanText(String(value)).slice(0, MAX_TEXT).trim() || null;
}

/** A description as text from the platform's HTML (paragraphs and list items apart), at most MAX_DESCRIPTION long; null when empty. */
export function plainDescription(value: unknown): string | null {
  return typeof value === 'string' ? descriptionText(value).slice(0, MAX_DESCRIPTION).trim() || null : null;
}

/** The size guide a product's description publishes in its HTML (a table: size-table.ts), when it has one. */
export function descriptionSizeTable(value: unknown): SizeTable | null {
  return typeof value === 'string' && value.length <= MAX_DESCRIPTION_HTML ? readSizeTable(value) : null;
}

/** Texts in order, cleaned and without repeats or empty ones, at most MAX_WORDS. */
export function uniqueTexts(values: readonly unknown[]): string[] {
  return [...new Set(values.map(shortText).filter((text): text is string => text !== null))].slice(0, MAX_WORDS);
}

/** A platform product's photos: the one rule every source keeps images by (images.ts), placeholders left out. */
export const absoluteImages = productImages;

/**
 * A product page's canonical link (urls.ts canonicalLink): absolute, no tracking parameters (nor `dropParams`), no
 * fragment, the path as the shop wrote it; null when unreadable. Identity is the platform's product id, not this.
 */
export function productUrl(href: unknown, base: string, dropParams: readonly string[] = []): string | null {
  const url = typeof href === 'string' ? resolveUrl(href, base) : null;
  if (!url) return null;
  const parsed = new URL(url);
  for (const name of dropParams) parsed.searchParams.delete(name);
  return canonicalLink(parsed.href);
}

/** A positive finite price rounded to cents, or null ("0", "", NaN and negatives are no price). */
export function money(value: unknown): number | null {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : null;
}

/** A variant's prices from its regular ("compare at", list) price and the price it sells at now (prices.ts pricedAs). */
export function variantPrices(regular: number | null, paid: number | null): Pick<Variant, 'price' | 'salePrice'> {
  return pricedAs(regular, paid) ?? { price: null, salePrice: null };
}

/** An ISO 4217 code as the platform gives it, else null. */
export function currencyCode(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value.trim()) ? value.trim() : null;
}

/** A variant's option values by kind: the first option named as a size is its size, the first colour its colour. */
export function variantOf(
  options: ReadonlyArray<{ name: string | null | undefined; value: unknown }>,
  rest: Pick<Variant, 'available' | 'sku' | 'price' | 'salePrice'>,
): Variant & { materials: string[] } {
  let size: string | null = null;
  let color: string | null = null;
  const materials: string[] = [];
  for (const option of options) {
    const value = shortText(option.value);
    if (!value) continue;
    const kind = optionKind(option.name);
    if (kind === 'size' && size === null) size = value;
    else if (kind === 'color' && color === null) color = value;
    else if (kind === 'material') materials.push(value);
  }
  return { size, color, ...rest, materials };
}

/** What a platform says of one product, before its price, sizes and stock are drawn from its variants. */
export interface PlatformProduct {
  key: string;
  name: unknown;
  description: string | null;
  /** The product's own regular price (major units) when the variants give none. */
  price: number | null;
  /** The product's own price on sale, below `price`, when the variants give none. */
  salePrice?: number | null;
  /** The product's own stock when it has no variants. */
  available: boolean;
  currency: string;
  url: string | null;
  images: string[];
  tags: string[];
  /** The shop's own categories for it (ExtractedItem's). */
  categories?: string[];
  materials?: string[];
  /** Colours the product is described in besides its variants' (a WooCommerce colour attribute not used for variations). */
  colors?: string[];
  sku: string | null;
  variants: Array<Variant & { materials?: string[] }>;
  /** The size guide in its description's HTML (size-table.ts readSizeTable), when it has one. */
  sizeTable?: SizeTable | null;
}

/**
 * A product's prices from its variants': those of the variant a shopper pays least for now among those that can be
 * bought (else among all), its regular price and its sale's together; else the product's own.
 */
function productPrices(product: PlatformProduct): Priced | null {
  const cheapest = (variants: PlatformProduct['variants']) =>
    variants
      .filter((variant) => variant.price !== null)
      .map((variant) => ({ price: variant.price!, salePrice: variant.salePrice }))
      .sort((a, b) => paidPrice(a) - paidPrice(b))[0];
  return (
    cheapest(product.variants.filter((variant) => variant.available)) ??
    cheapest(product.variants) ??
    (product.price === null ? null : { price: product.price, salePrice: product.salePrice ?? null })
  );
}

/**
 * A product as a SourceResult: its prices those of the variant paid least for (productPrices), its sizes and colours
 * those of its variants in their order, available when any variant is (a product without variants: its own stock).
 * No name or no price: the fields that failed.
 */
export function toResult(product: PlatformProduct, index: number): SourceResult {
  const errors: FieldError[] = [];
  const name = shortText(product.name);
  if (!name) errors.push({ field: 'name', code: 'MISSING', found: null });
  const prices = productPrices(product);
  if (prices === null) errors.push({ field: 'price', code: 'MISSING', found: null });
  if (errors.length > 0) return { index, errors, name };
  const variants = product.variants.map(({ size, color, available, sku, price, salePrice }) => ({ size, color, available, sku, price, salePrice }));
  const item: SourceItem = {
    key: product.key,
    name: name!,
    description: product.description,
    price: prices!.price,
    salePrice: prices!.salePrice,
    currency: product.currency,
    url: product.url,
    images: product.images,
    tags: product.tags,
    ...(product.categories && product.categories.length > 0 ? { categories: product.categories } : {}),
    sizes: uniqueTexts(variants.map((variant) => variant.size)),
    colors: uniqueTexts([...variants.map((variant) => variant.color), ...(product.colors ?? [])]),
    materials: uniqueTexts([...(product.materials ?? []), ...product.variants.flatMap((variant) => variant.materials ?? [])]),
    sku: product.sku,
    ...(product.sizeTable ? { sizeTable: product.sizeTable } : {}),
    variants,
    available: variants.length > 0 ? variants.some((variant) => variant.available) : product.available,
  };
  return { index, item };
}

/** A response header's value as one string (the fetcher gives Node's lowercased headers). */
export function header(document: FetchedDocument, name: string): string | null {
  const value = document.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

export const JSON_TYPES = ['application/json'] as const;
export const HTML_TYPES = ['text/html', 'application/xhtml+xml'] as const;

/** A JSON document's URL, parsed body and headers; throws when it is not JSON. */
export async function fetchJson(context: SourceContext, url: string): Promise<{ document: FetchedDocument; json: unknown }> {
  const document = await context.document(url, JSON_TYPES, { accept: 'application/json' });
  return { document, json: JSON.parse(document.text) as unknown };
}

/**
 * A probe's look that answers null rather than throwing when the shop is not on the platform: a 404, a refusal
 * (robots.txt, the guard, another media type), a timeout or a body that does not parse. Only a cancelled read
 * throws.
 */
export async function quietly<T>(context: SourceContext, look: () => Promise<T | null>): Promise<T | null> {
  try {
    return await look();
  } catch (error) {
    if (context.signal?.aborted) throw error;
    return null;
  }
}

/** The currency the shop's home page states (currency.ts statedCurrency); null when it says none or cannot be read. */
export async function homeCurrency(origin: string, context: SourceContext): Promise<string | null> {
  const home = await quietly(context, () => context.document(`${origin}/`, HTML_TYPES));
  return home ? statedCurrency(home.text) : null;
}

/**
 * The origin a platform's probe asks, or null: an address that is not http(s), or a shop's page already read that
 * shows none of the platform's `marks` (not on that platform: no request spent on it).
 */
export function probedOrigin(shopUrl: string, page: FetchedDocument | undefined, marks: RegExp): string | null {
  const origin = originOf(page?.url ?? shopUrl);
  if (!origin || (page && !marks.test(page.text))) return null;
  return origin;
}

/** The shop's origin (`https://tienda.example`) from the address a brand gave, or null when it is not http(s). */
export function originOf(shopUrl: string): string | null {
  try {
    const url = new URL(shopUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const asRecords = (value: unknown): Array<Record<string, unknown>> => asArray(value).filter(isRecord);
export const idText = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' && value.trim() ? value.trim() : null;

/** A platform source's options: products asked per page, capped at what the platform answers. */
export interface PagedSourceOptions {
  pageSize?: number;
}

/** A platform's source that reads its catalogue page by page, `pageSize` products a page at most `cap`. */
export function pagedSource(
  kind: SourceKind,
  cap: number,
  options: PagedSourceOptions,
  probe: CatalogueSource['probe'],
  read: (found: SourceFound, context: SourceContext, pageSize: number) => AsyncIterable<SourceBatch>,
): CatalogueSource {
  const pageSize = Math.min(cap, Math.max(1, options.pageSize ?? cap));
  return { kind, probe, read: (found, context) => read(found, context, pageSize) };
}
