import type { NewsSlide } from '@vitrina/contract/news';

/** A home carousel slide (contract/news.ts); `cloth` is null when the cloth was since removed (admins still see the slide). */
export type { NewsSlide };

/** Uploads are served as /images/<name>; an edit that keeps the image sends that name back. */
export function imageNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}
