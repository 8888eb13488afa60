import type { Request, RequestHandler } from 'express';
import type { RateLimit } from '@vitrina/infra/ratelimit/port';
import { callerOf } from '../auth/policies';
import type { ApiContext } from '../context';
import { tooManyRequests } from '../http/errors';

export type UploadKind = 'image' | 'video';

const HOUR = 60 * 60 * 1000;

/**
 * Uploads per user an hour (UPLOAD_IMAGES_PER_HOUR, UPLOAD_VIDEOS_PER_HOUR). Far above what a brand filling its
 * catalogue sends (an image and its thumbnail are one upload), low enough that one account can neither fill the
 * disk nor keep the image pipeline busy. Images by URL share the image budget: each one is a fetch and a re-encode too.
 */
export function uploadLimits(config: Pick<ApiContext['config'], 'UPLOAD_IMAGES_PER_HOUR' | 'UPLOAD_VIDEOS_PER_HOUR'>): Record<UploadKind, RateLimit> {
  return { image: { limit: config.UPLOAD_IMAGES_PER_HOUR, windowMs: HOUR }, video: { limit: config.UPLOAD_VIDEOS_PER_HOUR, windowMs: HOUR } };
}

export const uploadLimitKey = (kind: UploadKind, userId: string) => `upload:${kind}:user:${userId}`;

type Limiter = Pick<ApiContext, 'limiter' | 'config'>;

async function consume(context: Limiter, req: Request, kind: UploadKind, cost: number): Promise<void> {
  const result = await context.limiter.consume(uploadLimitKey(kind, callerOf(req).userId), uploadLimits(context.config)[kind], cost);
  if (!result.allowed) {
    throw tooManyRequests('RATE_LIMITED', 'Too many uploads. Please try again later.', result.retryAfterMs);
  }
}

/**
 * Mounted after the access check and before the body parser: a user with no uploads left this hour gets 429
 * RATE_LIMITED (with Retry-After) before their bytes are read. It counts nothing.
 */
export function uploadsLeft(context: Limiter, kind: UploadKind): RequestHandler {
  return async (req, _res, next) => {
    await consume(context, req, kind, 0);
    next();
  };
}

/**
 * Counts one upload right before the work it costs (processing, fetching, storing), so a body refused for its type
 * spends nothing; 429 when a concurrent upload took the last one.
 */
export function countUpload(context: Limiter, req: Request, kind: UploadKind): Promise<void> {
  return consume(context, req, kind, 1);
}
