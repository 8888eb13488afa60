/**
 * The bench's sizes. `npm run bench` runs at full size; `npm run bench:smoke` (`BENCH_SMOKE=1`, part of `npm test`)
 * runs every bench file once at a tiny size, in seconds, so a change that breaks a bench fails CI. Smoke figures are
 * printed but mean nothing and are not judged. A size set in the environment wins in both modes.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

export function sized(name: string, full: number, smoke: number): number {
  const set = process.env[name];
  if (set !== undefined && set !== '') {
    const value = Number(set);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name}=${set} is not a size`);
    return value;
  }
  return SMOKE ? smoke : full;
}

/** Sizes more than one bench file reads (and `bench/main.ts` names in its headings). */
export const SEARCH_DOCS = sized('BENCH_SEARCH_DOCS', 100_000, 1_000);
export const SEARCH_CLIENTS = sized('BENCH_SEARCH_CLIENTS', 50, 4);
export const IMPORT_PRODUCTS = sized('BENCH_IMPORT_PRODUCTS', 5_000, 40);
