import * as z from 'zod/mini';

/**
 * What some words of q were read as: a facet's values, or a price range (`name` ''). `facet` stays a plain string
 * so a facet the server learns later reads as a generic part instead of failing the whole answer.
 */
export const UnderstoodPart = z.object({
  facet: z.string(),
  ids: z.array(z.string()),
  name: z.string(),
  words: z.string(),
  priceMin: z.optional(z.number()),
  priceMax: z.optional(z.number()),
});
export type UnderstoodPart = z.infer<typeof UnderstoodPart>;
