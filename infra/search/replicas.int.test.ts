import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import { query } from '@vitrina/testkit/infra/search/contract-fixtures';
import { randomDoc, randomQuery, reseed } from '@vitrina/testkit/infra/search/random-fixtures';
import { openSearchIndex } from './factory';
import { REPLICAS_FROM, ReplicatedSearchIndex, searchThreads } from './replicas';
import { SqliteSearchIndex } from './sqlite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-replicas-'));
let files = 0;
const opened: Array<{ close(): Promise<void> }> = [];

/** A file holding `docs` random clothes, its index, and that index with `threads` replicas. */
async function replicated(threads: number | 'auto', docs = 2_000) {
  const store = new SqliteReadStore(path.join(dir, `${++files}.sqlite`));
  const primary = await SqliteSearchIndex.open(store);
  reseed(11);
  await primary.upsertMany(Array.from({ length: docs }, (_, i) => randomDoc(`d${i}`)));
  const errors: Error[] = [];
  const index = new ReplicatedSearchIndex(primary, { file: store.file, name: undefined }, { threads, onError: (error) => errors.push(error) });
  opened.push(index, store);
  return { primary, index, errors, store };
}

/** Counts, from now on, the searches sent to each replica of `index` (by index in its list). */
function countSent(index: ReplicatedSearchIndex): number[] {
  type Port = { postMessage(message: { kind: string }): void };
  const replicas = (index as unknown as { replicas: Array<{ worker: Port }> }).replicas;
  const sent = replicas.map(() => 0);
  replicas.forEach(({ worker }, i) => {
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message) => {
      if (message.kind === 'search') sent[i]!++;
      post(message);
    };
  });
  return sent;
}

