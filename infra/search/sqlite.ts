import type { Database } from 'better-sqlite3';
import type { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import { checkDoc, checkQuery } from './checks';
import { SEARCH_SETS } from './memory-catalogue';
import { searchCatalogue } from './memory-search';
import type { ClothCard, ClothSearchDoc, SearchIndex, SearchQuery, SearchResult } from './port';
import { SearchMirror } from './sqlite-mirror';
import { LOG_KEPT, LOG_KIND, migrateSchema, NO_TERMS, schemaSql, searchTables, SearchStatements, type SearchTables } from './sqlite-schema';
import { columnTexts, COLUMNS, docTerms, parseQuery, rankingWords } from './text';

/** Batches larger than this rebuild the sort orders once instead of moving each document in them. */
const BULK = 64;
/** The longest the warm-up holds the event loop at a time. */
const WARM_SLICE_MS = 4;

/**
 * The embedded search index, in the read store's SQLite file. FTS5 holds the terms (vocabulary and postings,
 * read on first use and then cached); the facet sets, sort keys and orders live in memory (sqlite-mirror.ts),
 * built from the file at open and changed by this process's writes inside their transactions, so a search never
 * waits for SQLite beyond one look at the change log. A second process writing the same file is seen through
 * that log at the next search (each slot it touched is re-read); one that wrote more than LOG_KEPT changes since
 * this one last looked costs this one a full reload.
 *
 * Writes go through the read store's write lock, outside its transaction() (an index write cannot join a
 * projection's transaction: run it after, and replay rebuilds both).
 */
export class SqliteSearchIndex implements SearchIndex {
  private readonly mirror: SearchMirror;
  private readonly statements = new WeakMap<Database, SearchStatements>();
  private closed = false;
  private following: NodeJS.Timeout | undefined;

  private constructor(
    private readonly store: SqliteReadStore,
    private readonly tables: SearchTables,
    postingLimit: number | undefined,
  ) {
    this.mirror = new SearchMirror(() => this.statementsOf(this.store.readConnection), postingLimit);
  }

  /** `name` tells indexes in one file apart; `postingLimit` caps the postings kept in memory (entries; unset: 32 a document, 8 million at least). */
  static async open(store: SqliteReadStore, options: { name?: string; postingLimit?: number } = {}): Promise<SqliteSearchIndex> {
    const tables = searchTables(options.name ?? 'clothes');
    await store.exclusive((db) => {
      db.exec(schemaSql(tables));
      migrateSchema(db, tables);
    });
    const index = new SqliteSearchIndex(store, tables, options.postingLimit);
    index.mirror.load(index.statementsOf(store.readConnection));
    return index;
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    this.assertOpen();
    const checked = checkQuery(query);
    const mirror = this.mirror;
    mirror.catchUp(this.statementsOf(this.store.readConnection));
    const parsed = parseQuery(checked.q);
    const { words, lastIsPrefix } = parsed;
    const ranking = rankingWords(checked.rank, parsed);
    if (checked.filters.priceMin !== undefined || checked.filters.priceMax !== undefined) mirror.catalogue.preparePriceBands();
    mirror.catalogue.reserve(SEARCH_SETS + words.length + ranking.length);
    const matches = words.map((word, i) => mirror.words.get(word, lastIsPrefix && i === words.length - 1, mirror.version));
    const ranked = ranking.map((word) => mirror.words.get(word, false, mirror.version));
    return searchCatalogue(mirror.catalogue, matches, checked, ranked);
  }

  async cards(ids: readonly string[]): Promise<Map<string, ClothCard>> {
    this.assertOpen();
    const statements = this.statementsOf(this.store.readConnection);
    this.mirror.catchUp(statements);
    const found = new Map<string, ClothCard>();
    for (const id of ids) {
      const slot = this.mirror.catalogue.ids.slotOf(id);
      const card = slot === undefined ? undefined : this.mirror.cardAt(slot, statements);
      if (card) found.set(id, card);
    }
    return found;
  }

  /** The change log's last sequence number: every write, favourites included, moves it. */
  async stamp(): Promise<string> {
    this.assertOpen();
    this.mirror.catchUp(this.statementsOf(this.store.readConnection));
    return String(this.mirror.seenSeq);
  }

  upsert(doc: ClothSearchDoc): Promise<void> {
    return this.upsertMany([doc]);
  }

  async upsertMany(docs: readonly ClothSearchDoc[]): Promise<void> {
    docs.forEach(checkDoc);
    if (docs.length === 0) return;
    const bulk = docs.length > BULK;
    await this.write((s) => {
      for (const doc of docs) {
        const catalogue = this.mirror.catalogue;
        let slot = catalogue.ids.slotOf(doc.id);
        let before: ReadonlyMap<string, number> = NO_TERMS;
        const json = JSON.stringify(doc);
        if (slot === undefined) {
          slot = catalogue.allocate();
          s.insertDoc.run(slot, doc.id, json, doc.favourites);
        } else {
          before = docTerms(JSON.parse(s.docAt.get(slot)!.doc) as ClothSearchDoc);
          s.updateDoc.run(json, doc.favourites, slot);
          s.deleteText.run(slot);
        }
        const texts = columnTexts(doc);
        s.insertText.run(slot, ...COLUMNS.map((column) => texts[column]));
        const after = docTerms(doc);
        this.log(s, slot, LOG_KIND.document, this.mirror.wrote(slot, before, doc, after, bulk));
      }
    });
  }

  async remove(id: string): Promise<void> {
    await this.write((s) => {
      const slot = this.mirror.catalogue.ids.slotOf(id);
      if (slot === undefined) return;
      const before = docTerms(JSON.parse(s.docAt.get(slot)!.doc) as ClothSearchDoc);
      s.deleteDoc.run(slot);
      s.deleteText.run(slot);
      this.log(s, slot, LOG_KIND.document, this.mirror.wrote(slot, before, undefined, NO_TERMS, false));
    });
  }

  async setFavourites(id: string, favourites: number): Promise<void> {
    if (!Number.isFinite(favourites)) throw new TypeError('favourites must be a finite number');
    await this.write((s) => {
      const slot = this.mirror.catalogue.ids.slotOf(id);
      if (slot === undefined) return;
      s.setFavourites.run(favourites, slot);
      this.log(s, slot, LOG_KIND.favourites);
      this.mirror.catalogue.setFavourites(slot, favourites);
    });
  }

  async clear(): Promise<void> {
    await this.write((s) => {
      s.deleteAllDocs.run();
      s.deleteAllText.run();
      this.log(s, -1, LOG_KIND.clear);
      this.mirror.cleared();
    });
  }

  /**
   * Reads another writer's changes every `everyMs` (see the port). A reader that fell more than RELOAD_ABOVE changes
   * behind loads every document again, so the period must stay well below that many changes at the writer's pace.
   */
  follow(everyMs: number): void {
    clearInterval(this.following);
    this.following = setInterval(() => {
      if (this.closed) return;
      try {
        this.mirror.catchUp(this.statementsOf(this.store.readConnection));
      } catch {
        // The file could not be read now (the store closing, say): the next look reads it all again (catchUp).
      }
    }, everyMs);
    this.following.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.following);
    this.mirror.cleared();
  }

  /**
   * Builds the sort orders and price bands a load leaves for first use, then reads the postings of the most common
   * terms into memory, in the background, a few milliseconds at a time (each order one step), so the first searches
   * after a start find them there (a posting's first use costs a query: a cold search takes about a millisecond, a
   * warm one a tenth of that). Stops short of the posting cache's limit, or when closed or aborted; resolves with
   * the postings read.
   */
  async warmUp(signal?: AbortSignal): Promise<number> {
    this.assertOpen();
    if (signal?.aborted) return 0;
    this.mirror.catchUp(this.statementsOf(this.store.readConnection));
    for (const build of this.mirror.catalogue.deferredBuilds()) {
      build();
      await new Promise((resolve) => setImmediate(resolve));
      if (this.closed || signal?.aborted) return 0;
      // Another process may have written meanwhile: what is read next must be patched like the rest.
      this.mirror.catchUp(this.statementsOf(this.store.readConnection));
    }
    const terms = this.statementsOf(this.store.readConnection)
      .terms.all()
      .sort((a, b) => b[1] - a[1]);
    let read = 0;
    let slice = performance.now();
    for (const [term, documents] of terms) {
      if (this.closed || signal?.aborted || !this.mirror.postings.hasRoomFor(documents)) break;
      read += this.mirror.postings.get(term).length;
      if (performance.now() - slice > WARM_SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        if (this.closed) break;
        // Another process may have written meanwhile: what is read next must be patched like the rest.
        this.mirror.catchUp(this.statementsOf(this.store.readConnection));
        slice = performance.now();
      }
    }
    return read;
  }

  /**
   * Lets go of what only searches use, the cached postings and word matches (~80 MB at a million clothes), when
   * other threads answer them (replicas.ts); a search here reads them again as needed.
   */
  dropSearchCaches(): void {
    this.mirror.postings.clear();
    this.mirror.words.clear();
  }

  /** For the benchmark and operators: what memory holds. */
  stats(): { documents: number; terms: number; cachedPostings: number; wordMatchBytes: number } {
    return {
      documents: this.mirror.catalogue.ids.size,
      terms: this.mirror.vocabulary.size,
      cachedPostings: this.mirror.postings.size,
      wordMatchBytes: this.mirror.words.kept().bytes + this.mirror.words.spareBytes(),
    };
  }

  /** Runs `change` under the write lock after catching up; memory that may have gone wrong is reloaded. */
  private async write(change: (statements: SearchStatements) => void): Promise<void> {
    this.assertOpen();
    try {
      await this.store.exclusive((db) => {
        const statements = this.statementsOf(db);
        this.mirror.catchUp(statements);
        change(statements);
      });
    } catch (error) {
      this.mirror.stale = true;
      throw error;
    }
  }

  private log(s: SearchStatements, slot: number, kind: number, terms: string | null = null): void {
    const seq = Number(s.append.run(slot, kind, terms).lastInsertRowid);
    if (seq % 1_000 === 0) s.prune.run(seq - LOG_KEPT);
    this.mirror.seenSeq = seq;
  }

  private statementsOf(db: Database): SearchStatements {
    let statements = this.statements.get(db);
    if (!statements) {
      statements = new SearchStatements(db, this.tables);
      this.statements.set(db, statements);
    }
    return statements;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The search index is closed');
  }
}
