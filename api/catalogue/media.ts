import type { Failure } from '@vitrina/domain/core/failures';
import type { ImageStore } from '@vitrina/infra/images/port';
import type { VideoStore } from '@vitrina/infra/images/video';
import { HttpError, statusOfFailure } from '../http/errors';

/** The stores uploads go to: a body may only name what they hold. */
export interface MediaStores {
  images: ImageStore;
  videos: VideoStore;
}

/** Every body names images; only some can name videos. */
type Stores = Pick<MediaStores, 'images'> & Partial<MediaStores>;

/** A stored image or video that a body names, and the field that names it (`images.0.thumb`, `media`). */
export interface MediaRef {
  path: string;
  kind: 'image' | 'video';
  name: string;
}

const keyOf = (ref: Pick<MediaRef, 'kind' | 'name'>) => `${ref.kind}:${ref.name}`;

/**
 * The one check that a name is media the stores really hold. A well-formed name is not enough: names come only
 * from uploads, and an event must never point at a file that is not there.
 */
async function isStored(stores: Stores, ref: Pick<MediaRef, 'kind' | 'name'>): Promise<boolean> {
  if (ref.kind === 'image') return stores.images.has(ref.name);
  if (!stores.videos) throw new Error('a video was named where no video store is given');
  return stores.videos.has(ref.name);
}

/**
 * Refuses with the caller's failure (MEDIA_NOT_FOUND) and a `fields` entry for every reference whose
 * media is not stored; each distinct name is looked up once.
 */
export async function requireStoredMedia(stores: Stores, refs: readonly MediaRef[], missing: Failure): Promise<void> {
  const distinct = [...new Map(refs.map((ref) => [keyOf(ref), ref])).values()];
  const stored = new Set<string>();
  await Promise.all(
    distinct.map(async (ref) => {
      if (await isStored(stores, ref)) stored.add(keyOf(ref));
    }),
  );
  const fields = refs
    .filter((ref) => !stored.has(keyOf(ref)))
    .slice(0, 20)
    .map((ref) => ({ path: ref.path, code: 'media_not_found', message: missing.message }));
  if (fields.length > 0) throw new HttpError(statusOfFailure(missing), missing.code, missing.message, { fields });
}
