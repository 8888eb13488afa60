import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '@vitrina/infra/log/logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request its id (the caller's X-Request-Id when it is a plain token, else a new UUID, sent back in the
 * header) and writes one line when its answer is sent: method, path, route pattern, status, milliseconds. The path
 * goes without its query (search words and filters are the dashboard's, counted apart, not the log's), and no
 * header is written, so no cookie or token can reach the log. Written by hand, not with pino-http, which turns
 * every request with all its headers into a child logger before it knows whether anything will be logged: a
 * twentieth of a search's time, measured, at any level.
 */
export function accessLog(logger: Logger, options: { ignore?: (path: string) => boolean } = {}): RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (options.ignore?.(req.path)) return next();
    const started = performance.now();
    res.once('finish', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const path = req.originalUrl.split('?', 1)[0];
      const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : undefined;
      logger[level]({ reqId: id, method: req.method, path, route, status, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request completed');
    });
    next();
  };
}
