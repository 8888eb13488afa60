import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import MiniSearch from 'minisearch';
import { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import type { ClothSearchDoc, SearchQuery } from '@vitrina/infra/search/port';
import { SqliteSearchIndex } from '@vitrina/infra/search/sqlite';
import type { Figures } from './figures';
import { load, makeDoc, makeQuery, resetRandom } from './search-engine';
import { SEARCH_CLIENTS, SEARCH_DOCS, sized } from './size';

/**
 * `npm run bench` (search peers): the same generated clothes and the same queries through Vitrina's engine and
 * through the engines a Node team would pick instead, Orama and MiniSearch, each alone in a child process so its
 * RSS and heap are its own. Text with typos and prefixes, the same filters, the page asked for; Orama also counts
 * its facets (over its matches with every filter applied, where Vitrina counts each facet with the other filters:
 * Orama's is the cheaper count). MiniSearch has no facets and no listing without a word (its wildcard scores
 * every document), so its rows do what it can and say so.
 */
const DOCS = SEARCH_DOCS;
const CLIENTS = SEARCH_CLIENTS;
const REQUESTS = sized('BENCH_PEER_REQUESTS', 5_000, 100);
const ENGINES = ['vitrina', 'orama', 'minisearch'] as const;
type Engine = (typeof ENGINES)[number];

interface EngineFigures {
  indexedPerSecond: number;
  rssMb: number;
  one: Figures;
  many: Figures;
  facets: string;
}

type Run = (query: SearchQuery) => unknown;

const FACET_FIELDS = ['typeId', 'categoryIds', 'eventIds', 'weather', 'seasons', 'gender'] as const;

/** Vitrina's embedded engine, as the api opens it: its SQLite file beside the read models, its sets in memory. */
async function vitrina(docs: ClothSearchDoc[]): Promise<{ run: Run; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-peers-'));
  const store = new SqliteReadStore(path.join(dir, 'read.sqlite'));
  const index = await SqliteSearchIndex.open(store);
  for (let from = 0; from < docs.length; from += 1_000) await index.upsertMany(docs.slice(from, from + 1_000));
  return {
    run: (query) => index.search(query),
    close: async () => {
      await index.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const SCHEMA = {
  es: 'string',
  en: 'string',
  it: 'string',
  fr: 'string',
  brandName: 'string',
  words: 'string',
  typeId: 'enum',
  categoryIds: 'enum[]',
  eventIds: 'enum[]',
  weather: 'enum[]',
  seasons: 'enum[]',
  gender: 'enum',
  price: 'number',
  createdAt: 'number',
  favourites: 'number',
  visible: 'boolean',
} as const;

/** The words of a cloth besides its names: categories in every language, tags, colours. */
const wordsOf = (doc: ClothSearchDoc) => [...Object.values(doc.categoryNames).flat(), ...doc.tags, ...doc.colors].join(' ');

const flat = (doc: ClothSearchDoc) => ({
  id: doc.id,
  es: doc.names.es ?? '',
  en: doc.names.en ?? '',
  it: doc.names.it ?? '',
  fr: doc.names.fr ?? '',
  brandName: doc.brandName,
  words: wordsOf(doc),
  typeId: doc.typeId,
  categoryIds: doc.categoryIds,
  eventIds: doc.eventIds,
  weather: doc.weather,
  seasons: doc.seasons,
  gender: doc.gender,
  price: doc.price,
  createdAt: Date.parse(doc.createdAt),
  favourites: doc.favourites,
  visible: doc.visible,
});

const SORT_FIELD = { price_asc: ['price', 'ASC'], price_desc: ['price', 'DESC'], newest: ['createdAt', 'DESC'], favourites: ['favourites', 'DESC'] } as const;

function orama(docs: ClothSearchDoc[]): { run: Run; close: () => Promise<void> } {
  // No stemmer: Vitrina's engine matches words as written (typos and prefixes), in four languages at once.
  const db = create({ schema: SCHEMA });
  void insertMultiple(db, docs.map(flat), 1_000);
  const facets = Object.fromEntries(FACET_FIELDS.map((field) => [field, { limit: 100 }]));
  return {
    run: (query) => {
      const f = query.filters;
      const where: Record<string, unknown> = { visible: true };
      if (f.type) where.typeId = { in: f.type };
      if (f.gender) where.gender = { in: f.gender };
      for (const [facet, field] of [
        ['categories', 'categoryIds'],
        ['events', 'eventIds'],
        ['weather', 'weather'],
        ['season', 'seasons'],
      ] as const) {
        if (f[facet]) where[field] = { containsAny: f[facet] };
      }
      if (f.priceMin !== undefined || f.priceMax !== undefined) where.price = { between: [f.priceMin ?? 0, f.priceMax ?? Number.MAX_SAFE_INTEGER] };
      const sort = query.sort === 'relevance' ? (query.q ? undefined : SORT_FIELD.newest) : SORT_FIELD[query.sort];
      return oramaSearch(db, {
        term: query.q ?? '',
        properties: ['es', 'en', 'it', 'fr', 'brandName', 'words'],
        tolerance: 1,
        where: where as never,
        facets: facets as never,
        ...(sort ? { sortBy: { property: sort[0], order: sort[1] } } : {}),
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      } as never);
    },
    close: async () => {},
  };
}

function minisearch(docs: ClothSearchDoc[]): { run: Run; close: () => Promise<void> } {
  const fields = ['es', 'en', 'it', 'fr', 'brandName', 'words'];
  const index = new MiniSearch({
    fields,
    storeFields: ['typeId', 'categoryIds', 'eventIds', 'weather', 'seasons', 'gender', 'price', 'createdAt', 'favourites', 'visible'],
  });
  index.addAll(docs.map(flat));
  const anyOf = (wanted: string[] | undefined, have: string | string[]) =>
    !wanted || (Array.isArray(have) ? have.some((value) => wanted.includes(value)) : wanted.includes(have));
  return {
    run: (query) => {
      const f = query.filters;
      const results = index.search(query.q ? query.q : MiniSearch.wildcard, {
        fuzzy: 0.2,
        prefix: true,
        combineWith: 'AND',
        filter: (result) =>
          result.visible === true &&
          anyOf(f.type, result.typeId as string) &&
          anyOf(f.gender, result.gender as string) &&
          anyOf(f.categories, result.categoryIds as string[]) &&
          anyOf(f.events, result.eventIds as string[]) &&
          anyOf(f.weather, result.weather as string[]) &&
          anyOf(f.season, result.seasons as string[]) &&
          (f.priceMin === undefined || (result.price as number) >= f.priceMin) &&
          (f.priceMax === undefined || (result.price as number) <= f.priceMax),
      });
      const sort = query.sort === 'relevance' ? (query.q ? undefined : SORT_FIELD.newest) : SORT_FIELD[query.sort];
      if (sort) {
        const [field, order] = sort;
        results.sort((a, b) => (order === 'ASC' ? 1 : -1) * ((a[field] as number) - (b[field] as number)));
      }
      const start = (query.page - 1) * query.pageSize;
      return { count: results.length, hits: results.slice(start, start + query.pageSize) };
    },
    close: async () => {},
  };
}

/** The longest a row's load runs: a slow engine answers fewer queries rather than holding the bench for an hour. */
const ROW_SECONDS = sized('BENCH_PEER_SECONDS', 60, 1);

/** The child: one engine, indexed and loaded; its figures as one JSON line. */
async function child(engine: Engine): Promise<void> {
  resetRandom();
  const docs = Array.from({ length: DOCS }, (_, i) => makeDoc(i));
  const queries = Array.from({ length: 2_000 }, makeQuery);
  const started = performance.now();
  const opened = engine === 'vitrina' ? await vitrina(docs) : engine === 'orama' ? orama(docs) : minisearch(docs);
  const indexedPerSecond = Math.round(DOCS / ((performance.now() - started) / 1000));
  await load(opened.run, queries.slice(0, 200), 1, 200, ROW_SECONDS);
  const one = await load(opened.run, queries, 1, Math.min(REQUESTS, queries.length), ROW_SECONDS);
  const many = await load(opened.run, queries, CLIENTS, REQUESTS, ROW_SECONDS);
  global.gc?.();
  const memory = process.memoryUsage();
  const result: EngineFigures = {
    indexedPerSecond,
    rssMb: Math.round(memory.rss / 2 ** 20),
    one,
    many,
    facets: engine === 'vitrina' ? 'each with the others' : engine === 'orama' ? 'over all filters' : 'none',
  };
  await opened.close();
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

function runChild(engine: Engine): Promise<EngineFigures> {
  return new Promise((resolve, reject) => {
    const process_ = spawn(process.execPath, [...process.execArgv, '--expose-gc', fileURLToPath(import.meta.url), '--engine', engine], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    process_.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    process_.once('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('RESULT '));
      if (code === 0 && line) resolve(JSON.parse(line.slice(7)) as EngineFigures);
      else reject(new Error(`the ${engine} bench exited with ${code}`));
    });
  });
}

export async function searchPeersBench(): Promise<void> {
  const rows: Record<string, Record<string, number | string>> = {};
  for (const engine of ENGINES) {
    process.stderr.write(`search peers: ${engine}, ${DOCS.toLocaleString('en')} clothes…\n`);
    const found = await runChild(engine);
    rows[engine] = {
      'indexed/s': found.indexedPerSecond,
      'p50 (1)': found.one.p50,
      'p95 (1)': found.one.p95,
      [`p50 (${CLIENTS})`]: found.many.p50,
      [`p95 (${CLIENTS})`]: found.many.p95,
      'queries/s': found.many.perSecond,
      'cpu ms/query (1)': found.one.cpuMs,
      [`cpu ms/query (${CLIENTS})`]: found.many.cpuMs,
      'rss MB': found.rssMb,
      facets: found.facets,
    };
  }
  console.log(
    `\nSearch engines side by side (${DOCS.toLocaleString('en')} clothes, the same queries: text with typos and prefixes, filters, pages; ms; 1 client, then ${CLIENTS})`,
  );
  console.table(rows);
  const [ours, ...peers] = ENGINES.map((engine) => rows[engine]!);
  for (const [at, peer] of peers.entries()) {
    console.log(
      `vitrina / ${ENGINES[at + 1]}: queries/s ×${((ours!['queries/s'] as number) / (peer['queries/s'] as number)).toFixed(1)}, p95 at ${CLIENTS} clients ×${((peer[`p95 (${CLIENTS})`] as number) / (ours![`p95 (${CLIENTS})`] as number)).toFixed(1)} lower, rss ${ours!['rss MB']} against ${peer['rss MB']} MB`,
    );
  }
}

const engineArg = process.argv.indexOf('--engine');
if (engineArg >= 0) void child(process.argv[engineArg + 1] as Engine);
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void searchPeersBench();
