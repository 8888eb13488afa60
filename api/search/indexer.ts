import { catalogueStream } from '@vitrina/domain/catalogue/events';
import type { LocalizedText } from '@vitrina/domain/core/languages';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { isInStock } from '@vitrina/domain/catalogue/stock';
import { withFamilies } from '@vitrina/domain/taxonomy/families';
import { readWords } from '@vitrina/domain/taxonomy/lexicon';
import { slugOf } from '@vitrina/domain/taxonomy/words';
import type { EventStore, Position, RecordedEvent } from '@vitrina/infra/eventstore/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { Doc, ReadStore, ReadStoreSession } from '@vitrina/infra/readstore/port';
import type { ClothSearchDoc, SearchIndex } from '@vitrina/infra/search/port';
import { inBatches } from '@vitrina/projector/batches';
import type { ClothDoc } from '@vitrina/projector/catalogue';
import type { FavouriteCountDoc } from '@vitrina/projector/favourites';
import type { TaxonomyTermDoc } from '@vitrina/projector/taxonomy';

/** What changes a cloth's search document: the cloth itself, its brand's name and standing, its terms' names, its favourites. */
const FAVOURITE_EVENTS = new Set(['FavouriteAdded', 'FavouriteRemoved']);
/** The subscription events after which a brand's clothes may enter or leave public view. */
const STANDING_EVENTS = ['SubscriptionPaid', 'SubscriptionRenewed', 'PlanGranted', 'SubscriptionLapsed', 'SubscriptionEnded'];
const EVENT_TYPES = [
  'ClothAdded',
  'ClothUpdated',
  'ClothVisibilitySet',
  'ClothRemoved',
  'BrandUpdated',
  'BrandDeleted',
  'TaxonomyTermAdded',
  'TaxonomyTermRenamed',
  ...FAVOURITE_EVENTS,
  ...STANDING_EVENTS,
];
/** Term kinds whose names a cloth's search document holds, and the cloth field naming them. */
const NAMED_KINDS: Record<string, keyof ClothDoc> = { category: 'categoryId', color: 'colors', style: 'style' };
const CHECKPOINTS = 'sys_indexers';
/**
 * The search documents' shape: a checkpoint of another version indexes everything again. 2: colour and style names;
 * 3: cards; 4: colour (with families), material and size facets; 5: availability (in stock or sold out); 6: sale;
 * 7: descriptions; 8: details.
 */
const SEARCH_DOC_VERSION = 8;

interface IndexerCheckpoint extends Doc {
  checkpoint: string;
  version?: number;
}

/** The taxonomy terms a cloth names for search (category, colours, style), as taxonomy read model keys. */
export const searchTermKeys = (cloth: ClothDoc): string[] => [
  ...(cloth.categoryId ? [`category:${cloth.categoryId}`] : []),
  ...cloth.colors.map((id) => `color:${id}`),
  ...(cloth.style ? [`style:${cloth.style}`] : []),
];

/** A term's names in every language; a term the taxonomy lacks (an old colour word kept as written) is its id. */
const allNames = (terms: ReadonlyMap<string, TaxonomyTermDoc>, key: string, id: string): string[] => {
  const term = terms.get(key);
  return term ? [...new Set(LANGUAGES.flatMap((language) => term.names[language] ?? []))] : [id.replace(/-/g, ' ')];
};

/**
 * A cloth as the search engine indexes it, from the catalogue and taxonomy read models (`terms`: at least the terms
 * `searchTermKeys` names, by key). Its colours and style are searched by their names in all four languages, so
 * "red", "rosso" and "rojo" find the same cloth; the colours column holds both. Its descriptions are searched too,
 * below its names.
 */
