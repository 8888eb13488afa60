import { z } from 'zod';
import { ClothSummary, ImageUrls } from '../catalogue/responses';

/** A slide as ./views.ts newsSlide shows it; `cloth` is null once the cloth is removed. Strict: see ../catalogue/responses.ts. */
export const NewsSlide = z
  .object({
    id: z.string(),
    cloth: ClothSummary.nullable(),
    image: ImageUrls.describe('The slide has one image and no thumbnail of its own: both urls are that image.'),
    visible: z.boolean(),
    order: z.number().int(),
  })
  .strict();

/** The slides in their order (GET /news: only those readers see; the admin's reads and reorder: all). */
export const NewsList = z.object({ items: z.array(NewsSlide) }).strict();
