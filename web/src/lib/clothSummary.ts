import * as z from 'zod/mini';

/** A cloth as lists show it (search results, home suggestions): the api's search item. */
export const ClothSummary = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.object({ id: z.string(), name: z.string() }),
  price: z.number(),
  currency: z.string(),
  discountedPrice: z.nullable(z.number()),
  image: z.nullable(z.object({ url: z.string(), thumbUrl: z.string() })),
});
export type ClothSummary = z.infer<typeof ClothSummary>;