export function searchDocOf(cloth: ClothDoc, terms: ReadonlyMap<string, TaxonomyTermDoc>, favourites = 0): ClothSearchDoc {
  const categoryNames: Partial<Record<(typeof LANGUAGES)[number], string[]>> = {};
  const names: LocalizedText = terms.get(`category:${cloth.categoryId}`)?.names ?? {};
  for (const language of LANGUAGES) {
    const name = names[language];
    if (name) categoryNames[language] = [name];
  }
  const colorWords = [
    ...cloth.colors.flatMap((id) => allNames(terms, `color:${id}`, id)),
    ...(cloth.style ? allNames(terms, `style:${cloth.style}`, cloth.style) : []),
  ];
  return {
    id: cloth._id,
    brandId: cloth.brandId,
    brandName: cloth.brandName,
    names: cloth.names,
    typeId: cloth.typeId,
    categoryIds: cloth.categoryId ? [cloth.categoryId] : [],
    categoryNames,
    eventIds: cloth.eventIds,
    seasons: cloth.seasons,
    weather: cloth.weather,
    gender: cloth.gender,
    price: cloth.effectivePrice,
    listPrice: cloth.price,
    discountedPrice: cloth.discountEnabled ? cloth.discountedPrice : null,
    image: cloth.images[0]
      ? { name: cloth.images[0].name, ...(cloth.images[0].middle ? { middle: cloth.images[0].middle } : {}), thumb: cloth.images[0].thumb }
      : null,
    currency: cloth.currency,
    tags: cloth.tags,
    ...descriptionOf(cloth),
    colors: [...new Set(colorWords)],
    colorIds: withFamilies(cloth.colors),
    materials: cloth.materials,
    details: detailsOf(cloth),
    sizes: [...new Set(cloth.sizes.map(slugOf).filter(Boolean))],
    availability: isInStock(cloth) ? 'in-stock' : 'sold-out',
    ...(cloth.effectivePrice < cloth.price ? { sale: 'on-sale' as const } : {}),
    style: cloth.style,
    // Search shows what readers may see: a visible cloth of a brand in good standing.
    visible: cloth.visible && cloth.listed,
    createdAt: cloth.createdAt,
    favourites,
  };
}

/** A shop's collection of several kinds ("Sweatshirts & Hoodies", "Buzos y Canguros"): it says a cloth is one or the other, not which. */
const COLLECTION = /\s(?:&|\+|and|y|e|et)\s/i;

/**
 * The fashion details a cloth's names, tags and descriptions name, in any language (domain/taxonomy/lexicon-details.ts):
 * "Pollera tableada" and "Pleated skirt" are both `plisado`, which a shopper's "plissée" finds. Details are the
 * lexicon's own, not the taxonomy's, so the default lexicon reads them as well as the live one. A tag that is a
 * collection of kinds names none of its details: a crew-neck sweatshirt under "Sweatshirts & Hoodies" has no hood.
 */
export function detailsOf(cloth: Pick<ClothDoc, 'names' | 'tags' | 'description'>): string[] {
  const tags = cloth.tags.filter((tag) => !COLLECTION.test(tag));
  const texts = [
    ...new Set(
      [...Object.values(cloth.names), ...tags, ...Object.values(cloth.description ?? {})].filter(
        (text): text is string => typeof text === 'string' && text !== '',
      ),
    ),
  ];
  return texts.length > 0 ? readWords(texts).details : [];
}

/** A cloth's descriptions in its languages, one after another (a copy in another language once). */
function descriptionOf(cloth: ClothDoc): Pick<ClothSearchDoc, 'description'> {
  const texts = [...new Set(LANGUAGES.flatMap((language) => cloth.description?.[language]?.trim() || []))];
  return texts.length > 0 ? { description: texts.join('\n') } : {};
}

export interface SearchIndexerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  readModels: ReadStoreSession;
  index: SearchIndex;
  logger: Logger;
  /** Resolves once the catalogue, taxonomy and favourites read models have applied the log up to a position. */
  waitFor(position: Position): Promise<unknown>;
}

/**
 * Keeps the search index in step with the catalogue: it follows the cloth, brand and category events, waits until
 * the read models have applied them, and re-indexes the clothes they touch from those read models. Writes are
 * whole documents, so reading an event twice after a crash changes nothing. A first start indexes from scratch.
 */
export class SearchIndexer {
  private readonly controller = new AbortController();
  private loop?: Promise<void>;

  constructor(private readonly options: SearchIndexerOptions) {}

