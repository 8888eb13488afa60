import { json } from '../../test/fakeApi';
import type { Handler } from '../../test/fakeApi';
import type { Favourite } from './api/getFavourites';

/** Tests only: a cloth as the api sums it up. */
export const cloth = (id: string, name: string, price = 12500) => ({
  id,
  name,
  brand: { id: 'b1', name: 'Casa Luna' },
  price,
  currency: 'ARS',
  discountedPrice: null,
  image: { url: `/images/${id}.webp`, thumbUrl: `/images/${id}-t.webp` },
  inStock: true,
});

export function clothFavourite(id: string, name: string | null, recommended: string | null = null): Favourite {
  return {
    id,
    type: 'cloth',
    recommended: recommended !== null,
    review: recommended !== null ? { en: recommended } : null,
    reviewText: recommended,
    addedAt: '2026-03-01T10:00:00.000Z',
    item: name === null ? null : cloth(id, name),
  };
}

export function magazineFavourite(id: string, description: string): Favourite {
  return {
    id,
    type: 'magazine',
    recommended: false,
    review: null,
    reviewText: null,
    addedAt: '2026-03-01T09:00:00.000Z',
    item: {
      id,
      brand: { id: 'b1', name: 'Casa Luna' },
      description,
      descriptions: { es: description },
      contentType: 'image',
      media: { url: `/images/${id}.webp`, posterUrl: null },
      url: null,
      clothIds: [],
      clothes: [],
      publishedAt: '2026-02-20T09:00:00.000Z',
    },
  };
}

/**
 * Tests only: the favourites routes of the api over a list the test can read, answering as the contract says
 * (newest first, add and remove idempotent, recommend only a favourite cloth).
 */
export function favouritesServer(initial: Favourite[]) {
  const state = { favourites: [...initial] };
  const routes: Record<string, Handler> = {
    'GET /api/favorites': () => json(200, state.favourites),
    'DELETE /api/favorites': ({ body }) => {
      const { id, type } = body as { id: string; type: string };
      state.favourites = state.favourites.filter((entry) => !(entry.id === id && entry.type === type));
      return new Response(null, { status: 204 });
    },
  };
  const recommend =
    (id: string): Handler =>
    ({ method, body }) => {
      const entry = state.favourites.find((candidate) => candidate.id === id && candidate.type === 'cloth');
      if (!entry) return json(409, { code: 'NOT_FAVOURITED', message: 'Not a favourite' });
      const review = method === 'PUT' ? (body as { review: string }).review : null;
      const changed: Favourite = { ...entry, recommended: review !== null, review: review === null ? null : { en: review }, reviewText: review };
      state.favourites = state.favourites.map((candidate) => (candidate === entry ? changed : candidate));
      return method === 'PUT' ? json(200, changed) : new Response(null, { status: 204 });
    };
  for (const entry of initial) {
    routes[`PUT /api/favorites/${entry.id}`] = recommend(entry.id);
    routes[`DELETE /api/favorites/${entry.id}`] = recommend(entry.id);
  }
  return { state, routes };
}
