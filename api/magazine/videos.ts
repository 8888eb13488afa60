import express from 'express';
import type { Config } from '@vitrina/infra/config/config';
import { sniffVideoFormat, VIDEO_MEDIA_TYPES, type VideoStore } from '@vitrina/infra/images/video';
import { allow } from '../auth/policies';
import { imageStoreFor } from '../catalogue/images';
import { inGoodStanding } from '../catalogue/standing';
import { countUpload, uploadsLeft } from '../catalogue/upload-limits';
import type { ApiContext } from '../context';
import { endpointOf, endpoints } from '../http/endpoints';
import { HttpError } from '../http/errors';
import { StoredVideo } from './responses';

/** The path that takes raw video bodies; the cross-site guard must let video/* through here and nowhere else. */
export const VIDEO_UPLOAD_PATH = '/videos';

/** Where videos are kept: beside the images, so the image router serves both under /images. */
export function videoStoreFor(config: Pick<Config, 'DATA_DIR'>): VideoStore {
  return imageStoreFor(config).videos();
}

const endpoint = endpointOf<{ context: ApiContext; store: VideoStore }>();

/**
 * Magazine videos (POST /videos, brand roles): the raw body is checked by its first bytes (an MP4 `ftyp` box or a
 * WebM EBML header), never by its declared type or a file name, and stored under a content hash. As images, only
 * from a brand whose plan is in good standing (or an admin), before a byte of the body is read.
 */
const videos = endpoints([
  endpoint({
    method: 'POST',
    path: VIDEO_UPLOAD_PATH,
    policy: allow.brand,
    tag: 'uploads',
    summary: 'Upload a video (its bytes)',
    body: { raw: VIDEO_MEDIA_TYPES },
    status: 201,
    response: StoredVideo,
    before: ({ context }) => [
      inGoodStanding(context),
      uploadsLeft(context, 'video'),
      express.raw({ type: VIDEO_MEDIA_TYPES, limit: context.config.VIDEO_MAX_BYTES }),
    ],
    handler: async ({ scope: { context, store }, req }) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the video itself as an MP4 or WebM body.');
      }
      const format = sniffVideoFormat(req.body);
      if (!format) throw new HttpError(400, 'VIDEO_UNSUPPORTED', 'The file is not an MP4 or WebM video.');
      await countUpload(context, req, 'video');
      const name = await store.put(req.body, format);
      return { name, url: store.url(name) };
    },
  }),
]);

export const videoRoutes = (context: ApiContext, store: VideoStore = videoStoreFor(context.config)) => videos.router({ context, store });
export const videoApi = videos.operations;
