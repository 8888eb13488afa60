import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEventStore } from '@vitrina/infra/eventstore/factory';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import { fixtureRegistry } from '@vitrina/testkit/projector/fixtures';
import { coreBench } from './core';
import { dashboardBench, dashboardHttpBench } from './dashboard';
import { firstPageBench } from './first-page';
import { printImporterFidelity } from './importer-fidelity';
import { searchEngineBench } from './search-engine';
import { searchPeersBench } from './search-peers';
import { understandingBench } from './understanding';
import { IMPORT_PRODUCTS, SEARCH_CLIENTS, SEARCH_DOCS, SMOKE, sized } from './size';

/**
 * `npm run bench`: throughput figures per adapter available, each compared with a baseline measured in the same
 * run (replay against read-all), never against a fixed number of seconds. Set TEST_ESDB_URL / TEST_MONGO_URL to
 * include EventStoreDB and MongoDB.
 */
const EVENTS = sized('BENCH_EVENTS', 200_000, 2_000);

/**
 * Runs a bench file in a process of its own. The HTTP search bench's clients run in its parent, and here they
 * would share a heap with what the core and dashboard benches left behind: that heap's collections pause the
 * clients, and the paced row counts every pause as latency (p95 42 ms in one run in this process, 28 ms apart).
 */
function apart(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(new URL(file, import.meta.url))], { stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${file} exited with ${code}`))));
  });
}

async function main(): Promise<void> {
  const rows: Record<string, unknown>[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-'));
  try {
    const targets: Array<{ name: string; events: Parameters<typeof openEventStore>[0]; read: Parameters<typeof openReadStore>[0] }> = [
      { name: 'sqlite + sqlite', events: { kind: 'sqlite', file: path.join(dir, 'e1.sqlite') }, read: { kind: 'sqlite', file: path.join(dir, 'r1.sqlite') } },
    ];
    if (process.env.TEST_ESDB_URL) {
      targets.push({
        name: 'eventstoredb + sqlite',
        events: { kind: 'esdb', connectionString: process.env.TEST_ESDB_URL },
        read: { kind: 'sqlite', file: path.join(dir, 'r2.sqlite') },
      });
    }
    if (process.env.TEST_MONGO_URL) {
      targets.push({
        name: 'sqlite + mongodb',
        events: { kind: 'sqlite', file: path.join(dir, 'e3.sqlite') },
        read: { kind: 'mongodb', url: process.env.TEST_MONGO_URL },
      });
    }
    for (const target of targets) {
      process.stderr.write(`core: ${target.name}, ${EVENTS.toLocaleString('en')} events…\n`);
      const eventStore = await openEventStore(target.events, fixtureRegistry());
      const readStore = await openReadStore(target.read);
      try {
        rows.push({ adapters: target.name, ...(await coreBench(eventStore, readStore, EVENTS)) });
      } finally {
        await readStore.close();
        await eventStore.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log('\nCore (events/s; replay as a ratio of read-all in the same run; targets on SQLite: read-all ≥ 100,000/s, ratio ≥ 0.5)');
  console.table(rows);
  if (process.env.BENCH_DASHBOARD !== '0') {
    console.log('\nDashboard (analytics projection as a ratio of read-all in the same run, target ≥ 0.5; as_of a year back, target ≤ 2 s)');
    await dashboardBench();
    await dashboardHttpBench();
  }
  if (process.env.BENCH_SEARCH !== '0') {
    console.log(
      `\nSearch (${SEARCH_DOCS.toLocaleString('en')} clothes, ${SEARCH_CLIENTS} concurrent clients; each against a fixed answer in the same run; BENCH_CLOTHES=1000000 adds a million; BENCH_SOAK_MINUTES=10 a soak; BENCH_PEERS=0 skips Orama and MiniSearch)`,
    );
    await searchEngineBench();
    understandingBench();
    await apart('./search-http.ts');
    // Issue 45: suggestions as you type, on the same server and clothes (BENCH_SUGGEST=0 skips them).
    if (process.env.BENCH_SUGGEST !== '0') await apart('./suggest-http.ts');
    if (process.env.BENCH_PEERS !== '0') await searchPeersBench();
  }
  // `npm test` runs the relevance suite itself (`npm run relevance`): the smoke run leaves it to that.
  if (process.env.BENCH_RELEVANCE !== '0' && !SMOKE) {
    console.log('\nRelevance (issue 28: the demo catalogue, each query against the clothes its words ask for; the same as `npm run relevance`)');
    // In a process of its own (it boots and seeds the demo); below its floor it fails the bench, after the other parts.
    await apart('./relevance.ts').catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
  }
  if (process.env.BENCH_IMPORT !== '0') {
    console.log(
      `\nImport (issue 29: a Shopify-shaped shop of ${IMPORT_PRODUCTS.toLocaleString('en')} products × 3 variants served locally, IMPORTER_DELAY_MS=0; targets ≥ 100 products/s, a second run ≤ 20% of the first and appending nothing, search p95 importing ≤ 2× at rest; BENCH_IMPORT=0 skips it)`,
    );
    await apart('./importer-shop.ts');
  }
  if (process.env.BENCH_FIDELITY !== '0') await printImporterFidelity();
  if (process.env.BENCH_IMPORTER_READY !== '0') await apart('./importer-ready.ts');
  if (process.env.BENCH_DIGESTS !== '0') await apart('./digests.ts');
  if (process.env.BENCH_READSTORE !== '0') {
    console.log('\nRead store (µs per by-_id call of the SQLite read store, against better-sqlite3 alone)');
    await apart('./readstore.ts');
  }
  if (process.env.BENCH_FIRST_PAGE !== '0') {
    console.log('\nFirst page (the built web app as a browser gets it)');
    await firstPageBench();
  }
}

void main();
