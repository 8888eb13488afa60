import type { Language } from '@vitrina/domain/core/languages';
import { PageFetcher, PageRefusedError } from '../fetcher';
import { DEFAULT_TAXONOMY } from '@vitrina/domain/taxonomy/defaults';
import { liveLexicon, type LiveTerm } from '@vitrina/domain/taxonomy/live-lexicon';
import type { Lexicon } from '@vitrina/domain/taxonomy/lexicon';
import { classify, shopCategories, type ShopCategory } from '../classify';
import { writtenLanguage } from '../language';
import { detectSource, SHOP_PAGE_TYPES } from './detect-source';
import type { SourceContext, SourceFound, SourceResult } from './port';
import { detectionOrder, sourceOf } from './registry';
import type { ThreadTask } from '@vitrina/infra/modules/task-thread';
import type { ShopReply, ShopTask, ShownResult } from './read-shop';

const ADDRESS_FAILURES: ReadonlySet<PageRefusedError['code']> = new Set(['ROBOTS_DISALLOWED', 'FORBIDDEN_ADDRESS', 'UNREACHABLE', 'TIMEOUT']);
/** "Read the shop" answers a person within its time (30 s): a request that fails for a moment is asked again once. */
const READING_RETRY_DELAYS_MS = [1_000];
/** A shop whose name does not resolve, or whose server does not take the connection, is said so within this (not asked again). */
const READING_CONNECT_TIMEOUT_MS = 3_000;

/**
 * "Read the shop" on a thread of its own (read-shop.ts): the shop's page fetched once, each source probed in
 * detection order, and the first products of the one found read (or of the source given: a saved config's, previewed),
 * so no feed, sitemap or catalogue is parsed on the api's event loop. The fetcher is this thread's own, with the api's
 * settings (robots.txt, VitrinaBot, pacing). A reading that fails says why in its answer.
 */
export default async function readShopTask({ data }: ThreadTask<ShopTask>): Promise<ShopReply> {
  try {
    return await read(data);
  } catch (error) {
    return error instanceof PageRefusedError
      ? { kind: 'refused', code: error.code, ...(error.unreachable ? { unreachable: error.unreachable } : {}) }
      : { kind: 'failed', code: String(error) };
  }
}

async function read({ url, fetcher, limit, currency, answerBy, source: given, terms }: ShopTask): Promise<ShopReply> {
  const pages = new PageFetcher({ retryDelaysMs: READING_RETRY_DELAYS_MS, connectTimeoutMs: READING_CONNECT_TIMEOUT_MS, ...fetcher });
  const context: ShopContext = { document: pages.document.bind(pages), limit, currency, answerBy, ...taxonomyOf(terms) };
  if (given) return { kind: 'read', found: given, ...(await productsOf(given, context)) };
  let page;
  try {
    page = await pages.document(url, SHOP_PAGE_TYPES);
  } catch (error) {
    // The address itself refused (robots.txt, a forbidden address) or out of reach (an unknown host, nothing listening,
    // no answer in time) is the answer, at once: every source would ask the same host. A page that is not one (an
    // error answered, another media type) may still be a feed's.
    if (error instanceof PageRefusedError && ADDRESS_FAILURES.has(error.code))
      return { kind: 'refused', code: error.code, ...(error.unreachable ? { unreachable: error.unreachable } : {}) };
  }
  const found = await detectSource(url, await detectionOrder(), context, page);
  if (!found) return { kind: 'read', found: null, items: [], language: null, categories: [] };
  return { kind: 'read', found, ...(await productsOf(found, context)) };
}

/** A reading's context: its fetcher and limits, when it answers by, and the words its products are classified with. */
type ShopContext = SourceContext & { answerBy: number; lexicon: () => Lexicon; typeOf: (categoryId: string) => string | undefined };

/** The taxonomy as the api read it (else the starting one): products are shown classified as a run will classify them. */
function taxonomyOf(terms: readonly LiveTerm[] | undefined): Pick<ShopContext, 'lexicon' | 'typeOf'> {
  const taxonomy = terms ?? DEFAULT_TAXONOMY;
  let built: Lexicon | undefined;
  return {
    lexicon: () => (built ??= liveLexicon(taxonomy)),
    typeOf: (categoryId) => taxonomy.find((term) => term.kind === 'category' && term.id === categoryId)?.typeId ?? undefined,
  };
}

/** The first products of a source and the language they are written in (the shop's stated one first). */
async function productsOf(found: SourceFound, context: ShopContext): Promise<{ items: ShownResult[]; language: Language | null; categories: ShopCategory[] }> {
  const { limit, answerBy, lexicon, typeOf } = context;
  // Read as a run will read it (the page source too: the shop's listings from its home, cards completed from their pages).
  const source = await sourceOf(found.kind);
  const items: SourceResult[] = [];
  for await (const batch of source?.read(found, context) ?? []) {
    items.push(...batch.items);
    // A shop's pages paced slowly (each product's page asked a second or more apart) show what was read in time.
    if (items.length >= limit || Date.now() > answerBy) break;
  }
  // A shop that states no language is read for the one its products are written in.
  const language =
    found.language ?? writtenLanguage(items.slice(0, limit).flatMap((result) => (result.item ? [result.item.name, result.item.description ?? ''] : [])));
  // Each product shown as a run will classify it (the starting taxonomy's words: a proposal the brand can check).
  const shown = items
    .slice(0, limit)
    .map((result) => (result.item ? { ...result, classified: classify(result.item, lexicon(), typeOf, language ?? undefined) } : result));
  // The shop's own categories among what was read, each with the site's category its name reads as.
  const categories = shopCategories(
    items.flatMap((result) => (result.item ? [result.item] : [])),
    (text) => lexicon().read(text, language ?? undefined),
  );
  return { items: shown, language, categories };
}
