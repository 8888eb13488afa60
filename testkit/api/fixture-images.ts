import { imageName, type ImageStore } from '@vitrina/infra/images/port';

/** Two tiny real WebP pictures (5×8, lossless): what the api tests' clothes show. */
const MAIN = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvBMABAAdQjyKXp/+BiOh/AAA=', 'base64');
const THUMB = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvBMABAAdQnnoUuf+BiOh/AAA=', 'base64');

/**
 * The image test clothes name. Clothes may only name stored images, and their bodies are built synchronously, so
 * the names are fixed here and every test system stores the files when it starts (testkit/api/vitrina.ts).
 */
export const FIXTURE_IMAGE = { name: imageName(MAIN, 'webp'), thumb: imageName(THUMB, 'webp') };

export async function storeFixtureImages(store: ImageStore): Promise<void> {
  await Promise.all([store.put(MAIN, 'webp'), store.put(THUMB, 'webp')]);
}
