import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { detect } from './detect';
import { extractPage } from './extract';
import { PageTooComplexError, ReadPool, type ReadPoolOptions } from './pool';
import { MAX_DEPTH, MAX_ELEMENTS } from './read-worker-shape';
import { importerConfig } from './testing';

const page = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
/** 150,000 sibling paragraphs: within the shape's limits, and more than 64 MB of tree once parsed. */
const heavy = `<html><body>${Array.from({ length: 150_000 }, (_, i) => `<p class="s${i % 50}" data-n="${i}">párrafo ${i}</p>`).join('')}</body></html>`;

let pools: ReadPool[] = [];
const poolOf = (options: ReadPoolOptions = {}) => {
  const pool = new ReadPool(options);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  pools = [];
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof PageTooComplexError ? { reason: error.reason, limit: error.limit, message: error.message } : error),
  );

describe('the reader threads', () => {
  it('read a page as this thread would: auto-detect and extraction give the same', async () => {
    const pool = poolOf();
    const html = page('selectors-lazy.html');
    const proposal = await pool.run({ kind: 'detect', html });
    expect(proposal).toEqual(detect(html));
    const config = importerConfig({ ...proposal!.config, json: { mode: 'none' } });
    expect(await pool.run({ kind: 'extract', html, url: 'https://sur.example/coleccion/', config })).toEqual(
      extractPage(html, 'https://sur.example/coleccion/', config),
    );
    expect(await pool.run({ kind: 'detect', html: page('jsonld-itemlist.html') })).toMatchObject({ source: 'jsonld', items: 3 });
    expect(pool.size).toBe(1);
  });

  it('refuse a page too deep or of too many elements before parsing it, saying why', async () => {
    const pool = poolOf();
    const nested = `<html><body>${'<div class="n">x'.repeat(100_000)}${'</div>'.repeat(100_000)}</body></html>`;
    expect(await refusal(pool.run({ kind: 'detect', html: nested }))).toEqual({
      reason: 'TOO_DEEP',
      limit: MAX_DEPTH,
      message: 'The page is too complex to read: its elements nest more than 2,000 levels deep.',
    });
    const config = importerConfig();
    expect(await refusal(pool.run({ kind: 'extract', html: nested, url: 'https://x.example/', config }))).toMatchObject({ reason: 'TOO_DEEP' });
    expect(await refusal(pool.run({ kind: 'detect', html: `<body>${'<i></i>'.repeat(MAX_ELEMENTS + 1)}</body>` }))).toMatchObject({
      reason: 'TOO_MANY_ELEMENTS',
      limit: MAX_ELEMENTS,
    });
    // The thread is still there, and reads the next page.
    expect(pool.size).toBe(1);
    expect(await pool.run({ kind: 'detect', html: page('selectors-lazy.html') })).toMatchObject({ items: 5 });
  });

  it('end a thread that goes over its time budget, refusing that page only, while this event loop goes on', async () => {
    const pool = poolOf({ budgetMs: 1_000 });
    // Within the shape's limits, but each of its 150,000 paragraphs makes the parser look down 1,990 open elements.
    const slowPage = `<html><body>${'<div>'.repeat(1_990)}${'<p>x</p>'.repeat(150_000)}</body></html>`;
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 5);
    const slow = await refusal(pool.run({ kind: 'detect', html: slowPage }));
    clearInterval(ticking);
    expect(slow).toEqual({ reason: 'TOO_SLOW', limit: 1_000, message: 'The page is too complex to read: reading it took more than 1,000 ms.' });
    expect(ticks).toBeGreaterThan(0);
    // Replaced at once: a new thread (starting) reads the next page.
    expect(pool.size).toBe(1);
    expect(await pool.run({ kind: 'detect', html: page('selectors-lazy.html') })).toMatchObject({ items: 5 });
  });

  it('end a thread whose page needs more memory than its limit', async () => {
    const pool = poolOf({ maxOldGenerationSizeMb: 64, budgetMs: 60_000, threads: 1 });
    expect(await refusal(pool.run({ kind: 'detect', html: heavy }))).toMatchObject({ reason: 'TOO_MUCH_MEMORY', limit: 64 });
    expect(await pool.run({ kind: 'detect', html: page('selectors-lazy.html') })).toMatchObject({ items: 5 });
  });

  it('run two threads at most, pages waiting their turn in order, and end idle threads', async () => {
    const pool = poolOf({ threads: 2, idleMs: 100 });
    const html = page('selectors-lazy.html');
    const read = await Promise.all(Array.from({ length: 6 }, () => pool.run({ kind: 'detect', html })));
    expect(read.map((proposal) => proposal?.items)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(pool.size).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pool.size).toBe(0);
  });
});
