import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '@vitrina/domain/core/languages';
import { ConfigSchema } from '@vitrina/infra/config/config';
import { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import type { ClothSearchDoc, SearchIndex, SearchQuery, SearchSort } from '@vitrina/infra/search/port';
import { ReplicatedSearchIndex, searchThreads } from '@vitrina/infra/search/replicas';
import { SqliteSearchIndex } from '@vitrina/infra/search/sqlite';
import { figures, type Figures } from './figures';
import { SEARCH_CLIENTS, SEARCH_DOCS, sized } from './size';

/**
 * `npx tsx bench/search-engine.ts`: the search engine alone, without HTTP. BENCH_SEARCH_DOCS generated clothes
 * (default 100,000; names in four languages from word lists with model names, 20 categories, 10 events,
 * 4 seasons, 4 weather values, 3 genders, 5 types, prices 1,000–500,000 ARS), then a mix of text and filter queries: once cold (after a
 * reopen, postings not yet read), once by one client, and by BENCH_SEARCH_CLIENTS clients (default 50) at once.
 * The clients share this one thread as an HTTP server's connections would: each query waits its turn in the
 * event loop, and its latency counts the wait. The baseline runs the same clients on a function returning a
 * fixed answer, to show what the harness itself costs. With TEST_MONGO_URL the MongoDB adapter is measured
 * too. makeDoc and makeQuery are exported for benchmarks over HTTP.
 */
const DOCS = SEARCH_DOCS;
const CLIENTS = SEARCH_CLIENTS;
const REQUESTS = sized('BENCH_SEARCH_REQUESTS', 20_000, 200);
/** Replica threads for the warm rows, read as SEARCH_THREADS is (auto: one per core from REPLICAS_FROM clothes). */
const THREADS = ConfigSchema.shape.SEARCH_THREADS.parse(process.env.BENCH_SEARCH_THREADS);
const SEED = 42;

let state = SEED;
/** Starts the generator over, so every run (and the HTTP bench's child and parent) makes the same clothes and queries. */
export function resetRandom(): void {
  state = SEED;
}
/** The bench's seeded generator's next number in [0, 1). */
export function random(): number {
  state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
  return state / 2 ** 32;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const some = <T>(items: readonly T[], max: number): T[] => [...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(items)))];

