import { createHash } from 'node:crypto';

/**
 * Magazine videos: told apart by their first bytes, never by a file name or a declared type, and stored under a
 * name made from their content (like images, see port.ts), so a name never changes meaning and is cached forever.
 */
export type VideoExtension = 'mp4' | 'webm';

export interface VideoStore {
  /** Stores the bytes and returns their name, e.g. `3f2a…9c.mp4`; storing the same bytes again is a no-op. */
  put(bytes: Buffer, extension: VideoExtension): Promise<string>;
  /** Whether a video of that name is stored (false for anything that is not a video name). */
  has(name: string): Promise<boolean>;
  /** The absolute path of a stored video, to be streamed with Range support; undefined when there is none. */
  file(name: string): Promise<string | undefined>;
  /** The path the video is served at, e.g. `/images/3f2a…9c.mp4`. */
  url(name: string): string;
}

const CONTENT_TYPES: Record<VideoExtension, string> = { mp4: 'video/mp4', webm: 'video/webm' };
export const VIDEO_MEDIA_TYPES = Object.values(CONTENT_TYPES);

/** 128 bits of SHA-256 in hex, then the extension: nothing else is ever a valid video name. */
export const VIDEO_NAME = /^[0-9a-f]{32}\.(mp4|webm)$/;

export function videoName(bytes: Buffer, extension: VideoExtension): string {
  if (!Object.hasOwn(CONTENT_TYPES, extension)) throw new Error(`not a video extension: ${String(extension)}`);
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
}

export function videoContentType(name: string): string | undefined {
  const match = VIDEO_NAME.exec(name);
  return match ? CONTENT_TYPES[match[1] as VideoExtension] : undefined;
}

/** ISO-BMFF brands of still images (AVIF, HEIC and kin): an `ftyp` box naming one is a picture, not a film. */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** The EBML header is a few dozen bytes; its DocType says WebM rather than another Matroska file. */
const EBML_HEADER_SCAN = 64;

/** `mp4` for an `ftyp` box at offset 4 (not an image brand), `webm` for an EBML header of DocType webm. */
export function sniffVideoFormat(bytes: Buffer): VideoExtension | undefined {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = bytes.readUInt32BE(0);
    const brand = bytes.toString('latin1', 8, 12);
    if (boxSize >= 12 && boxSize <= bytes.length && !IMAGE_BRANDS.has(brand)) return 'mp4';
    return undefined;
  }
  if (bytes.length >= 8 && bytes.subarray(0, 4).equals(EBML_MAGIC)) {
    if (bytes.subarray(4, EBML_HEADER_SCAN).includes('webm', 0, 'latin1')) return 'webm';
  }
  return undefined;
}
