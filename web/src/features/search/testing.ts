import type { SavedSearch } from '@vitrina/contract/following';
import { json } from '../../test/fakeApi';
import type { Handler } from '../../test/fakeApi';

/** Tests only: a saved search as the api answers it. */
export const savedSearch = (id: string, search: string, label: string, newCount = 0): SavedSearch => ({
  id,
  search,
  label,
  newCount,
  savedAt: '2026-03-01T10:00:00.000Z',
  seenAt: '2026-03-01T10:00:00.000Z',
});

/**
 * Tests only: the saved-search routes of the api over a list the test can read, as the contract says: newest
 * first, the same search saved twice answered with the one there (200), at most `limit` (422 SAVED_SEARCH_LIMIT).
 */
export function savedSearchesServer(initial: SavedSearch[] = [], limit = 50) {
  const state = { saved: [...initial], next: initial.length + 1 };
  const routes: Record<string, Handler> = {
    'GET /api/saved-searches': () => json(200, state.saved),
    'POST /api/saved-searches': ({ body }) => {
      const search = new URLSearchParams((body as { search: string }).search);
      for (const name of ['page', 'pageSize', 'sort']) search.delete(name);
      search.sort();
      const canonical = search.toString();
      const existing = state.saved.find((saved) => saved.search === canonical);
      if (existing) return json(200, existing);
      if (state.saved.length >= limit) return json(422, { code: 'SAVED_SEARCH_LIMIT', message: 'Too many saved searches' });
      const saved = savedSearch(`s${state.next++}`, canonical, search.get('q') ?? canonical);
      state.saved.unshift(saved);
      return json(201, saved);
    },
    'DELETE /api/saved-searches/:id': ({ params }) => {
      state.saved = state.saved.filter((saved) => saved.id !== params.id);
      return new Response(null, { status: 204 });
    },
    'POST /api/saved-searches/:id/seen': ({ params }) => {
      state.saved = state.saved.map((saved) => (saved.id === params.id ? { ...saved, newCount: 0 } : saved));
      return new Response(null, { status: 204 });
    },
  };
  return { state, routes };
}