export const WORDS: Record<Language, { nouns: string[]; adjectives: string[]; materials: string[] }> = {
  es: {
    nouns: [
      'vestido',
      'falda',
      'camisa',
      'blusa',
      'pantalón',
      'chaqueta',
      'abrigo',
      'jersey',
      'camiseta',
      'short',
      'mono',
      'chaleco',
      'bufanda',
      'sombrero',
      'zapatilla',
      'bota',
      'sandalia',
      'cartera',
      'cinturón',
      'bikini',
    ],
    adjectives: [
      'largo',
      'corto',
      'elegante',
      'casual',
      'clásico',
      'moderno',
      'ajustado',
      'holgado',
      'estampado',
      'liso',
      'rayado',
      'floreado',
      'bordado',
      'plisado',
      'cruzado',
      'deportivo',
      'romántico',
      'urbano',
      'vintage',
      'oversize',
    ],
    materials: ['algodón', 'lino', 'seda', 'lana', 'cuero', 'denim', 'gasa', 'satén', 'terciopelo', 'punto'],
  },
  en: {
    nouns: [
      'dress',
      'skirt',
      'shirt',
      'blouse',
      'trousers',
      'jacket',
      'coat',
      'sweater',
      't-shirt',
      'shorts',
      'jumpsuit',
      'vest',
      'scarf',
      'hat',
      'sneaker',
      'boot',
      'sandal',
      'bag',
      'belt',
      'bikini',
    ],
    adjectives: [
      'long',
      'short',
      'elegant',
      'casual',
      'classic',
      'modern',
      'fitted',
      'loose',
      'printed',
      'plain',
      'striped',
      'floral',
      'embroidered',
      'pleated',
      'wrap',
      'sporty',
      'romantic',
      'urban',
      'vintage',
      'oversized',
    ],
    materials: ['cotton', 'linen', 'silk', 'wool', 'leather', 'denim', 'chiffon', 'satin', 'velvet', 'knit'],
  },
  it: {
    nouns: [
      'abito',
      'gonna',
      'camicia',
      'blusa',
      'pantaloni',
      'giacca',
      'cappotto',
      'maglione',
      'maglietta',
      'pantaloncini',
      'tuta',
      'gilet',
      'sciarpa',
      'cappello',
      'sneaker',
      'stivale',
      'sandalo',
      'borsa',
      'cintura',
      'bikini',
    ],
    adjectives: [
      'lungo',
      'corto',
      'elegante',
      'casual',
      'classico',
      'moderno',
      'aderente',
      'ampio',
      'stampato',
      'liscio',
      'rigato',
      'fiorato',
      'ricamato',
      'plissettato',
      'incrociato',
      'sportivo',
      'romantico',
      'urbano',
      'vintage',
      'oversize',
    ],
    materials: ['cotone', 'lino', 'seta', 'lana', 'pelle', 'denim', 'chiffon', 'raso', 'velluto', 'maglia'],
  },
  fr: {
    nouns: [
      'robe',
      'jupe',
      'chemise',
      'blouse',
      'pantalon',
      'veste',
      'manteau',
      'pull',
      'tee-shirt',
      'short',
      'combinaison',
      'gilet',
      'écharpe',
      'chapeau',
      'basket',
      'botte',
      'sandale',
      'sac',
      'ceinture',
      'bikini',
    ],
    adjectives: [
      'long',
      'court',
      'élégant',
      'décontracté',
      'classique',
      'moderne',
      'ajusté',
      'ample',
      'imprimé',
      'uni',
      'rayé',
      'fleuri',
      'brodé',
      'plissé',
      'croisé',
      'sportif',
      'romantique',
      'urbain',
      'vintage',
      'oversize',
    ],
    materials: ['coton', 'lin', 'soie', 'laine', 'cuir', 'denim', 'mousseline', 'satin', 'velours', 'maille'],
  },
};
const SYLLABLES = [
  'ma',
  'lo',
  'ri',
  'ta',
  'ne',
  'su',
  'ca',
  'vi',
  'do',
  'le',
  'pa',
  'mi',
  'ro',
  'sa',
  'te',
  'ba',
  'co',
  'fi',
  'gu',
  'ze',
  'lan',
  'bel',
  'mon',
  'tra',
  'vel',
];
/** Model names ("Amalfi", "Tulum"), which make the vocabulary as large as a real catalogue's. */
const MODELS = [...new Set(Array.from({ length: 4_000 }, () => Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES)).join('')))];
const COLORS = [
  'rojo',
  'azul',
  'verde',
  'negro',
  'blanco',
  'gris',
  'amarillo',
  'rosa',
  'violeta',
  'naranja',
  'marrón',
  'beige',
  'celeste',
  'bordó',
  'turquesa',
];
const TAGS = [
  'verano',
  'invierno',
  'oferta',
  'nuevo',
  'fiesta',
  'oficina',
  'playa',
  'noche',
  'boho',
  'minimal',
  'sostenible',
  'artesanal',
  'básico',
  'premium',
  'tendencia',
];
const BRANDS = Array.from(
  { length: 120 },
  (_, i) =>
    `${pick(['Casa', 'Studio', 'Atelier', 'Maison', 'Urban', 'Bella', 'Norte', 'Sur'])} ${pick(['Luna', 'Sol', 'Mar', 'Río', 'Flor', 'Piedra', 'Nube', 'Oro'])} ${i}`,
);
const TYPES = ['t1', 't2', 't3', 't4', 't5'];
const CATEGORIES = Array.from({ length: 20 }, (_, i) => `c${i + 1}`);
const EVENTS = Array.from({ length: 10 }, (_, i) => `e${i + 1}`);
const SEASONS = ['summer', 'autumn', 'winter', 'spring'];
const WEATHER = ['hot', 'mild', 'cold', 'rainy'];
const GENDERS = ['women', 'men', 'unisex'];
const START = Date.parse('2022-01-01T00:00:00Z');

/** One cloth in five is on sale, at 70% of its list price (no random draw, so the generated catalogue stays as it was). */
function prices(listPrice: number, i: number): Pick<ClothSearchDoc, 'price' | 'listPrice' | 'discountedPrice'> {
  const discountedPrice = i % 5 === 0 ? Math.round(listPrice * 0.7) : null;
  return { price: discountedPrice ?? listPrice, listPrice, discountedPrice };
}

