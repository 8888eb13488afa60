import { z } from 'zod';
import { ClothSummary, Localized } from '../catalogue/responses';

/** A magazine entry as ./views.ts shows it (for the OpenAPI document; strict, see api/catalogue/responses.ts). */
export const MagazineItem = z
  .object({
    id: z.string(),
    brand: z.object({ id: z.string(), name: z.string() }).strict(),
    description: z.string(),
    descriptions: Localized,
    contentType: z.string(),
    media: z.object({ url: z.string(), posterUrl: z.string().nullable() }).strict(),
    url: z.string().nullable(),
    clothIds: z.array(z.string()),
    clothes: z.array(ClothSummary),
    publishedAt: z.string(),
  })
  .strict();

export const MagazinePage = z.object({ items: z.array(MagazineItem), nextCursor: z.string().nullable() }).strict();
