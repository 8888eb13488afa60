import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { historyStream } from '@vitrina/domain/history/events';
import type { HistoryEntry } from '@vitrina/projector/history';
import { allow, callerOf } from '../auth/policies';
import { metadataFor } from '@vitrina/infra/eventstore/commands';
import type { ApiContext } from '../context';
import { clothesById } from '../catalogue/lookup';
import { History, RecentlyViewed } from '@vitrina/contract/history';
import { clothView } from '../catalogue/views';
import { endpointOf, endpoints } from '../http/endpoints';
import { commaList } from '../http/validate';

/** Reloading a cloth's page within this time adds no new view, so refreshes do not fill the log (ours). */
const REVIEW_WINDOW = { limit: 1, windowMs: 30_000 };
const Query = z.object({ limit: z.coerce.number().int().min(1).max(100).default(24) }).strict();

/** How many clothes a guest's browser remembers having viewed (web/src/features/recent keeps as many). */
export const RECENT_LIMIT = 12;
const RecentQuery = z
  .object({
    ids: commaList(z.string().uuid(), RECENT_LIMIT).optional(),
  })
  .strict();

/** Records that a signed-in person opened a cloth; views of one cloth within a short window count once. */
export async function recordView(context: ApiContext, userId: string, clothId: string, correlationId: string): Promise<void> {
  const fresh = await context.limiter.consume(`view:${userId}:${clothId}`, REVIEW_WINDOW);
  if (!fresh.allowed) return;
  const now = context.now();
  await context.eventStore.append(
    historyStream(userId),
    [{ id: randomUUID(), type: 'ClothViewed', data: { userId, clothId, at: now.toISOString() }, metadata: metadataFor({ correlationId, actor: userId, now }) }],
    'any',
  );
}

const endpoint = endpointOf<ApiContext>();

const history = endpoints([
  // Recent clothes, newest first, each once; clothes since hidden or removed drop out.
  endpoint({
    method: 'GET',
    path: '/profile/history',
    policy: allow.signedIn,
    tag: 'profile',
    summary: 'Clothes the caller viewed lately',
    query: Query,
    response: History,
    handler: async ({ scope: context, query: { limit }, req }) => {
      const caller = callerOf(req);
      const entries = await context.readModels.collection<HistoryEntry>('browseHistory').find({ userId: caller.userId }, { sort: { viewedAt: -1 }, limit });
      const byId = await clothesById(
        context,
        entries.map((entry) => entry.clothId),
        { publicOnly: true },
      );
      const items = entries.flatMap((entry) => {
        const doc = byId.get(entry.clothId);
        return doc ? [{ ...clothView(doc, req.language), viewedAt: entry.viewedAt }] : [];
      });
      return { items };
    },
  }),
  // A guest's history lives in their browser, which sends its ids; this reads them as they are now (names, prices,
  // stock), each once, and leaves out what readers may no longer see. Nothing is recorded.
  endpoint({
    method: 'GET',
    path: '/recently-viewed',
    policy: allow.anyone,
    tag: 'clothes',
    summary: "Clothes a guest's browser remembers viewing, as they are now",
    query: RecentQuery,
    response: RecentlyViewed,
    handler: async ({ scope: context, query: { ids }, req }) => {
      const unique = [...new Set(ids ?? [])];
      const byId = await clothesById(context, unique, { publicOnly: true });
      return {
        items: unique.flatMap((id) => {
          const doc = byId.get(id);
          return doc ? [clothView(doc, req.language)] : [];
        }),
      };
    },
  }),
]);

export const historyRoutes = history.router;
export const historyApi = history.operations;
