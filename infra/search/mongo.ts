import type { AnyBulkWriteOperation, ClientSession, Collection, Db, MongoClient } from 'mongodb';
import { checkDoc, checkQuery } from './checks';
import { resultOf, searchPipeline, toStored, type FacetAnswer, type StoredCloth } from './mongo-pipeline';
import type { ClothCard, ClothSearchDoc, SearchIndex, SearchQuery, SearchResult } from './port';
import { parseQuery, rankingWords } from './text';
import { Vocabulary } from './vocabulary';

interface TermCount {
  _id: string;
  n: number;
}

interface Meta {
  _id: string;
  version: number;
}

/**
 * The scaled search index: one MongoDB collection of documents (search_<name>) with a text index over their
 * terms and indexes for the filters and sorts, the vocabulary with document counts (search_<name>_terms) and a
 * version that moves whenever the vocabulary does (search_<name>_meta). Each process keeps the vocabulary in
 * memory for typo and prefix expansion and reloads it when the version moved; a write changes the documents, the
 * counts and the version in one transaction (a replica set, as the read store needs).
 */
export class MongoSearchIndex implements SearchIndex {
  private readonly vocabulary = new Vocabulary();
  private vocabularyVersion = -1;

  private constructor(
    private readonly client: MongoClient,
    private readonly clothes: Collection<StoredCloth>,
    private readonly terms: Collection<TermCount>,
    private readonly meta: Collection<Meta>,
    private readonly ownClient: boolean,
  ) {}

  /**
   * `dbName` defaults to the client's (the database in its URL); `name` tells indexes in one database apart;
   * with `ownClient` closing the index closes the client.
   */
  static async open(client: MongoClient, options: { dbName?: string; name?: string; ownClient?: boolean } = {}): Promise<MongoSearchIndex> {
    const name = options.name ?? 'clothes';
    if (!/^[a-z][a-z0-9_]{0,40}$/.test(name)) throw new Error(`Bad search index name ${JSON.stringify(name)}`);
    const db: Db = client.db(options.dbName);
    const clothes = db.collection<StoredCloth>(`search_${name}`);
    await clothes.createIndexes([
      { key: { terms: 'text' }, name: 'text', default_language: 'none', language_override: 'no_language_field' },
      { key: { visible: 1, created: -1, _id: 1 }, name: 'newest' },
      { key: { visible: 1, price: 1 }, name: 'price' },
      { key: { visible: 1, favourites: -1 }, name: 'favourites' },
      { key: { type: 1 }, name: 'type' },
      { key: { categories: 1 }, name: 'categories' },
      { key: { events: 1 }, name: 'events' },
    ]);
    const terms = db.collection<TermCount>(`search_${name}_terms`);
    return new MongoSearchIndex(client, clothes, terms, db.collection<Meta>(`search_${name}_meta`), options.ownClient === true);
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    const checked = checkQuery(query);
    const parsed = parseQuery(checked.q);
    const { words, lastIsPrefix } = parsed;
    const ranking = rankingWords(checked.rank, parsed);
    if (words.length + ranking.length > 0) await this.refreshVocabulary();
    const expansions = words.map((word, i) => this.vocabulary.expand(word, lastIsPrefix && i === words.length - 1));
    if (expansions.length > 0 && expansions[0]!.length === 0) return resultOf(undefined);
    const { first, facet } = searchPipeline(
      checked,
      expansions,
      ranking.map((word) => this.vocabulary.expand(word, false)),
    );
    const [answer] = await this.clothes.aggregate<FacetAnswer>([{ $match: first }, facet]).toArray();
    return resultOf(answer);
  }

  async cards(ids: readonly string[]): Promise<Map<string, ClothCard>> {
    if (ids.length === 0) return new Map();
    const found = await this.clothes.find({ _id: { $in: [...ids] } }, { projection: { card: 1 } }).toArray();
    return new Map(found.map((doc) => [doc._id, doc.card]));
  }

  /** Favourites are written without moving the vocabulary's version, so nothing here says when answers change. */
  async stamp(): Promise<null> {
    return null;
  }

  upsert(doc: ClothSearchDoc): Promise<void> {
    return this.upsertMany([doc]);
  }

  async upsertMany(docs: readonly ClothSearchDoc[]): Promise<void> {
    docs.forEach(checkDoc);
    if (docs.length === 0) return;
    const latest = new Map(docs.map((doc) => [doc.id, toStored(doc)]));
    await this.transaction(async (session) => {
      const ids = [...latest.keys()];
      const before = await this.clothes.find({ _id: { $in: ids } }, { session, projection: { terms: 1 } }).toArray();
      await this.clothes.bulkWrite(
        [...latest.values()].map((stored) => ({ replaceOne: { filter: { _id: stored._id }, replacement: stored, upsert: true } })),
        { session, ordered: false },
      );
      await this.count(
        session,
        before.map((doc) => doc.terms),
        [...latest.values()].map((doc) => doc.terms),
      );
    });
  }

  async remove(id: string): Promise<void> {
    await this.transaction(async (session) => {
      const removed = await this.clothes.findOneAndDelete({ _id: id }, { session, projection: { terms: 1 } });
      if (removed) await this.count(session, [removed.terms], []);
    });
  }

  async setFavourites(id: string, favourites: number): Promise<void> {
    if (!Number.isFinite(favourites)) throw new TypeError('favourites must be a finite number');
    await this.clothes.updateOne({ _id: id }, { $set: { favourites } });
  }

  async clear(): Promise<void> {
    await this.transaction(async (session) => {
      await this.clothes.deleteMany({}, { session });
      await this.terms.deleteMany({}, { session });
      await this.bump(session);
    });
  }

  async close(): Promise<void> {
    this.vocabulary.reset();
    this.vocabularyVersion = -1;
    if (this.ownClient) await this.client.close();
  }

  /** Moves the vocabulary's document counts from the old documents' terms to the new ones'. */
  private async count(session: ClientSession, before: string[][], after: string[][]): Promise<void> {
    const delta = new Map<string, number>();
    for (const list of before) for (const term of list) delta.set(term, (delta.get(term) ?? 0) - 1);
    for (const list of after) for (const term of list) delta.set(term, (delta.get(term) ?? 0) + 1);
    const changes: AnyBulkWriteOperation<TermCount>[] = [];
    for (const [term, n] of delta) {
      if (n !== 0) changes.push({ updateOne: { filter: { _id: term }, update: { $inc: { n } }, upsert: true } });
    }
    if (changes.length === 0) return;
    await this.terms.bulkWrite(changes, { session, ordered: false });
    await this.terms.deleteMany({ n: { $lte: 0 } }, { session });
    await this.bump(session);
  }

  private async bump(session: ClientSession): Promise<void> {
    await this.meta.updateOne({ _id: 'vocabulary' }, { $inc: { version: 1 } }, { session, upsert: true });
  }

  private async refreshVocabulary(): Promise<void> {
    const version = (await this.meta.findOne({ _id: 'vocabulary' }))?.version ?? 0;
    if (version === this.vocabularyVersion) return;
    const counts = await this.terms.find({}).toArray();
    this.vocabulary.reset(counts.map((count) => [count._id, count.n] as [string, number]));
    this.vocabularyVersion = version;
  }

  private async transaction(work: (session: ClientSession) => Promise<void>): Promise<void> {
    const session = this.client.startSession();
    try {
      await session.withTransaction(() => work(session));
    } finally {
      await session.endSession();
    }
  }
}