export function makeDoc(i: number): ClothSearchDoc {
  const [noun, adjective, material] = [Math.floor(random() * 20), Math.floor(random() * 20), Math.floor(random() * 10)];
  const model = random() < 0.7 ? pick(MODELS) : '';
  const names: ClothSearchDoc['names'] = {};
  for (const language of LANGUAGES) {
    if (language !== 'es' && random() < 0.15) continue;
    const words = WORDS[language];
    names[language] = `${words.nouns[noun]} ${model} ${words.adjectives[adjective]} ${words.materials[material]}`;
  }
  const categoryIds = some(CATEGORIES, 2);
  const brand = Math.floor(random() * BRANDS.length);
  return {
    id: `cloth-${String(i).padStart(6, '0')}`,
    brandId: `brand-${brand}`,
    brandName: BRANDS[brand]!,
    names,
    typeId: TYPES[noun % TYPES.length]!,
    categoryIds,
    categoryNames: Object.fromEntries(LANGUAGES.map((language) => [language, categoryIds.map((id) => `${language}-categoria-${id}`)])),
    eventIds: random() < 0.5 ? some(EVENTS, 2) : [],
    seasons: some(SEASONS, 2),
    weather: some(WEATHER, 2),
    gender: pick(GENDERS),
    ...prices(Math.round(1_000 * Math.exp(random() * Math.log(500))), i),
    image: { name: `${(i * 2).toString(16).padStart(32, '0')}.webp`, thumb: `${(i * 2 + 1).toString(16).padStart(32, '0')}.webp` },
    currency: 'ARS',
    tags: some(TAGS, 3),
    colors: some(COLORS, 2),
    style: null,
    visible: random() < 0.95,
    createdAt: new Date(START + Math.floor(random() * 3 * 365 * 86_400_000)).toISOString(),
    favourites: Math.floor(random() ** 4 * 500),
  };
}

const TEXT = [
  ...new Set(Object.values(WORDS).flatMap((words) => [...words.nouns, ...words.adjectives, ...words.materials])),
  ...COLORS,
  ...TAGS,
  ...MODELS.slice(0, 200),
];
const SORTS: SearchSort[] = ['relevance', 'relevance', 'relevance', 'price_asc', 'price_desc', 'newest', 'favourites'];

