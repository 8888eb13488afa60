import { z } from 'zod';
import { ClothSummary } from '../catalogue/responses';

/** GET /search: a page of clothes, each facet's values with their counts, and the matches' price range. Strict: see ../catalogue/responses.ts. */
export const SearchAnswer = z
  .object({
    items: z.array(ClothSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    facets: z.record(z.string(), z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() }).strict())),
    price: z.object({ min: z.number(), max: z.number() }).strict().nullable(),
  })
  .strict();

/** GET /suggestions: the home page's shelf (one page, no facets) and how many clothes match it. */
export const Suggestions = z.object({ items: z.array(ClothSummary), total: z.number().int() }).strict();
