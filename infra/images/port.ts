import { createHash } from 'node:crypto';
import type { ImageLimits, ImageShape } from './process';

/**
 * Where processed images live. Names are made by the server from the content (a hash), so a user never chooses a
 * file name, the same image is stored once, and a name never changes meaning: it can be cached forever. The
 * embedded default and the compose setup both keep files in a folder (LocalImageStore); object storage can come
 * later behind this port.
 */
export type ImageExtension = 'webp' | 'jpg' | 'png' | 'avif';

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
  /**
   * The image is not made yet, and these are the bytes it will be made from (a shop's photo an import fetched and
   * checked): shown as they are meanwhile, never cached, so the next view gets the image itself.
   */
  provisional?: boolean;
}

export interface ImageStore {
  /** Stores the bytes and returns their name, e.g. `3f2a…9c.webp`; storing the same bytes again is a no-op. */
  put(bytes: Buffer, extension: ImageExtension): Promise<string>;
  /** The image, or undefined for a name that is unknown or not a name this store could have made. */
  get(name: string): Promise<StoredImage | undefined>;
  /** Whether the image is stored, without reading it. */
  has(name: string): Promise<boolean>;
  /** The path the image is served at, e.g. `/images/3f2a…9c.webp`. */
  url(name: string): string;
}

/** The main image, its middle size (when the shape has one) and the thumbnail made later from one source (BulkImageStore.putLater). */
export interface LaterImages {
  name: string;
  middle?: string;
  thumb: string;
}

/** A store that bulk work (imports) can hand sources to, their images made later (see LocalImageStore). */
export interface BulkImageStore extends ImageStore {
  /** Checks the source's bytes and header, keeps it, and names the images it will make; they are `has` at once. */
  putLater(source: Buffer, limits?: ImageLimits, shape?: ImageShape): Promise<LaterImages>;
  /** Makes every image still waiting; how many sources it made. */
  makeWaiting(): Promise<number>;
}

const CONTENT_TYPES: Record<ImageExtension, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

/** 128 bits of SHA-256 in hex, then the extension: nothing else is ever a valid image name. */
export const IMAGE_NAME = /^[0-9a-f]{32}\.(webp|jpg|png|avif)$/;

export function isImageExtension(value: string): value is ImageExtension {
  return Object.hasOwn(CONTENT_TYPES, value);
}

export function imageName(bytes: Buffer, extension: ImageExtension): string {
  if (!isImageExtension(extension)) throw new Error(`not an image extension: ${String(extension)}`);
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
}

/** The content type of a valid name, or undefined for anything else. */
export function imageContentType(name: string): string | undefined {
  const match = IMAGE_NAME.exec(name);
  return match ? CONTENT_TYPES[match[1] as ImageExtension] : undefined;
}
