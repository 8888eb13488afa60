/**
 * The sizes the image pipeline stores a cloth's photo in (infra/images/process.ts): the seed's 864×1376 (5:8) main
 * image, a middle size half its width and a thumbnail a third of it. Cards offer all three to the browser (srcset:
 * a card about 175 CSS px wide on a 1.75× phone needs about 306 px, which the middle size covers) and emails show the
 * thumbnail, so each reads them here rather than keeping its own copy.
 */
export const CLOTH_PHOTO = {
  main: { width: 864, height: 1376 },
  middle: { width: 432, height: 688 },
  thumb: { width: 288, height: 459 },
} as const;