  async start(): Promise<void> {
    const checkpoints = this.options.readStore.collection<IndexerCheckpoint>(CHECKPOINTS);
    const found = await checkpoints.findOne({ _id: 'search' });
    const saved = found?.version === SEARCH_DOC_VERSION ? found : null;
    if (!saved) await this.options.index.clear();
    this.loop = this.run(saved ? BigInt(saved.checkpoint) : null);
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await this.loop;
  }

  private async run(from: bigint | null): Promise<void> {
    const { eventStore, readStore, logger } = this.options;
    const signal = this.controller.signal;
    const checkpoints = readStore.collection<IndexerCheckpoint>(CHECKPOINTS);
    let position = from;
    while (!signal.aborted) {
      try {
        const events = eventStore.subscribeToAll({ from: position === null ? 'start' : { after: position }, filter: { eventTypes: EVENT_TYPES }, signal });
        for await (const batch of inBatches(events, 500, 20)) {
          const last = batch[batch.length - 1]!.position;
          await this.options.waitFor(last);
          await this.reindex(batch);
          position = last;
          await checkpoints.updateOne({ _id: 'search' }, { $set: { checkpoint: last.toString(), version: SEARCH_DOC_VERSION } }, { upsert: true });
        }
      } catch (error) {
        if (signal.aborted) return;
        logger.error({ err: error }, 'search indexer failed; retrying from its checkpoint');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  private async reindex(batch: readonly RecordedEvent[]): Promise<void> {
    const clothes = this.options.readModels.collection<ClothDoc>('clothes');
    const counts = this.options.readModels.collection<FavouriteCountDoc>('favouriteCounts');
    const ids = new Set<string>();
    const favourited = new Set<string>();
    for (const event of batch) {
      const data = event.data as { clothId?: string; brandId?: string; kind?: string; id?: string; itemId?: string; type?: string };
      if (FAVOURITE_EVENTS.has(event.type)) {
        if (data.type === 'cloth') favourited.add(data.itemId!);
      } else if (data.clothId) ids.add(data.clothId);
      else if (event.type.startsWith('Taxonomy')) {
        // A renamed term changes the names its clothes are found by; an added colour or style may name words clothes kept.
        const field = NAMED_KINDS[data.kind!];
        if (field && (event.type === 'TaxonomyTermRenamed' || data.kind !== 'category'))
          for (const doc of await clothes.find({ [field]: data.id! })) ids.add(doc._id);
      } else if (data.brandId) {
        for (const doc of await clothes.find({ brandId: data.brandId })) ids.add(doc._id);
        if (event.type === 'BrandDeleted') {
          // The read model has already dropped a deleted brand's clothes; its catalogue stream still names them.
          for (const recorded of await this.options.eventStore.readStream(catalogueStream(data.brandId))) {
            const clothId = (recorded.data as { clothId?: string }).clothId;
            if (clothId) ids.add(clothId);
          }
        }
      }
    }
    const terms = this.options.readModels.collection<TaxonomyTermDoc>('taxonomyTerms');
    const countOf = async (id: string) => (await counts.findOne({ _id: id }))?.count ?? 0;
    // One read per kind and one index write for the batch: a write per cloth would commit once per cloth.
    const found = new Map((await clothes.find({ _id: { $in: [...ids] } })).map((doc) => [doc._id, doc]));
    const termKeys = [...new Set([...found.values()].flatMap(searchTermKeys))];
    const named = new Map((await terms.find({ _id: { $in: termKeys } })).map((term) => [term._id, term]));
    const favourites = new Map((await counts.find({ _id: { $in: [...found.keys()] } })).map((count) => [count._id, count.count]));
    const docs = [...found.values()].map((cloth) => searchDocOf(cloth, named, favourites.get(cloth._id) ?? 0));
    if (docs.length > 0) await this.options.index.upsertMany(docs);
    for (const id of ids) if (!found.has(id)) await this.options.index.remove(id);
    for (const id of favourited) {
      if (!ids.has(id)) await this.options.index.setFavourites(id, await countOf(id));
    }
  }
}