/** A typo (a swapped or dropped letter), a prefix as typed so far, or the word as it is. */
function typed(word: string): string {
  const roll = random();
  if (roll < 0.2 && word.length >= 5) {
    const at = 1 + Math.floor(random() * (word.length - 2));
    return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
  if (roll < 0.35) return word.slice(0, Math.max(2, Math.ceil(word.length * random())));
  return word;
}

export function makeQuery(): SearchQuery {
  const filters: SearchQuery['filters'] = {};
  const kind = random();
  const withText = kind < 0.6;
  if (kind > 0.4) {
    if (random() < 0.5) filters.type = some(TYPES, 2);
    if (random() < 0.4) filters.categories = some(CATEGORIES, 3);
    if (random() < 0.2) filters.events = some(EVENTS, 2);
    if (random() < 0.3) filters.season = some(SEASONS, 2);
    if (random() < 0.2) filters.weather = some(WEATHER, 2);
    if (random() < 0.3) filters.gender = some(GENDERS, 1);
    if (random() < 0.3) {
      filters.priceMin = Math.round(random() * 50_000);
      filters.priceMax = filters.priceMin + Math.round(random() * 200_000);
    }
  }
  const q = withText ? Array.from({ length: 1 + Math.floor(random() * 2) }, () => typed(pick(TEXT))).join(' ') : undefined;
  return { q, language: pick(LANGUAGES), filters, sort: pick(SORTS), page: random() < 0.8 ? 1 : 2 + Math.floor(random() * 4), pageSize: 24 };
}

/**
 * `clients` loops sharing the event loop; each query first waits for its turn, as a request would. They stop after
 * `requests` queries, or once `seconds` have passed (search-peers.ts: a slow engine answers fewer).
 */
export async function load(
  run: (query: SearchQuery) => unknown,
  queries: SearchQuery[],
  clients: number,
  requests: number,
  seconds = Infinity,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests && performance.now() < deadline) {
        const query = queries[next++ % queries.length]!;
        const sent = performance.now();
        await new Promise((resolve) => setImmediate(resolve));
        await run(query);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  return figures(latencies, (performance.now() - started) / 1000, process.cpuUsage(cpu));
}

/**
 * The figures for one index holding the generated clothes: cold on `cold` (if given), then `ready()`, then warm on
 * `index` by one client and by many, and the baseline. When `index` is not the one measured cold (the replica
 * threads), it first has a cold pass of its own, as the other had, and a first load (shown), so the warm rows
 * compare like with like.
 */
async function measure(index: SearchIndex, cold?: { index: SearchIndex; ready(): Promise<void> }): Promise<Record<string, Figures>> {
  const queries = Array.from({ length: 2_000 }, makeQuery);
  const run = (query: SearchQuery) => index.search(query);
  const rows: Record<string, Figures> = {};
  if (cold) {
    rows['cold, 1 client'] = await load((query) => cold.index.search(query), queries, 1, queries.length);
    await cold.ready();
    if (cold.index !== index) {
      rows['cold on the replica threads, 1 client'] = await load(run, queries, 1, queries.length);
      // Their first seconds were once slower (p50 ~39 ms against ~20 after, at a million clothes): each replica built
      // its sort orders on the first search by each; its warm-up builds them now, and this row shows it stays so.
      rows[`first load on the replica threads, ${CLIENTS} clients`] = await load(run, queries, CLIENTS, REQUESTS);
    }
  }
  rows['warm, 1 client'] = await load(run, queries, 1, queries.length);
  rows[`warm, ${CLIENTS} clients`] = await load(run, queries, CLIENTS, REQUESTS);
  const answer = await index.search(queries[0]!);
  rows[`baseline (fixed answer), ${CLIENTS} clients`] = await load(async () => structuredClone(answer), queries, CLIENTS, REQUESTS);
  return rows;
}

async function fill(index: SearchIndex, docs = DOCS): Promise<number> {
  resetRandom();
  const started = performance.now();
  for (let from = 0; from < docs; from += 1_000) {
    await index.upsertMany(Array.from({ length: Math.min(1_000, docs - from) }, (_, i) => makeDoc(from + i)));
  }
  return Math.round(docs / ((performance.now() - started) / 1000));
}

function print(title: string, docs: number, rows: Record<string, Figures>, notes: string): void {
  console.log(`\nSearch engine (${title}, ${docs.toLocaleString('en')} clothes; ms; target at ${CLIENTS} clients: p95 ≤ 20)`);
  console.table(rows);
  const ratio = rows[`warm, ${CLIENTS} clients`]!.perSecond / rows[`baseline (fixed answer), ${CLIENTS} clients`]!.perSecond;
  console.log(`${notes}; throughput ratio search / baseline ${ratio.toFixed(3)}`);
}

interface SizeFigures {
  docs: number;
  rows: Record<string, Figures>;
  indexedPerSecond: number;
  /** A cold start: opening the index on its file, then the first answer. */
  openMs: number;
  firstAnswerMs: number;
  rssMb: number;
  notes: string;
}

/** The SQLite engine holding `docs` generated clothes: indexed, reopened (a cold start), loaded. */
async function sqlite(docs: number): Promise<SizeFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-search-bench-'));
  const file = path.join(dir, 'read.sqlite');
  try {
    let store = new SqliteReadStore(file);
    const first = await SqliteSearchIndex.open(store);
    const indexedPerSecond = await fill(first, docs);
    await first.close();
    await store.close();
    global.gc?.();

    store = new SqliteReadStore(file);
    const started = performance.now();
    const index = await SqliteSearchIndex.open(store);
    const openMs = Math.round(performance.now() - started);
    await index.search({ language: 'es', filters: {}, sort: 'relevance', page: 1, pageSize: 24, q: 'vestido' });
    const firstAnswerMs = Math.round(performance.now() - started) - openMs;
    // As the api answers: on replica threads from REPLICAS_FROM clothes (SEARCH_THREADS=auto), once they have loaded.
    const replicated = new ReplicatedSearchIndex(index, { file, name: undefined }, { threads: THREADS });
    const threads = searchThreads(THREADS, index.stats().documents);
    let replicasMs = 0;
    const rows = await measure(threads > 0 ? replicated : index, {
      index,
      async ready() {
        if (threads === 0) return;
        const loading = performance.now();
        await replicated.warmUp();
        replicasMs = Math.round(performance.now() - loading);
      },
    });
    const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
    const { documents, terms, cachedPostings, wordMatchBytes } = index.stats();
    await replicated.close();
    await store.close();
    // With replicas, this thread let go of its postings and word matches once they had loaded; theirs are apart.
    const held =
      threads > 0
        ? `${threads} replica threads (loaded and warmed ${replicasMs} ms after the cold row), each holding its own postings and word matches`
        : `this thread, with ${cachedPostings} postings and ${(wordMatchBytes / 2 ** 20).toFixed(1)} MB of word matches in memory`;
    const notes = `indexing ${indexedPerSecond.toLocaleString('en')} clothes/s; cold start ${openMs} ms to open and ${firstAnswerMs} ms to the first answer; rss ${rssMb} MB; ${documents} documents, ${terms} terms; warm searches on ${held}`;
    return { docs, rows, indexedPerSecond, openMs, firstAnswerMs, rssMb, notes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One size in a child process of its own, so its RSS is its own. */
function sqliteApart(docs: number): Promise<SizeFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, '--expose-gc', fileURLToPath(import.meta.url), '--docs', String(docs)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('RESULT '));
      if (code === 0 && line) resolve(JSON.parse(line.slice(7)) as SizeFigures);
      else reject(new Error(`the ${docs} clothes bench exited with ${code}`));
    });
  });
}

