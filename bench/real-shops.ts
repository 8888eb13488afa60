import { readFileSync } from 'node:fs';
import { blankConfig } from '@vitrina/domain/importer/config';
import type { ClothDoc } from '@vitrina/projector/catalogue';
import { registeredBrand } from '@vitrina/testkit/api/subscriptions';
import { startTestVitrina, type Client } from '@vitrina/testkit/api/vitrina';
import { ask, judge, mean, pooled, round, summarize, type QueryFigures } from './relevance-judge';
import { AR_SHOPIFY_CASES } from './shops/ar-shopify-queries';
import { EU_WOOCOMMERCE_CASES } from './shops/eu-woocommerce-queries';
import { wants, type ShopCase } from './shops/intent';
import { serveShop } from './shops/serve';
import type { Material, Truth, TruthProduct } from './shops/truth';
import { categoryRight, familyOf, GENDERS, materialOf, occasionOf } from './shops/vitrina-terms';

/**
 * The relevance suite's real shops (issue 44, item 6): each catalogue of bench/shops/ is served as its platform
 * serves it and imported through the real importer as a brand does it, on a site of its own (no demo data, so its
 * shoppers find only that shop): an ULTIMATE brand reads the shop from its address alone ("Read the shop"), saves the
 * settings as the form then holds them, runs and waits. Then each imported cloth is compared with the shop's
 * truth.json (import fidelity), and the catalogue's cases are asked as a signed-in shopper in their language, each
 * relevant set computed from truth.json (relevance per language).
 */
export interface Catalogue {
  name: string;
  cases: readonly ShopCase[];
}
export const CATALOGUES: readonly Catalogue[] = [
  { name: 'ar-shopify', cases: AR_SHOPIFY_CASES },
  { name: 'eu-woocommerce', cases: EU_WOOCOMMERCE_CASES },
];

/** A share of the products judged (null: none to judge), with how many. */
export interface Share {
  right: number;
  of: number;
  percent: number | null;
}
export interface LanguageFigures {
  queries: number;
  precision: number;
  recall: number;
  /** Answered clothes not relevant, a query. */
  noise: number;
  /** Queries with relevant products answered with nothing. */
  empty: { answered: number; of: number; percent: number };
}
export interface CatalogueFigures {
  name: string;
  platform: string;
  /** What the brand's "Read the shop" found, and the run's outcome and counts. */
  source: string | null;
  run: { status: string; counts: Record<string, number>; seconds: number };
  products: number;
  imported: number;
  fidelity: { category: Share; gender: Share; colours: Share; mainMaterial: Share; noWrongMaterial: Share; occasions: Share };
  /** Vitrina terms this bench cannot read in the truth's words (vitrina-terms.ts needs them). */
  unknownTerms: string[];
  overall: LanguageFigures;
  byLanguage: Record<string, LanguageFigures>;
  perQuery: QueryFigures[];
  seconds: number;
}

const share = (right: number, of: number): Share => ({ right, of, percent: of === 0 ? null : round((100 * right) / of) });

/**
 * The importer form as it comes (web's blankConfig: JSON-LD, the plan's limit, no schedule, no defaults chosen) with
 * the address typed, the source "Read the shop" found, and the shop's language and currency, which a brand sets.
 */
function formAsItComes(url: string, source: { kind: string; url: string }, truth: Truth) {
  const blank = blankConfig(url);
  return { ...blank, defaults: { ...blank.defaults, language: truth.language, currency: truth.currency }, source };
}

/** Saves the form; where it must have defaults, a brand picks the first each list offers (as one in a hurry does). */
async function saveSettings(client: Client, config: ReturnType<typeof formAsItComes>): Promise<void> {
  let saved = await client.put<{ code?: string }>('/importer/config', { config });
  if (saved.status === 400) {
    const data = (
      await client.get<{ types: Array<{ id: string }>; categories: Array<{ id: string; typeId?: string }>; genders: Array<{ id: string }> }>(
        '/categories/data/',
      )
    ).body;
    const typeId = data.types[0]!.id;
    const defaults = {
      ...config.defaults,
      typeId,
      categoryId: data.categories.find((category) => category.typeId === typeId)!.id,
      gender: data.genders[0]!.id,
    };
    saved = await client.put('/importer/config', { config: { ...config, defaults } });
  }
  if (saved.status !== 200) throw new Error(`the settings were refused: ${saved.status} ${JSON.stringify(saved.body)}`);
}

