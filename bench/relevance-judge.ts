import type { Client } from '@vitrina/testkit/api/vitrina';
import type { CaseTag, RelevanceCase } from './relevance-queries';

/** How a case is asked and judged, for the demo's suite (relevance.ts) and the real shops' (real-shops.ts). */

const PAGE_SIZE = 100;

/** The answer of GET /api/search, with the fields issue 28 adds read as optional (absent before it lands). */
interface SearchAnswer {
  items: Array<{ id: string; name: string }>;
  total: number;
  understood?: Array<{ facet: string; ids: string[]; name: string; words: string }>;
  text?: string;
  type?: string | null;
  relaxed?: null | { dropped: Array<{ facet: string; name: string; words: string }> };
  didYouMean?: string | null;
  otherTypes?: Array<{ id: string; name: string; count: number }>;
}

export interface QueryFigures {
  q: string;
  language: string;
  type: string;
  tags: readonly CaseTag[];
  expectEmpty: boolean;
  relevant: number;
  total: number;
  precision: number;
  recall: number;
  noise: number;
  ndcg: number;
  relaxed: boolean;
  /** For an expectEmpty case: answered empty or relaxed (and no cloth is relevant). */
  passed?: boolean;
  understood: string[];
  didYouMean: string | null;
  /** The first answered clothes that are not relevant, by name. */
  noiseNames: string[];
}

export const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);
export const round = (value: number) => Number(value.toFixed(3));

/** What asking a case needs of it (the real shops' cases carry an intent instead of a predicate). */
export type AskedCase = Pick<RelevanceCase, 'q' | 'language' | 'type' | 'tags' | 'expectEmpty'>;

/** Every page of the answer to a case, in its language, with the type the header sends. */
export async function ask(client: Client, query: AskedCase): Promise<{ first: SearchAnswer; ids: string[]; names: Map<string, string> }> {
  let first: SearchAnswer | undefined;
  const ids: string[] = [];
  const names = new Map<string, string>();
  for (let page = 1; ; page++) {
    const params = new URLSearchParams({ q: query.q, type: query.type ?? '1', pageSize: String(PAGE_SIZE), page: String(page) });
    const answer = await client.call<SearchAnswer>('GET', `/search?${params}`, undefined, { 'Accept-Language': query.language });
    if (answer.status !== 200)
      throw new Error(`GET /search?${params} (${query.language}) answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    first ??= answer.body;
    for (const item of answer.body.items) {
      ids.push(item.id);
      names.set(item.id, item.name);
    }
    if (answer.body.items.length === 0 || page * PAGE_SIZE >= answer.body.total) break;
  }
  return { first: first!, ids, names };
}

/** The figures of one case from its answer and its relevant set. */
export function judge(query: AskedCase, relevant: ReadonlySet<string>, { first, ids, names }: Awaited<ReturnType<typeof ask>>): QueryFigures {
  const relaxed = first.relaxed !== undefined && first.relaxed !== null;
  const answered = [...new Set(ids)];
  const hits = answered.filter((id) => relevant.has(id)).length;
  const noiseIds = answered.filter((id) => !relevant.has(id));
  let precision: number;
  let recall: number;
  let ndcg: number;
  let noise = noiseIds.length;
  if (relevant.size === 0) {
    // Nothing asked for exists: right when the answer says so (empty, or relaxed and labelled), wrong otherwise.
    const honest = first.total === 0 || relaxed;
    precision = honest ? 1 : 0;
    ndcg = precision;
    recall = 1;
    if (relaxed) noise = 0;
  } else {
    const k = Math.min(10, relevant.size);
    precision = answered.slice(0, k).filter((id) => relevant.has(id)).length / k;
    recall = hits / relevant.size;
    const gain = (i: number) => 1 / Math.log2(i + 2);
    let dcg = 0;
    answered.slice(0, 10).forEach((id, i) => (dcg += relevant.has(id) ? gain(i) : 0));
    let ideal = 0;
    for (let i = 0; i < Math.min(10, relevant.size); i++) ideal += gain(i);
    ndcg = dcg / ideal;
  }
  const understood = (first.understood ?? []).map((chip) => `${chip.facet}:${chip.name}${chip.words ? ` ("${chip.words}")` : ''}`);
  if (relaxed) understood.push(`relaxed: dropped ${first.relaxed!.dropped.map((part) => `${part.facet}:${part.name}`).join(', ') || '—'}`);
  return {
    q: query.q,
    language: query.language,
    type: query.type ?? '1',
    tags: query.tags,
    expectEmpty: query.expectEmpty === true,
    relevant: relevant.size,
    total: first.total,
    precision: round(precision),
    recall: round(recall),
    noise,
    ndcg: round(ndcg),
    relaxed,
    ...(query.expectEmpty ? { passed: relevant.size === 0 && (first.total === 0 || relaxed) } : {}),
    understood,
    didYouMean: first.didYouMean ?? null,
    noiseNames: noiseIds.slice(0, 3).map((id) => names.get(id) ?? id),
  };
}

/** Runs `task` over `items`, `limit` at a time, results in the items' order. */
export async function pooled<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]!);
      }
    }),
  );
  return results;
}

export function summarize(perQuery: QueryFigures[]) {
  return {
    queries: perQuery.length,
    precision: round(mean(perQuery.map((row) => row.precision))),
    recall: round(mean(perQuery.map((row) => row.recall))),
    noise: round(mean(perQuery.map((row) => row.noise))),
    ndcg: round(mean(perQuery.map((row) => row.ndcg))),
  };
}
