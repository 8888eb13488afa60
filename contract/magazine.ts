import * as z from 'zod/mini';
import { MAGAZINE_CONTENT_TYPES } from '@vitrina/domain/magazine/content-types';
import { ClothSummary, Localized } from './catalogue';

/** A magazine entry as ./views.ts shows it (for the OpenAPI document; exact on the api's side, see contract/catalogue.ts). */
export const MagazineItem = z.object({
  id: z.string(),
  brand: z.object({ id: z.string(), name: z.string() }),
  description: z.string(),
  descriptions: Localized,
  contentType: z.enum(MAGAZINE_CONTENT_TYPES),
  media: z.object({ url: z.string(), posterUrl: z.nullable(z.string()) }),
  url: z.nullable(z.string()),
  clothIds: z.array(z.string()),
  clothes: z.array(ClothSummary),
  publishedAt: z.string(),
});

/** GET /magazine: a page of entries, newest first, and the cursor of the next (null on the last). */
export const MagazinePage = z.object({ items: z.array(MagazineItem), nextCursor: z.nullable(z.string()) });

/** GET /admin/magazine: the acting brand's entries (every brand's for an admin), newest first, in one page. */
export const AdminMagazineList = z.object({ items: z.array(MagazineItem) });

/** POST /videos: the stored video's name (what an entry's media is saved as) and where it is served. */
export const StoredVideo = z.object({ name: z.string(), url: z.string() });

export type MagazineItem = z.infer<typeof MagazineItem>;
export type MagazinePage = z.infer<typeof MagazinePage>;
export type AdminMagazineList = z.infer<typeof AdminMagazineList>;
export type StoredVideo = z.infer<typeof StoredVideo>;
