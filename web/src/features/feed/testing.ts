import { json } from '../../test/fakeApi';
import type { Handler } from '../../test/fakeApi';
import type { FeedItem, Reason } from './api/feedItem';

/** Tests only: a cloth of the feed, with why it is there. */
export const feedItem = (id: string, name: string, reason: Reason, at = '2026-03-01T10:00:00.000Z'): FeedItem => ({
  cloth: {
    id,
    name,
    brand: { id: 'b1', name: 'Casa Luna' },
    price: 12500,
    currency: 'ARS',
    discountedPrice: null,
    image: { url: `/images/${id}.webp`, thumbUrl: `/images/${id}-t.webp` },
    inStock: true,
  },
  at,
  reason,
});

export const FROM_CASA_LUNA: Reason = { kind: 'brand', brandId: 'b1', name: 'Casa Luna' };
export const FROM_ANA: Reason = { kind: 'influencer', userId: 'u1', username: 'ana' };
export const FROM_RED_DRESS: Reason = { kind: 'search', searchId: 's1', label: 'vestido rojo' };

/** Tests only: GET /feed over `items`, paged by 24 as the api pages it. */
export function feedServer(items: FeedItem[], pageSize = 24): Record<string, Handler> {
  return {
    'GET /api/feed': ({ url }) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      return json(200, { items: items.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: items.length });
    },
  };
}

/** Tests only: the notifications routes over items each read or not; POST /notifications/read reads them all. */
export function notificationsServer(items: (FeedItem & { read: boolean })[]) {
  const state = { items: [...items] };
  const routes: Record<string, Handler> = {
    'GET /api/notifications': () => json(200, { items: state.items, unread: state.items.filter((item) => !item.read).length }),
    'POST /api/notifications/read': () => {
      state.items = state.items.map((item) => ({ ...item, read: true }));
      return new Response(null, { status: 204 });
    },
  };
  return { state, routes };
}
