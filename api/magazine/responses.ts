import { z } from 'zod';
import { MAGAZINE_CONTENT_TYPES } from '@vitrina/domain/magazine/events';
import { ClothSummary, Localized } from '../catalogue/responses';

/** A magazine entry as ./views.ts shows it (for the OpenAPI document; strict, see api/catalogue/responses.ts). */
export const MagazineItem = z
  .object({
    id: z.string(),
    brand: z.object({ id: z.string(), name: z.string() }).strict(),
    description: z.string(),
    descriptions: Localized,
    contentType: z.enum(MAGAZINE_CONTENT_TYPES),
    media: z.object({ url: z.string(), posterUrl: z.string().nullable() }).strict(),
    url: z.string().nullable(),
    clothIds: z.array(z.string()),
    clothes: z.array(ClothSummary),
    publishedAt: z.string(),
  })
  .strict();

/** GET /magazine: a page of entries, newest first, and the cursor of the next (null on the last). */
export const MagazinePage = z.object({ items: z.array(MagazineItem), nextCursor: z.string().nullable() }).strict();

/** GET /admin/magazine: the acting brand's entries (every brand's for an admin), newest first, in one page. */
export const AdminMagazineList = z.object({ items: z.array(MagazineItem) }).strict();
