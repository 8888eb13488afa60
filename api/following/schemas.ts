import { z } from 'zod';
import { FollowKind, SAVED_SEARCH_MAX } from '@vitrina/domain/following/events';

export const FollowParams = z.object({ kind: FollowKind, id: z.string().uuid() }).strict();
export const SavedSearchParams = z.object({ id: z.string().uuid() }).strict();
/** `search`: the search page's query string as its address shows it (`q=vestido&colors=rojo`); its page, size and order are not kept. */
export const SaveSearchBody = z.object({ search: z.string().max(SAVED_SEARCH_MAX) }).strict();
export const FeedQuery = z.object({ page: z.coerce.number().int().min(1).max(100).default(1) }).strict();
export const NoQuery = z.object({}).strict();
