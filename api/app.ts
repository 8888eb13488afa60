import express, { Router, type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from '@vitrina/infra/log/logger';
import { accessLog } from './http/access-log';
import { compressJson } from './http/compression';
import type { ApiOperation } from './http/openapi';
import { responseCheck } from './http/response-check';
import { byFirstSegment } from './http/dispatch';
import { errorHandler, notFoundHandler } from './http/errors';
import { cors, crossSiteGuard, language } from './http/guards';
import { healthRoutes, type ReadinessCheck } from './health/routes';
import { operatorCheck, type OperatorRule } from './operators/access';
import { BOARD_PATH } from './operators/board';
import type { Metrics } from './operators/metrics';
import { webApp, type PagesOptions } from './web';

export interface AppOptions {
  logger: Logger;
  bodyLimit: string;
  corsOrigin?: string;
  publicUrl: string;
  /** Express's `trust proxy` (config TRUST_PROXY): whose X-Forwarded-For sets `req.ip`. Unset: loopback only. */
  trustProxy?: false | number | readonly string[];
  checks: Record<string, ReadinessCheck>;
  /** Who may read /api/metrics and /api/ready's details (METRICS_ALLOW, OPERATOR_TOKEN). Unset: loopback only. */
  operators?: OperatorRule;
  /** Served at /api/metrics, fed by every request. */
  metrics?: Metrics;
  /** Feature routers mounted under /api. */
  routers?: Router[];
  /**
   * Routes whose callers are not the web app, so no cross-site guard: payment providers' webhooks (raw bodies,
   * signatures instead) and one-click unsubscribes from mail clients (signed links instead).
   */
  unguarded?: Router[];
  /** Bull Board at /admin/queues (operators/board.ts), when jobs run on Redis. */
  board?: Router;
  /** Serves stored images at /images (infra/images imageRouter). */
  images?: Router;
  /** Paths under /api that take a raw image body. */
  /** Upload routes and the media types their bodies may have (all other writes take JSON only). */
  uploads?: Readonly<Record<string, readonly string[]>>;
  /** Built web app to serve (embedded mode). */
  webDist?: string;
  /** Writes each page's head and first paint from the read models (api/pages); without it pages are index.html as built. */
  pages?: PagesOptions;
  /** reCAPTCHA is configured: the page may load Google's script and frame. */
  recaptcha?: boolean;
  /** Tests: hold every JSON answer to its operation's response schema (http/response-check.ts). */
  checkResponses?: readonly ApiOperation[];
}

export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy === undefined ? 'loopback' : Array.isArray(options.trustProxy) ? [...options.trustProxy] : options.trustProxy);
  app.set('query parser', 'simple');
  // The api's answers are no-store and name their own revisions (sendWithETag): hashing every body buys nothing.
  app.set('etag', false);
  const secure = options.publicUrl.startsWith('https:');

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'object-src': ["'none'"],
          'frame-ancestors': ["'none'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'media-src': ["'self'", 'https:'],
          'upgrade-insecure-requests': secure ? [] : null,
          ...(options.recaptcha
            ? {
                'script-src': ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
                'frame-src': ['https://www.google.com'],
              }
            : {}),
        },
      },
      // OWASP's HSTS cheat sheet: a year, subdomains included; preload is a commitment to the browsers' list an
      // operator makes, not a default. Over plain http browsers ignore it, and a localhost that once sent it would be
      // held to https for a year.
      strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  if (options.metrics) app.use(options.metrics.middleware);
  app.use(accessLog(options.logger, { ignore: (path) => path === '/api/health' }));

  const api = Router();
  if (options.unguarded?.length) api.use(byFirstSegment(options.unguarded));
  api.use(cors(options.corsOrigin));
  api.use(crossSiteGuard({ uploads: options.uploads }));
  api.use(express.json({ limit: options.bodyLimit, strict: true, type: 'application/json' }));
  api.use(language);
  api.use(compressJson());
  if (options.checkResponses) api.use(responseCheck(options.checkResponses, options.logger));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(
    byFirstSegment([
      healthRoutes(options.checks, { isOperator: operatorCheck(options.operators ?? { allow: ['loopback'] }), metrics: options.metrics }),
      ...(options.routers ?? []),
    ]),
  );
  api.use(notFoundHandler);
  api.use(errorHandler(options.logger));
  app.use('/api', api);
  if (options.images) app.use('/images', options.images);
  if (options.board) app.use(BOARD_PATH, options.board);

  const web = options.webDist ? webApp(options.webDist, options.pages) : undefined;
  if (web) app.use(web);
  app.use(notFoundHandler);
  app.use(errorHandler(options.logger));
  return app;
}
