import type { RequestHandler } from 'express';
import { negotiateLanguage } from '@vitrina/domain/core/languages';
import { HttpError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The header the web app sends on every write; a cross-site form or image cannot set it without CORS. */
export const CSRF_HEADER = 'x-requested-with';

/**
 * Refuses state-changing requests that a browser could have sent cross-site: any `Sec-Fetch-Site: cross-site`
 * write, a write without the custom header, and a body that is not JSON, save the media types an upload route
 * names (`uploads`: path → types such as `image/*`). Runs before body parsing, so nothing is read or appended.
 */
export function crossSiteGuard(options: { uploads?: Readonly<Record<string, readonly string[]>> } = {}): RequestHandler {
  return (req, _res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    if (req.get('sec-fetch-site') === 'cross-site') {
      return next(new HttpError(403, 'CROSS_SITE_REQUEST', 'Cross-site requests are not allowed.'));
    }
    if (!req.get(CSRF_HEADER)) {
      return next(new HttpError(403, 'CSRF_HEADER_MISSING', 'The request is missing the X-Requested-With header.'));
    }
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody && !req.is('application/json')) {
      const types = options.uploads && Object.hasOwn(options.uploads, req.path) ? options.uploads[req.path]! : [];
      if (types.length === 0 || !req.is([...types])) {
        return next(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON.'));
      }
    }
    next();
  };
}

/** CORS for the one configured origin; without one, the api is same-origin only (no CORS headers at all). */
export function cors(allowedOrigin: string | undefined): RequestHandler {
  const origin = allowedOrigin ? new URL(allowedOrigin).origin : undefined;
  return (req, res, next) => {
    const requestOrigin = req.get('origin');
    if (!origin || requestOrigin !== origin) return next();
    res.set({
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      Vary: 'Origin',
    });
    if (req.method === 'OPTIONS') {
      res.set({
        'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE',
        'Access-Control-Allow-Headers': 'Content-Type, Accept-Language, X-Requested-With, If-Match',
        'Access-Control-Max-Age': '600',
      });
      res.status(204).end();
      return;
    }
    next();
  };
}

/** Sets `req.language` from Accept-Language (es default; en, es, it, fr). */
export const language: RequestHandler = (req, _res, next) => {
  req.language = negotiateLanguage(req.get('accept-language'));
  next();
};
