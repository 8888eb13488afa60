export const DEFAULT_SEARCH_TYPE = 1;

/** The text and category type a search page shows, from `?q=…&type=…` (type 1 when absent or not a number). */
export function readSearchParams(params: URLSearchParams): { q: string; type: number } {
  const type = Number.parseInt(params.get('type') ?? '', 10);
  return { q: (params.get('q') ?? '').trim(), type: Number.isInteger(type) && type > 0 ? type : DEFAULT_SEARCH_TYPE };
}