afterEach(async () => {
  for (const thing of opened.splice(0)) await thing.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('search replicas', () => {
  it('start with the first warm-up or search, and answer exactly what the index itself answers', async () => {
    const { primary, index, errors } = await replicated(2);
    expect(index.threads).toBe(0);
    // Answered here while the replicas load; what it read into memory is let go once they have.
    const early = await index.search(query({ q: 'camisa', sort: 'relevance' }));
    expect(primary.stats().cachedPostings).toBeGreaterThan(0);
    expect(await index.warmUp()).toBeGreaterThan(0);
    expect(index.threads).toBe(2);
    expect(primary.stats()).toMatchObject({ cachedPostings: 0, wordMatchBytes: 0 });
    expect(await index.search(query({ q: 'camisa', sort: 'relevance' }))).toEqual(early);
    const queries = Array.from({ length: 300 }, randomQuery);
    const sent = countSent(index);
    // All at once: they queue, and spread over both threads. How evenly depends on how the machine runs the two
    // threads (one descheduled takes fewer), but each is sent two at once before any answer comes back.
    const answers = await Promise.all(queries.map((q) => index.search(q)));
    expect(sent[0]! + sent[1]!).toBe(300);
    expect(Math.min(...sent)).toBeGreaterThanOrEqual(2);
    for (const [i, q] of queries.entries()) expect(answers[i]).toEqual(await primary.search(q));
    expect(answers.some((answer) => answer.total > 0 && answer.items.length > 0)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('see every write made before the search, through the index or another process', async () => {
    const { index, store } = await replicated(2, 200);
    await index.warmUp();
    const otherStore = new SqliteReadStore(store.file);
    const other = await SqliteSearchIndex.open(otherStore);
    opened.push(other, otherStore);
    await other.upsert({ ...randomDoc('elsewhere'), names: { es: 'Sombrero Tlaloc' }, visible: true });
    expect((await index.search(query({ q: 'tlaloc' }))).items.map((item) => item.id)).toEqual(['elsewhere']);
    const doc = { ...randomDoc('new'), names: { es: 'Zapatilla Quetzal única' }, visible: true };
    await index.upsert(doc);
    expect((await index.search(query({ q: 'quetzal' }))).items.map((item) => item.id)).toEqual([doc.id]);
    await index.setFavourites(doc.id, 9_999);
    expect((await index.search(query({ sort: 'favourites', pageSize: 1 }))).items[0]!.id).toBe(doc.id);
    await index.remove(doc.id);
    expect((await index.search(query({ q: 'quetzal' }))).total).toBe(0);
  });

  it('refuse a bad query with the error the index gives', async () => {
    const { primary, index } = await replicated(1, 50);
    await index.warmUp();
    const bad = { ...query(), sort: 'cheapest' } as unknown as Parameters<typeof index.search>[0];
    await expect(primary.search(bad)).rejects.toThrow(RangeError);
    await expect(index.search(bad)).rejects.toThrow(RangeError);
  });

  it('go on without a replica that stops, and without any on this thread', async () => {
    const { primary, index, errors } = await replicated(2, 300);
    await index.warmUp();
    const workers = (index as unknown as { replicas: Array<{ worker: { terminate(): Promise<number> } }> }).replicas.map((replica) => replica.worker);
    await workers[0]!.terminate();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(index.threads).toBe(1);
    expect(errors.map((error) => error.message)).toEqual([expect.stringMatching(/search replica ended/)]);
    const q = query({ q: 'vestido', sort: 'relevance' });
    expect(await index.search(q)).toEqual(await primary.search(q));
    await workers[1]!.terminate();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(index.threads).toBe(0);
    expect(await index.search(q)).toEqual(await primary.search(q));
  });

  it('that cannot start are reported, and the index here answers and warms up instead', async () => {
    const store = new SqliteReadStore(path.join(dir, `${++files}.sqlite`));
    const primary = await SqliteSearchIndex.open(store);
    await primary.upsert({ ...randomDoc('one'), visible: true });
    const errors: Error[] = [];
    // A file no replica can open: its folder cannot be made under a file.
    const index = new ReplicatedSearchIndex(
      primary,
      { file: path.join(store.file, 'nested', 'read.sqlite'), name: undefined },
      { threads: 2, onError: (error) => errors.push(error) },
    );
    opened.push(index, store);
    expect(await index.warmUp()).toBeGreaterThan(0);
    expect(index.threads).toBe(0);
    expect(errors).toHaveLength(1);
    expect(primary.stats().cachedPostings).toBeGreaterThan(0);
    expect(await index.search(query())).toEqual(await primary.search(query()));
    expect((await index.search(query())).total).toBe(1);
  });

  it('are not started where no search is made, nor for a small catalogue on auto', async () => {
    const { index } = await replicated('auto', 100);
    await index.search(query());
    expect(await index.warmUp()).toBeGreaterThan(0);
    expect(index.threads).toBe(0);
  });

  it('are opened by the factory only for a file, and closed with the index', async () => {
    const memory = new SqliteReadStore(':memory:');
    opened.push(memory);
    const plain = await openSearchIndex(memory, { kind: 'sqlite', file: ':memory:' }, { threads: 2 });
    opened.push(plain);
    expect(plain).toBeInstanceOf(SqliteSearchIndex);
    const store = new SqliteReadStore(path.join(dir, `${++files}.sqlite`));
    const index = await openSearchIndex(store, { kind: 'sqlite', file: store.file }, { threads: 1 });
    expect(index).toBeInstanceOf(ReplicatedSearchIndex);
    await index.upsert(randomDoc('one'));
    await index.warmUp?.();
    expect((await index.search(query())).total).toBeGreaterThanOrEqual(0);
    await index.close();
    await store.close();
    await expect(index.search(query())).rejects.toThrow(/closed/);
  });

  it('close in a process with nothing else to do (an idle replica does not hold it open, nor lets it end early)', () => {
    const script = `
      const { SqliteReadStore } = await import('@vitrina/infra/readstore/sqlite');
      const { openSearchIndex } = await import('@vitrina/infra/search/factory');
      const file = ${JSON.stringify(path.join(dir, 'alone.sqlite'))};
      const store = new SqliteReadStore(file);
      const index = await openSearchIndex(store, { kind: 'sqlite', file }, { threads: 1 });
      await index.warmUp();
      await index.close();
      await store.close();
      console.log('closed');`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('closed');
    expect(run.status).toBe(0);
  });

  it('are one per core from REPLICAS_FROM documents on auto, with two cores or more', () => {
    expect(searchThreads('auto', REPLICAS_FROM - 1, 2)).toBe(0);
    expect(searchThreads('auto', REPLICAS_FROM, 2)).toBe(2);
    expect(searchThreads('auto', 5_000_000, 1)).toBe(0);
    expect(searchThreads(3, 10, 1)).toBe(3);
    expect(searchThreads(0, 5_000_000, 8)).toBe(0);
  });
});
