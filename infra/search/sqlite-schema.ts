import type { Database, Statement } from 'better-sqlite3';
import { COLUMNS } from './text';

/**
 * The SQLite side of a search index named `name` (tables `search_<name>_*`, beside the read store's `c_*`):
 * - `docs`: one row per document, its slot (the rowid, also the FTS5 rowid and the in-memory slot), id, the
 *   document as JSON and its favourites, which change often and alone;
 * - `text`: a contentless FTS5 table with one column per text field, holding the terms text.ts makes, and two
 *   fts5vocab views of it: `terms` (each term and how many documents hold it) and `postings` (each document
 *   and column holding a term);
 * - `log`: every change by slot, so that another process on the same file can catch up with what it has in
 *   memory; kind 0 is a favourites change, 1 a document change, 2 a clear. Only the last LOG_KEPT are kept. A
 *   document change names the terms it added and removed (`terms`: `+term` and `-term`, space-separated), so a
 *   reader keeps its vocabulary's counts without reading the whole vocabulary again (a scan of the full index).
 */
export const LOG_KEPT = 10_000;
export const LOG_KIND = { favourites: 0, document: 1, clear: 2 } as const;

export function searchTables(name: string) {
  if (!/^[a-z][a-z0-9_]{0,40}$/.test(name)) throw new Error(`Bad search index name ${JSON.stringify(name)}`);
  const prefix = `search_${name}_`;
  return { docs: `${prefix}docs`, text: `${prefix}text`, terms: `${prefix}terms`, postings: `${prefix}postings`, log: `${prefix}log` };
}
export type SearchTables = ReturnType<typeof searchTables>;

export function schemaSql(t: SearchTables): string {
  return `
CREATE TABLE IF NOT EXISTS ${t.docs} (
  slot INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL, favourites REAL NOT NULL);
CREATE VIRTUAL TABLE IF NOT EXISTS ${t.text} USING fts5(${COLUMNS.join(', ')},
  tokenize = 'unicode61 remove_diacritics 0', content = '', contentless_delete = 1, detail = column);
CREATE VIRTUAL TABLE IF NOT EXISTS ${t.terms} USING fts5vocab(${t.text}, row);
CREATE VIRTUAL TABLE IF NOT EXISTS ${t.postings} USING fts5vocab(${t.text}, instance);
CREATE TABLE IF NOT EXISTS ${t.log} (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, slot INTEGER NOT NULL, kind INTEGER NOT NULL, terms TEXT);`;
}

/** A file made before the log named terms gets the column (its older rows, without, make a reader read the vocabulary). */
export function migrateSchema(db: Database, t: SearchTables): void {
  const columns = db.prepare(`PRAGMA table_info(${t.log})`).all() as Array<{ name: string }>;
  if (!columns.some((column) => column.name === 'terms')) db.exec(`ALTER TABLE ${t.log} ADD COLUMN terms TEXT`);
}

/** A document with no terms: before its first write, after its removal. */
export const NO_TERMS: ReadonlyMap<string, number> = new Map();

/** What a document change did to the vocabulary, for the log: `before` and `after` are its terms (docTerms). */
export function termChanges(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): string {
  const changes: string[] = [];
  for (const term of after.keys()) if (!before.has(term)) changes.push(`+${term}`);
  for (const term of before.keys()) if (!after.has(term)) changes.push(`-${term}`);
  return changes.join(' ');
}

export interface DocRow {
  slot: number;
  id: string;
  doc: string;
  favourites: number;
}

/** The statements of one connection. */
export class SearchStatements {
  readonly allDocs: Statement<[], DocRow>;
  readonly docAt: Statement<[number], DocRow>;
  readonly insertDoc: Statement<[number, string, string, number]>;
  readonly updateDoc: Statement<[string, number, number]>;
  readonly deleteDoc: Statement<[number]>;
  readonly deleteAllDocs: Statement<[]>;
  readonly setFavourites: Statement<[number, number]>;
  readonly insertText: Statement<unknown[]>;
  readonly deleteText: Statement<[number]>;
  readonly deleteAllText: Statement<[]>;
  readonly postings: Statement<[string], [number, string]>;
  readonly terms: Statement<[], [string, number]>;
  readonly logSince: Statement<[number], { seq: number; slot: number; kind: number; terms: string | null }>;
  readonly lastSeq: Statement<[], number | null>;
  readonly append: Statement<[number, number, string | null]>;
  readonly prune: Statement<[number]>;

  constructor(db: Database, t: SearchTables) {
    this.allDocs = db.prepare(`SELECT slot, id, doc, favourites FROM ${t.docs}`);
    this.docAt = db.prepare(`SELECT slot, id, doc, favourites FROM ${t.docs} WHERE slot = ?`);
    this.insertDoc = db.prepare(`INSERT INTO ${t.docs} (slot, id, doc, favourites) VALUES (?, ?, ?, ?)`);
    this.updateDoc = db.prepare(`UPDATE ${t.docs} SET doc = ?, favourites = ? WHERE slot = ?`);
    this.deleteDoc = db.prepare(`DELETE FROM ${t.docs} WHERE slot = ?`);
    this.deleteAllDocs = db.prepare(`DELETE FROM ${t.docs}`);
    this.setFavourites = db.prepare(`UPDATE ${t.docs} SET favourites = ? WHERE slot = ?`);
    this.insertText = db.prepare(`INSERT INTO ${t.text} (rowid, ${COLUMNS.join(', ')}) VALUES (?${', ?'.repeat(COLUMNS.length)})`);
    this.deleteText = db.prepare(`DELETE FROM ${t.text} WHERE rowid = ?`);
    this.deleteAllText = db.prepare(`INSERT INTO ${t.text} (${t.text}) VALUES ('delete-all')`);
    this.postings = db.prepare<[string], [number, string]>(`SELECT doc, col FROM ${t.postings} WHERE term = ?`).raw(true);
    this.terms = db.prepare<[], [string, number]>(`SELECT term, doc FROM ${t.terms}`).raw(true);
    this.logSince = db.prepare(`SELECT seq, slot, kind, terms FROM ${t.log} WHERE seq > ? ORDER BY seq`);
    this.lastSeq = db.prepare<[], number | null>(`SELECT max(seq) FROM ${t.log}`).pluck(true);
    this.append = db.prepare(`INSERT INTO ${t.log} (slot, kind, terms) VALUES (?, ?, ?)`);
    this.prune = db.prepare(`DELETE FROM ${t.log} WHERE seq <= ?`);
  }
}
