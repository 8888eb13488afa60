import { slotEntry } from './checks';
import { MemoryCatalogue } from './memory-catalogue';
import { PostingCache, postingFrom } from './postings';
import { cardOf, type ClothCard, type ClothSearchDoc } from './port';
import { LOG_KIND, NO_TERMS, termChanges, type DocRow, type SearchStatements } from './sqlite-schema';
import { COLUMN_BIT, docTerms, type Column } from './text';
import { Vocabulary } from './vocabulary';
import { WordMatches } from './word-matches';

/** Past this many changes by another process, reading everything again is quicker than applying each. */
const RELOAD_ABOVE = 2_000;
/**
 * Posting entries kept in memory (5 bytes each): room for every posting of the catalogue (a cloth has some 20 to
 * 30 terms), at least 8 million, so a large catalogue does not read its common terms from SQLite again and again.
 */
const POSTINGS_PER_DOCUMENT = 32;
const MIN_POSTINGS = 8_000_000;
/**
 * Cards kept in memory, the most recently shown (some 600 bytes of heap each): the clothes of the pages being read.
 * Whole answers are kept apart (api/search/answers.ts), so cards serve only answers made afresh. Under the search
 * bench at 100,000 clothes, 50,000 cards held 16 MB of the api's heap for no less CPU per search than 5,000.
 */
export const CARDS_KEPT = 5_000;

/**
 * What one process keeps in memory of a SQLite search index, and how it stays equal to the file. This process's
 * own writes change it as they are made (inside their transaction). Writes by another process on the same file
 * are found in the change log: `catchUp` re-reads the slots they touched, before every search and every write.
 * A gap in the log (this process fell more than LOG_KEPT changes behind), a clear or very many changes mean a
 * full reload.
 */
export class SearchMirror {
  readonly catalogue = new MemoryCatalogue();
  readonly vocabulary = new Vocabulary();
  readonly postings: PostingCache;
  readonly words: WordMatches;
  /** Moves whenever documents or terms change, which drops cached word matches. */
  version = 0;
  seenSeq = 0;
  stale = true;
  /** Result cards by slot, read from the file on first use; a slot's card goes whenever the slot is written. */
  private readonly cards = new Map<number, ClothCard>();

  constructor(reader: () => SearchStatements, postingLimit?: number) {
    this.postings = new PostingCache(
      (term) => {
        const rows = reader().postings.all(term);
        return postingFrom(rows.map(([slot, column]) => [slot, COLUMN_BIT[column as Column] ?? 0] as const));
      },
      postingLimit ?? (() => Math.max(MIN_POSTINGS, this.catalogue.ids.size * POSTINGS_PER_DOCUMENT)),
    );
    this.words = new WordMatches(this.catalogue, this.vocabulary, this.postings);
  }

  /**
   * Brings memory up to the file; `statements` are the connection's that reads it. A read that fails may leave
   * memory half changed: the next catch-up then loads everything again.
   */
  catchUp(statements: SearchStatements): void {
    if (this.stale) return this.load(statements);
    try {
      this.applyLog(statements);
    } catch (error) {
      this.stale = true;
      throw error;
    }
  }

  private applyLog(statements: SearchStatements): void {
    const changes = statements.logSince.all(this.seenSeq);
    if (changes.length === 0) return;
    const reload = changes.length > RELOAD_ABOVE || changes[0]!.seq !== this.seenSeq + 1;
    if (reload || changes.some((change) => change.kind === LOG_KIND.clear)) {
      return this.load(statements);
    }
    let text = false;
    // Each document change tells what it did to the vocabulary, in order; one written before changes were told makes it read again.
    let vocabularyKnown = true;
    const kinds = new Map<number, number>();
    for (const { slot, kind, terms } of changes) {
      kinds.set(slot, Math.max(kind, kinds.get(slot) ?? 0));
      if (kind !== LOG_KIND.document) continue;
      if (terms === null) vocabularyKnown = false;
      else if (vocabularyKnown) this.count(terms);
    }
    for (const [slot, kind] of kinds) {
      const row = statements.docAt.get(slot);
      if (kind === LOG_KIND.favourites && row && this.catalogue.ids.idAt(slot) === row.id) {
        this.catalogue.setFavourites(slot, row.favourites);
        continue;
      }
      text = true;
      this.cards.delete(slot);
      this.catalogue.delete(slot);
      this.postings.forget(slot);
      if (row) {
        const doc = JSON.parse(row.doc) as ClothSearchDoc;
        this.catalogue.put(slot, slotEntry(doc, row.favourites));
        this.postings.change(slot, NO_TERMS, docTerms(doc));
      }
    }
    if (text) {
      if (!vocabularyKnown) this.vocabulary.reset(statements.terms.all());
      this.version++;
    }
    this.seenSeq = changes.at(-1)!.seq;
  }

  load(statements: SearchStatements): void {
    this.seenSeq = statements.lastSeq.get() ?? 0;
    this.catalogue.reset();
    this.postings.clear();
    this.cards.clear();
    for (const row of statements.allDocs.iterate() as IterableIterator<DocRow>) {
      this.catalogue.put(row.slot, slotEntry(JSON.parse(row.doc) as ClothSearchDoc, row.favourites), true);
    }
    this.catalogue.findHoles();
    this.vocabulary.reset(statements.terms.all());
    this.version++;
    this.stale = false;
  }

  /**
   * This process wrote a document (or removed it: `doc` undefined) at `slot`, whose terms were `before` and are
   * `after`. Answers their difference as the change log holds it (termChanges).
   */
  wrote(slot: number, before: ReadonlyMap<string, number>, doc: ClothSearchDoc | undefined, after: ReadonlyMap<string, number>, bulk: boolean): string {
    const changes = termChanges(before, after);
    this.cards.delete(slot);
    if (doc) this.catalogue.put(slot, slotEntry(doc), bulk);
    else this.catalogue.delete(slot);
    this.postings.change(slot, before, after);
    this.count(changes);
    this.version++;
    return changes;
  }

  /** Moves the vocabulary's document counts by a document's logged term changes (`+term -term`, termChanges). */
  private count(changes: string): void {
    for (const change of changes ? changes.split(' ') : []) this.vocabulary.add(change.slice(1), change[0] === '+' ? 1 : -1);
  }

  /** The card of the document at `slot`, from memory or else the file (`statements`, caught up). */
  cardAt(slot: number, statements: SearchStatements): ClothCard | undefined {
    const kept = this.cards.get(slot);
    if (kept) {
      this.cards.delete(slot);
      this.cards.set(slot, kept);
      return kept;
    }
    const row = statements.docAt.get(slot);
    if (!row) return undefined;
    const card = cardOf(JSON.parse(row.doc) as ClothSearchDoc);
    if (this.cards.size >= CARDS_KEPT) this.cards.delete(this.cards.keys().next().value!);
    this.cards.set(slot, card);
    return card;
  }

  cleared(): void {
    this.cards.clear();
    this.catalogue.reset();
    this.postings.clear();
    this.vocabulary.reset();
    this.version++;
  }
}
