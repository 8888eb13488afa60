import * as z from 'zod/mini';
import { ClothSummary } from '@vitrina/contract/catalogue';

/** A home carousel slide; `cloth` is null when the cloth was since removed (admins still see the slide). */
export const NewsSlide = z.object({
  id: z.string(),
  cloth: z.nullable(ClothSummary),
  image: z.object({ url: z.string(), thumbUrl: z.string() }),
  visible: z.boolean(),
  order: z.number(),
});
export type NewsSlide = z.infer<typeof NewsSlide>;

export const NewsSlides = z.object({ items: z.array(NewsSlide) });

/** Uploads are served as /images/<name>; an edit that keeps the image sends that name back. */
export function imageNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}
