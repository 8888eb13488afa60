import type { Metadata, OutputInfo } from 'sharp';
import { CLOTH_PHOTO } from '@vitrina/domain/catalogue/image-sizes';
import { loadSharp } from './sharp';
import { ImageRejectedError } from '@vitrina/infra/images/errors';
import { sniffImageFormat, type ImageFormat } from '@vitrina/infra/images/sniff';

export interface ImageLimits {
  /** Largest file accepted (SECURITY 17; ours: 10 MB). */
  maxBytes: number;
  /** Largest width × height decoded: a small file can declare a huge canvas (a decompression bomb). */
  maxPixels: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 };

/** The seed's 864×1376 (5:8) product image, a middle size half its width and a thumbnail a third of it (domain/catalogue/image-sizes.ts). */
export const MAIN_SIZE = CLOTH_PHOTO.main;
export const MIDDLE_SIZE = CLOTH_PHOTO.middle;
export const THUMB_SIZE = CLOTH_PHOTO.thumb;

/**
 * What an upload becomes: a main size, a middle size when the shape has one, and a thumbnail, cropped to cover
 * (clothes) or fitted whole (logos).
 */
export interface ImageShape {
  main: { width: number; height: number };
  /** What a card needs on a phone's dense screen, between the two (clothes' photos; a logo has none). */
  middle?: { width: number; height: number };
  thumb: { width: number; height: number };
  fit: 'cover' | 'contain';
}
export const CLOTH_IMAGE: ImageShape = { main: MAIN_SIZE, middle: MIDDLE_SIZE, thumb: THUMB_SIZE, fit: 'cover' };
/** A brand's logo: never cropped (a wide wordmark stays whole), on a transparent square; shown small, so no middle size. */
export const LOGO_IMAGE: ImageShape = { main: { width: 512, height: 512 }, thumb: { width: 128, height: 128 }, fit: 'contain' };
/**
 * libwebp's effort (0–6): on a 720×477 photo cropped to 864×1376 here, effort 4 took 295 ms and 67 KB, effort 2
 * 205 ms and 70 KB (one libvips thread): a third less time for 4% more bytes, and importing a shop is mostly this.
 */
const WEBP_EFFORT = 2;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

export interface ProcessedImage {
  main: Buffer;
  /** Made when the shape has a middle size. */
  middle?: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  format: 'webp';
  /** What came in, after EXIF orientation is applied. */
  source: { format: ImageFormat; width: number; height: number; bytes: number };
}

/** The decoder sharp reports for each accepted format: AVIF is a HEIF container with AV1 inside. */
const DECODER: Record<ImageFormat, { format: string; compression?: string }> = {
  jpeg: { format: 'jpeg' },
  png: { format: 'png' },
  webp: { format: 'webp' },
  avif: { format: 'heif', compression: 'av1' },
};

/**
 * Checks an image by its bytes, then decodes it and encodes it again as WebP, cropped to cover 864×1376 around
 * the part that draws the eye (or as `shape` says), plus its middle size and a thumbnail. Re-encoding from raw pixels leaves every piece of metadata behind
 * (EXIF, GPS, XMP, comments) and anything hidden after the image data.
 */
export async function processImage(bytes: Buffer, limits: ImageLimits = DEFAULT_IMAGE_LIMITS, shape: ImageShape = CLOTH_IMAGE): Promise<ProcessedImage> {
  const source = await inspectImage(bytes, limits);
  const sharp = await loadSharp();

  let cropped: { data: Buffer; info: OutputInfo };
  try {
    const decoded = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error', sequentialRead: true }).autoOrient();
    const resized =
      shape.fit === 'cover'
        ? decoded.resize(shape.main.width, shape.main.height, { fit: 'cover', position: sharp.strategy.attention })
        : decoded.ensureAlpha().resize(shape.main.width, shape.main.height, { fit: 'contain', background: TRANSPARENT });
    cropped = await resized.raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeRefusal(error);
  }
  const raw = { raw: { width: cropped.info.width, height: cropped.info.height, channels: cropped.info.channels } };
  const smaller = (size: { width: number; height: number }, quality: number) =>
    sharp(cropped.data, raw).resize(size.width, size.height, { fit: 'fill' }).webp({ quality, effort: WEBP_EFFORT }).toBuffer();
  const [main, middle, thumb] = await Promise.all([
    sharp(cropped.data, raw).webp({ quality: 82, effort: WEBP_EFFORT }).toBuffer(),
    shape.middle ? smaller(shape.middle, 80) : undefined,
    smaller(shape.thumb, 78),
  ]);
  return { main, ...(middle ? { middle } : {}), thumb, width: shape.main.width, height: shape.main.height, format: 'webp', source };
}

/**
 * The checks before any pixel is decoded, from the bytes and the header alone (milliseconds): the size, a known
 * signature, a header the decoder agrees with, a canvas within the pixel limit.
 */
export async function inspectImage(bytes: Buffer, limits: ImageLimits = DEFAULT_IMAGE_LIMITS): Promise<ProcessedImage['source']> {
  if (bytes.length > limits.maxBytes) {
    throw new ImageRejectedError('IMAGE_TOO_LARGE', `${bytes.length} bytes > ${limits.maxBytes}`);
  }
  const format = sniffImageFormat(bytes);
  if (!format) throw new ImageRejectedError('IMAGE_UNSUPPORTED', 'no known signature');
  return inspect(bytes, format, limits);
}

/** Reads only the header: the format must agree with the signature, and the canvas must fit the pixel limit. */
async function inspect(bytes: Buffer, format: ImageFormat, limits: ImageLimits): Promise<ProcessedImage['source']> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageRejectedError('IMAGE_UNSUPPORTED', `unreadable header: ${describe(error)}`);
  }
  const expected = DECODER[format];
  if (metadata.format !== expected.format || (expected.compression && metadata.compression !== expected.compression)) {
    throw new ImageRejectedError('IMAGE_UNSUPPORTED', `signature ${format}, decoder ${metadata.format}`);
  }
  const { width, height } = metadata;
  if (!width || !height) throw new ImageRejectedError('IMAGE_UNSUPPORTED', 'no dimensions');
  if (width * height > limits.maxPixels) {
    throw new ImageRejectedError('IMAGE_TOO_MANY_PIXELS', `${width}×${height} > ${limits.maxPixels} pixels`);
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  return { format, width: turned ? height : width, height: turned ? width : height, bytes: bytes.length };
}

function decodeRefusal(error: unknown): ImageRejectedError {
  const message = describe(error);
  if (/pixel limit/i.test(message)) return new ImageRejectedError('IMAGE_TOO_MANY_PIXELS', message);
  return new ImageRejectedError('IMAGE_UNSUPPORTED', `could not decode: ${message}`);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