/** Asks for a run and waits for its report, up to five minutes (runAndWait's 30 s are for small shops). */
async function runImport(client: Client): Promise<{ status: string; counts: Record<string, number>; seconds: number }> {
  const started = performance.now();
  const asked = await client.post<{ runId: string }>('/importer/runs', {});
  if (asked.status !== 202) throw new Error(`the run was not asked for: ${asked.status} ${JSON.stringify(asked.body)}`);
  for (const deadline = Date.now() + 300_000; Date.now() < deadline;) {
    const run = (await client.get<{ runs: Array<{ runId: string; status: string; counts: Record<string, number> }> }>('/importer')).body.runs.find(
      (candidate) => candidate.runId === asked.body.runId,
    );
    if (run && run.status !== 'queued' && run.status !== 'running')
      return { status: run.status, counts: run.counts, seconds: round((performance.now() - started) / 1000) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the run did not finish in five minutes');
}

/** The path of a cloth's page at its shop, as truth.json names products. */
const pathOf = (url: string | null) => (url ? new URL(url).pathname : '');

/** RELEVANCE_DIAGNOSE=1 prints each product the import read wrong, with what it read and what its truth says. */
const DIAGNOSE = process.env.RELEVANCE_DIAGNOSE === '1';
function diagnose(product: TruthProduct, cloth: ClothDoc | undefined, read: { claimed: ReadonlyArray<string | null>; families: string[] }) {
  const wrong = [
    !cloth || !categoryRight(cloth.categoryId, product.category.id) ? `category ${cloth?.categoryId} ≠ ${product.category.name}` : null,
    cloth && GENDERS[cloth.gender] !== product.gender ? `gender ${cloth.gender} ≠ ${product.gender}` : null,
    read.families.length !== product.families.length || !product.families.every((family) => read.families.includes(family))
      ? `colours ${read.families.join('+')} ≠ ${product.families.join('+')}`
      : null,
    read.claimed.some((material) => material === null || !product.materials.includes(material as Material))
      ? `materials ${cloth?.materials.join('+')} ≠ ${product.materials.join('+')}`
      : null,
  ].filter(Boolean);
  if (wrong.length > 0) console.log(`  ✗ ${product.title}: ${wrong.join('; ')}`);
}

function fidelity(truth: Truth, clothes: readonly ClothDoc[]) {
  const byPath = new Map(clothes.map((cloth) => [pathOf(cloth.url), cloth]));
  const unknown = new Set<string>();
  const tally: Record<keyof CatalogueFigures['fidelity'], { right: number; of: number }> = {
    category: { right: 0, of: 0 },
    gender: { right: 0, of: 0 },
    colours: { right: 0, of: 0 },
    mainMaterial: { right: 0, of: 0 },
    noWrongMaterial: { right: 0, of: 0 },
    occasions: { right: 0, of: 0 },
  };
  const count = (key: keyof typeof tally, right: boolean) => {
    tally[key].right += right ? 1 : 0;
    tally[key].of += 1;
  };
  for (const product of truth.products) {
    const cloth = byPath.get(product.path);
    count('category', cloth !== undefined && categoryRight(cloth.categoryId, product.category.id));
    count('gender', cloth !== undefined && GENDERS[cloth.gender] === product.gender);
    const families = new Set((cloth?.colors ?? []).map((id) => familyOf(id) ?? (unknown.add(`color:${id}`), `?${id}`)));
    count('colours', families.size === product.families.length && product.families.every((family) => families.has(family)));
    const claimed = (cloth?.materials ?? []).map((id) => materialOf(id) ?? (unknown.add(`material:${id}`), null)).filter((material) => material !== 'weave');
    count('mainMaterial', claimed.includes(product.materials[0]!));
    count('noWrongMaterial', cloth !== undefined && claimed.every((material) => material !== null && product.materials.includes(material)));
    if (DIAGNOSE) diagnose(product, cloth, { claimed, families: [...families] });
    if (product.occasions.length > 0) {
      const occasions = new Set((cloth?.eventIds ?? []).map(occasionOf));
      count(
        'occasions',
        product.occasions.every((occasion) => occasions.has(occasion)),
      );
    }
  }
  const of = ({ right, of: total }: { right: number; of: number }) => share(right, total);
  return {
    fidelity: {
      category: of(tally.category),
      gender: of(tally.gender),
      colours: of(tally.colours),
      mainMaterial: of(tally.mainMaterial),
      noWrongMaterial: of(tally.noWrongMaterial),
      occasions: of(tally.occasions),
    },
    unknownTerms: [...unknown].sort(),
  };
}

function languageFigures(rows: readonly QueryFigures[]): LanguageFigures {
  const answerable = rows.filter((row) => row.relevant > 0);
  const empty = answerable.filter((row) => row.total === 0).length;
  const { queries, precision, recall } = summarize([...rows]);
  return {
    queries,
    precision,
    recall,
    noise: round(mean(rows.map((row) => row.noise))),
    empty: { answered: empty, of: answerable.length, percent: round((100 * empty) / Math.max(1, answerable.length)) },
  };
}

/** Imports one catalogue on a site of its own and measures it. */
export async function measureCatalogue({ name, cases }: Catalogue): Promise<CatalogueFigures> {
  const started = performance.now();
  const truth = JSON.parse(readFileSync(new URL(`./shops/${name}/truth.json`, import.meta.url), 'utf8')) as Truth;
  const shop = await serveShop(name);
  const vitrina = await startTestVitrina({
    IMPORTER_ALLOW_ADDRESSES: '127.0.0.1',
    IMPORTER_DELAY_MS: '0',
    PROJECTOR_BATCH_MS: '20',
    SQLITE_CHECKPOINTS: 'background',
  });
  try {
    const { client, brandId } = await registeredBrand(vitrina, 'ULTIMATE', '10.44.6.1');
    const address = `${shop.origin}${truth.entry}`;
    const reading = await client.post<{ source: { kind: string; url: string } | null }>('/importer/shop', { url: address, limit: 'plan' });
    if (reading.status !== 200 || !reading.body.source)
      throw new Error(`"Read the shop" found no source at ${address}: ${reading.status} ${JSON.stringify(reading.body).slice(0, 300)}`);
    await saveSettings(client, formAsItComes(address, { kind: reading.body.source.kind, url: reading.body.source.url }, truth));
    const run = await runImport(client);

    const { runtime, runner } = vitrina.vitrina;
    await runner!.waitFor(await vitrina.head(), ['catalogue'], 60_000);
    const clothes = await runtime.readModels.collection<ClothDoc>('clothes').find({ brandId });
    const shopper = (await vitrina.signedIn('USER', '10.44.6.2')).client;
    const publicClothes = clothes.filter((cloth) => cloth.visible && cloth.listed).length;
    // Until the search index holds every public cloth (an empty query answers them all, as the demo's wait reads).
    for (const deadline = Date.now() + 120_000; ;) {
      const { body } = await shopper.get<{ total: number }>('/search?pageSize=1');
      if (body.total === publicClothes) break;
      if (Date.now() > deadline) throw new Error(`${name}: the search index holds ${body.total} clothes, the catalogue ${publicClothes}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const idOf = new Map(clothes.map((cloth) => [pathOf(cloth.url), cloth._id]));
    const relevantOf = (query: ShopCase) =>
      new Set(
        truth.products.filter((product: TruthProduct) => wants(query.intent, product)).map((product) => idOf.get(product.path) ?? `missing:${product.path}`),
      );
    const perQuery = await pooled(cases, 4, async (query) => {
      const asked = { q: query.q, language: query.language, tags: query.tags, ...(query.tags.includes('empty') ? { expectEmpty: true as const } : {}) };
      return judge(asked, relevantOf(query), await ask(shopper, asked));
    });
    const languages = [...new Set(cases.map((query) => query.language))];
    return {
      name,
      platform: truth.platform,
      source: reading.body.source.kind,
      run,
      products: truth.products.length,
      imported: clothes.length,
      ...fidelity(truth, clothes),
      overall: languageFigures(perQuery),
      byLanguage: Object.fromEntries(languages.map((language) => [language, languageFigures(perQuery.filter((row) => row.language === language))])),
      perQuery,
      seconds: round((performance.now() - started) / 1000),
    };
  } finally {
    await vitrina.close();
    await shop.close();
  }
}

/**
 * The floors CI holds each real shop to: what it measured when set, less a little, so a change that makes an import
 * or a search of a real shop worse fails (the issue's targets are far above: category and gender ≥ 95 %, colours ≥
 * 90 %, P@k and recall ≥ 0.9, < 2 wrong clothes an answer, ≤ 5 % of answerable queries empty). Percentages of the
 * products; noise and emptyPercent are ceilings. History: set on e1a1ba2, before issue 44's classification (the
 * form's first type, category and gender stamped on every product): ar-shopify category 5.0 %, gender 58.0 %,
 * colours 65.1 %, no wrong material 100 %, occasions 0 %, P@k 0.27, recall 0.26, noise 4.6, 65 % of answerable
 * queries empty; eu-woocommerce 4.9 %, 57.8 %, 42.5 %, 96.3 %, 0 %, P@k 0.21, recall 0.23, noise 4.6, 69 %.
 * Raised with classification at import (importer/classify.ts, the lexicon of issue 44) and three descriptions of the
 * generator made to say what their truth says: ar-shopify category 91.5 %, gender 100 %, colours 98.9 %, no wrong
 * material 100 %, occasions 93.3 %, P@k 0.77, recall 0.83, noise 1.38, 2 % empty; eu-woocommerce 93.3 %, 100 %,
 * 76.9 %, 97.8 %, 79.5 %, P@k 0.67, recall 0.79, noise 1.42, 3 % empty. Raised with search's sizes and sales as
 * filters, descriptions searched and relaxations labelled and limited (issue 44, item 5): ar-shopify P@k 0.80,
 * recall 0.85, noise 1.24, 0 % empty; eu-woocommerce P@k 0.69, recall 0.81, noise 1.36, 2 % empty (the import's
 * figures unchanged). Raised with details as a facet of their own read in any language (plisado, capucha, mom…),
 * kinds of a category as details (blusa, inflable, slip, sastrero), the words read as filters still ranking, and
 * more of the shops' words (knit, bralette, argollas, saco largo, camera bag, boilersuit, purse in Britain):
 * ar-shopify category 94.7 %, P@k 0.86, recall 0.85, noise 0.42, 0 % empty; eu-woocommerce category 95.9 %, P@k
 * 0.78, recall 0.81, noise 0.63, 2 % empty. Raised with a detail beside a category ordering it rather than
 * narrowing it (the pleated skirts first, then the other skirts; SearchQuery.prefer) unless it names a kind meant
 * alone (a blouse, a hoodie, a puffer): ar-shopify P@k 0.90, recall 0.89, noise 0.46; eu-woocommerce P@k 0.83,
 * recall 0.85, noise 0.64. Raised with a WooCommerce colour attribute not used for variations read, "Shown in:"
 * lines, stone and leopard as colours, occasions from what a description says a product is for and from partywear /
 * going-out tags, ribbed as a texture (no knit), knit and maglia as sweaters where nothing else is named, mules as
 * heels, clogs as sandals, belt bags as bags, a shoe's upper and sole as its composition (a man-made upper synthetic
 * leather, cotton canvas canvas), boots including ankle boots, and no details read from a collection's name
 * ("Sweatshirts & Hoodies"): ar-shopify category 97.2 %, colours 98.9 %, no wrong material 100 %, occasions 94.7 %,
 * P@k 0.92, recall 0.92, noise 0.50, 1 % empty; eu-woocommerce category 97.8 %, colours 99.6 %, no wrong material
 * 99.6 %, occasions 95.9 %, P@k 0.92 (en 0.88, es 0.92, it 0.95, fr 0.97), recall 0.93, noise 0.54, 2 % empty.
 */
export const REAL_SHOP_FLOORS: Readonly<
  Record<
    string,
    { category: number; gender: number; colours: number; noWrongMaterial: number; precision: number; recall: number; noise: number; emptyPercent: number }
  >
> = {
  'ar-shopify': { category: 95, gender: 98, colours: 96, noWrongMaterial: 98, precision: 0.9, recall: 0.9, noise: 0.65, emptyPercent: 2 },
  'eu-woocommerce': { category: 95, gender: 98, colours: 97, noWrongMaterial: 98, precision: 0.9, recall: 0.9, noise: 0.7, emptyPercent: 3 },
};

/** The floors a catalogue's figures break, by name (none: held). */
export function realShopFloorsBroken(figures: CatalogueFigures): string[] {
  const floor = REAL_SHOP_FLOORS[figures.name];
  if (!floor) return [`${figures.name} has no floors`];
  const percent = (value: Share) => value.percent ?? 100;
  const checks: Array<[string, boolean]> = [
    ['category', percent(figures.fidelity.category) >= floor.category],
    ['gender', percent(figures.fidelity.gender) >= floor.gender],
    ['colours', percent(figures.fidelity.colours) >= floor.colours],
    ['no wrong material', percent(figures.fidelity.noWrongMaterial) >= floor.noWrongMaterial],
    ['P@k', figures.overall.precision >= floor.precision],
    ['recall', figures.overall.recall >= floor.recall],
    ['noise', figures.overall.noise <= floor.noise],
    ['answerable queries answered empty', figures.overall.empty.percent <= floor.emptyPercent],
  ];
  return checks.filter(([, held]) => !held).map(([name]) => name);
}

const shown = (value: Share) => (value.percent === null ? '—' : `${value.percent.toFixed(1)} % (${value.right} / ${value.of})`);

export function printCatalogue(figures: CatalogueFigures): void {
  console.log(
    `\nReal shop ${figures.name} (${figures.platform}, ${figures.products} products; read as ${figures.source}, run ${figures.run.status} in ${figures.run.seconds} s: ${figures.imported} clothes)`,
  );
  for (const row of figures.perQuery) {
    const note = row.expectEmpty
      ? row.passed
        ? 'empty: passed'
        : 'empty: FAILED'
      : row.relevant > 0 && row.total === 0
        ? 'EMPTY'
        : row.relaxed
          ? 'relaxed'
          : '';
    const understood = row.understood.length > 0 ? ` · ${row.understood.join(' · ')}` : '';
    console.log(
      `  ${row.language} ${`"${row.q}"`.padEnd(34)} rel ${String(row.relevant).padStart(3)} total ${String(row.total).padStart(3)} P@k ${row.precision.toFixed(2)} recall ${row.recall.toFixed(2)} noise ${String(row.noise).padStart(3)} ${note}${understood}`,
    );
  }
  const { fidelity } = figures;
  console.log('  import fidelity (against truth.json):');
  console.table({
    'category (Shopify taxonomy)': shown(fidelity.category),
    gender: shown(fidelity.gender),
    'colours (families)': shown(fidelity.colours),
    'main material claimed': shown(fidelity.mainMaterial),
    'no wrong material': shown(fidelity.noWrongMaterial),
    'occasions (where tagged)': shown(fidelity.occasions),
  });
  if (figures.unknownTerms.length > 0) console.log(`  terms bench/shops/vitrina-terms.ts cannot read: ${figures.unknownTerms.join(', ')}`);
  console.log('  relevance per language (noise: wrong clothes an answer; empty: answerable queries answered nothing):');
  console.table(
    Object.fromEntries(
      [...Object.entries(figures.byLanguage), ['all', figures.overall] as const].map(([language, row]) => [
        language,
        {
          queries: row.queries,
          'P@k': row.precision,
          recall: row.recall,
          noise: row.noise,
          empty: `${row.empty.answered} / ${row.empty.of} (${row.empty.percent.toFixed(0)} %)`,
        },
      ]),
    ),
  );
  const broken = realShopFloorsBroken(figures);
  console.log(
    `  floors (${JSON.stringify(REAL_SHOP_FLOORS[figures.name] ?? {})}): ${broken.length === 0 ? 'held' : `BROKEN: ${broken.join(', ')}`}; ${figures.seconds} s`,
  );
}

/** Both catalogues, each on its own site, side by side. */
export function realShopsSuite(): Promise<CatalogueFigures[]> {
  return Promise.all(CATALOGUES.map(measureCatalogue));
}
