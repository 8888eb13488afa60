import * as z from 'zod/mini';
import { ClothSummary } from './catalogue';

// What a cloth's page reads (its reviews, the reader's "notify me"): no domain module with zod's classic build, so the
// pages load zod/mini alone. A favourite's view, which reads the domain's review, is contract/favourite-view.ts.

/** GET /recommendations: the newest recommendations of visible clothes by influencers, one per influencer and cloth. */
export const Recommendations = z.object({
  items: z.array(
    z.object({
      cloth: ClothSummary,
      influencer: z.object({ id: z.string(), username: z.string(), name: z.string() }),
      review: z.string().check(z.describe("The review in the request's language.")),
      recommendedAt: z.string(),
    }),
  ),
});

/** One of the caller's "notify me" requests: a cloth and its size (null: the whole cloth). */
export const StockAlertView = z.object({ clothId: z.string(), size: z.nullable(z.string()), requestedAt: z.string() });
export const StockAlertList = z.object({ items: z.array(StockAlertView) });

export type Recommendations = z.infer<typeof Recommendations>;
export type StockAlertView = z.infer<typeof StockAlertView>;
export type StockAlertList = z.infer<typeof StockAlertList>;
