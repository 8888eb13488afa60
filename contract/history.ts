import * as z from 'zod/mini';
import { ClothView } from './catalogue';

/** What api/history answers (exact on the api's side, see contract/catalogue.ts). */

/** GET /profile/history: the clothes viewed lately, newest first, each with when it was last viewed. */
export const History = z.object({ items: z.array(z.object({ ...ClothView.shape, viewedAt: z.string() })) });
export type History = z.infer<typeof History>;

/** GET /recently-viewed: the clothes a guest's browser remembers viewing, as they are now, in the order asked. */
export const RecentlyViewed = z.object({ items: z.array(ClothView) });
export type RecentlyViewed = z.infer<typeof RecentlyViewed>;
