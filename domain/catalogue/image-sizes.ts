/**
 * The sizes the image pipeline stores a cloth's photo in (infra/images/process.ts): the seed's 864×1376 (5:8) main
 * image and a thumbnail a third of its width. Cards offer both to the browser (srcset) and emails show the
 * thumbnail, so each reads them here rather than keeping its own copy.
 */
export const CLOTH_PHOTO = {
  main: { width: 864, height: 1376 },
  thumb: { width: 288, height: 459 },
} as const;