/** With TEST_MONGO_URL (a replica set): the same against MongoDB, in a database of its own, dropped after. */
async function mongo(url: string): Promise<void> {
  const { MongoClient } = await import('mongodb');
  const { MongoSearchIndex } = await import('@vitrina/infra/search/mongo');
  const client = await MongoClient.connect(url);
  const dbName = `vitrina_search_bench_${process.pid}`;
  try {
    const index = await MongoSearchIndex.open(client, { dbName });
    const indexing = await fill(index);
    print('MongoDB', DOCS, await measure(index), `indexing ${indexing.toLocaleString('en')} clothes/s`);
  } finally {
    await client.db(dbName).dropDatabase();
    await client.close();
  }
}

/**
 * BENCH_CLOTHES (a million, say) measures the engine at 100,000 clothes and at that many, each in a process of its
 * own, and prints how latency, indexing rate, memory and a cold start grow (targets at a million on the embedded
 * default: p95 ≤ 20 ms at 50 clients, RSS ≤ 1.5 GB, serving within 60 s of a start).
 */
const SCALE = process.env.BENCH_CLOTHES ? Number(process.env.BENCH_CLOTHES) : undefined;

export async function searchEngineBench(): Promise<void> {
  const sizes = SCALE ? [100_000, SCALE] : [DOCS];
  const measured: SizeFigures[] = [];
  for (const docs of sizes) {
    process.stderr.write(`search engine: ${docs.toLocaleString('en')} clothes, ${CLIENTS} clients…\n`);
    const figures = await sqliteApart(docs);
    print('SQLite', docs, figures.rows, figures.notes);
    measured.push(figures);
  }
  if (measured.length === 2) {
    const [small, large] = measured as [SizeFigures, SizeFigures];
    const p95 = (size: SizeFigures) => size.rows[`warm, ${CLIENTS} clients`]!.p95;
    console.log(`\nFrom ${small.docs.toLocaleString('en')} to ${large.docs.toLocaleString('en')} clothes (×${large.docs / small.docs})`);
    console.table({
      [`p95 at ${CLIENTS} clients, ms`]: {
        small: p95(small),
        large: p95(large),
        growth: Number((p95(large) / p95(small)).toFixed(2)),
        target: '≤ 20',
        met: p95(large) <= 20,
      },
      'indexing, clothes/s': {
        small: small.indexedPerSecond,
        large: large.indexedPerSecond,
        growth: Number((large.indexedPerSecond / small.indexedPerSecond).toFixed(2)),
        target: '',
        met: '',
      },
      'RSS, MB': {
        small: small.rssMb,
        large: large.rssMb,
        growth: Number((large.rssMb / small.rssMb).toFixed(2)),
        target: '≤ 1,536',
        met: large.rssMb <= 1536,
      },
      'cold start to the first answer, ms': {
        small: small.openMs + small.firstAnswerMs,
        large: large.openMs + large.firstAnswerMs,
        growth: Number(((large.openMs + large.firstAnswerMs) / (small.openMs + small.firstAnswerMs)).toFixed(2)),
        target: '≤ 60,000',
        met: large.openMs + large.firstAnswerMs <= 60_000,
      },
    });
  }
  if (process.env.TEST_MONGO_URL) await mongo(process.env.TEST_MONGO_URL);
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs (other work on the machine makes latencies longer)`,
  );
}

const docsArg = process.argv.indexOf('--docs');
if (docsArg >= 0) void sqlite(Number(process.argv[docsArg + 1])).then((figures) => process.stdout.write(`RESULT ${JSON.stringify(figures)}\n`));
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void searchEngineBench();
