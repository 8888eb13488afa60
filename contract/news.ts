import * as z from 'zod/mini';
import { ClothSummary, ImageUrls } from './catalogue';

/** A slide as ./views.ts newsSlide shows it; `cloth` is null once the cloth is removed. Exact: see contract/catalogue.ts. */
export const NewsSlide = z.object({
  id: z.string(),
  cloth: z.nullable(ClothSummary),
  image: ImageUrls.check(z.describe('The slide has one image and no thumbnail of its own: both urls are that image.')),
  visible: z.boolean(),
  order: z.int(),
});

/** The slides in their order (GET /news: only those readers see; the admin's reads and reorder: all). */
export const NewsList = z.object({ items: z.array(NewsSlide) });

export type NewsSlide = z.infer<typeof NewsSlide>;
export type NewsList = z.infer<typeof NewsList>;
