import path from 'node:path';
import express from 'express';
import { z } from 'zod';
import { FetchRefusedError } from '@vitrina/infra/fetch/errors';
import { guardedFetch } from '@vitrina/infra/fetch/guarded-fetch';
import { acceptMediaTypes, IMAGE_MEDIA_TYPES } from '@vitrina/infra/fetch/media-type';
import type { Config } from '@vitrina/infra/config/config';
import { LocalImageStore } from '@vitrina/infra/images/local-store';
import type { ImageStore } from '@vitrina/infra/images/port';
import { CLOTH_IMAGE, DEFAULT_IMAGE_LIMITS, LOGO_IMAGE, processImage, type ImageShape } from '@vitrina/infra/images/process';
import { allow } from '../auth/policies';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { endpointOf, endpoints } from '../http/endpoints';
import { ImageView } from './responses';
import { inGoodStanding } from './standing';
import { countUpload, uploadsLeft } from './upload-limits';

/** The path that takes raw image bodies; the cross-site guard lets image/* through here and nowhere else. */
export const IMAGE_UPLOAD_PATH = '/admin/images';

/** Where the api stores processed images (and magazine videos beside them) and the image router serves them from. */
export function imageStoreFor(config: Pick<Config, 'DATA_DIR'>): LocalImageStore {
  return new LocalImageStore({ dir: path.join(config.DATA_DIR, 'images'), publicPath: '/images' });
}

/** `?kind=logo`: a brand's logo, fitted whole into a square instead of cropped like a cloth's photo. */
const UploadQuery = z.object({ kind: z.enum(['cloth', 'logo']).default('cloth') }).strict();
const SHAPES: Record<z.infer<typeof UploadQuery>['kind'], ImageShape> = { cloth: CLOTH_IMAGE, logo: LOGO_IMAGE };
const FromUrlBody = z.object({ url: z.string().trim().min(1).max(2000) }).strict();
const FETCH_TIMEOUT_MS = 10_000;

/** What the uploads share: an image checked, re-encoded and kept in the image store with its other sizes. */
function imageScope(context: ApiContext, store: ImageStore) {
  const keep = async (bytes: Buffer, shape: ImageShape = CLOTH_IMAGE): Promise<z.infer<typeof ImageView>> => {
    const processed = await processImage(bytes, DEFAULT_IMAGE_LIMITS, shape);
    const [name, middle, thumb] = await Promise.all([
      store.put(processed.main, 'webp'),
      processed.middle ? store.put(processed.middle, 'webp') : undefined,
      store.put(processed.thumb, 'webp'),
    ]);
    return { name, url: store.url(name), ...(middle ? { middle, middleUrl: store.url(middle) } : {}), thumb, thumbUrl: store.url(thumb) };
  };
  return { context, keep };
}

const endpoint = endpointOf<ReturnType<typeof imageScope>>();
const tag = 'uploads';

/**
 * Cloth images (seed: 864×1376, 5:8; or added by URL): the bytes are checked, re-encoded without metadata and
 * stored under a content hash, with a middle size and a thumbnail (a logo: a thumbnail only). Clothes then name
 * them. Each user has an hourly upload budget, and a brand uploads only while its plan is in good standing
 * (standing.ts), as it adds clothes: both are asked before the body is read.
 */
const images = endpoints([
  endpoint({
    method: 'POST',
    path: IMAGE_UPLOAD_PATH,
    policy: allow.brand,
    tag,
    summary: 'Upload an image (its bytes)',
    query: UploadQuery,
    body: { raw: IMAGE_MEDIA_TYPES },
    status: 201,
    response: ImageView,
    before: ({ context }) => [
      inGoodStanding(context),
      uploadsLeft(context, 'image'),
      express.raw({ type: [...IMAGE_MEDIA_TYPES], limit: DEFAULT_IMAGE_LIMITS.maxBytes }),
    ],
    handler: async ({ scope, query: { kind }, req }) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image itself as a JPEG, PNG, WebP or AVIF body.');
      }
      await countUpload(scope.context, req, 'image');
      return scope.keep(req.body, SHAPES[kind]);
    },
  }),
  endpoint({
    method: 'POST',
    path: `${IMAGE_UPLOAD_PATH}/from-url`,
    policy: allow.brand,
    tag,
    summary: 'Keep an image read from a URL',
    body: FromUrlBody,
    status: 201,
    response: ImageView,
    before: ({ context }) => [inGoodStanding(context)],
    handler: async ({ scope: { context, keep }, body: { url }, req }) => {
      await countUpload(context, req, 'image');
      let bytes: Buffer;
      try {
        ({ body: bytes } = await guardedFetch(url, {
          maxBytes: DEFAULT_IMAGE_LIMITS.maxBytes,
          timeoutMs: FETCH_TIMEOUT_MS,
          accept: acceptMediaTypes(IMAGE_MEDIA_TYPES),
        }));
      } catch (error) {
        if (!(error instanceof FetchRefusedError)) throw error;
        context.logger.info({ code: error.code, detail: error.detail }, 'image URL refused');
        throw new HttpError(400, 'IMAGE_URL_FAILED', 'Could not fetch image from URL', { reason: error.code });
      }
      return keep(bytes);
    },
  }),
]);

export const imageRoutes = (context: ApiContext, store: ImageStore = imageStoreFor(context.config)) => images.router(imageScope(context, store));
export const imageApi = images.operations;
