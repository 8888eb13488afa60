import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router } from 'express';
import { z } from 'zod';
import { accountApi } from '../accounts/routes';
import { adminUserApi } from '../admin/users';
import { allow } from '../auth/policies';
import { adminBrandApi } from '../brands/admin';
import { brandApi } from '../brands/routes';
import { imageApi } from '../catalogue/images';
import { relatedApi } from '../catalogue/related';
import { catalogueApi } from '../catalogue/routes';
import { dashboardApi } from '../dashboard/routes';
import { favouriteApi } from '../favourites/routes';
import { followingApi } from '../following/routes';
import { unsubscribeApi } from '../profile/unsubscribe';
import { healthApi } from '../health/routes';
import { historyApi } from '../history/routes';
import { openApiDocument, operations } from '../http/openapi';
import { importerApi } from '../importer/routes';
import { magazineApi } from '../magazine/routes';
import { videoApi } from '../magazine/videos';
import { newsApi } from '../news/routes';
import { jobApi } from '../operators/jobs';
import { privacyApi } from '../privacy/routes';
import { profileApi } from '../profile/routes';
import { sessionsApi } from '../profile/sessions';
import { resourceApi } from '../resources/routes';
import { searchApi } from '../search/routes';
import { suggestApi } from '../search/suggest';
import { adminSubscriptionApi } from '../subscriptions/admin';
import { subscriptionApi } from '../subscriptions/routes';
import { testCheckoutApi } from '../subscriptions/test-checkout';
import { webhookApi } from '../subscriptions/webhooks';
import { taxonomyApi } from '../taxonomy/routes';

/** An OpenAPI 3.1 document, in outline (its full schema is the OpenAPI specification's own). */
const OpenApiDocument = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

const docsApi = operations([{ method: 'GET', path: '/openapi.json', tag: 'docs', summary: 'This OpenAPI 3.1 document', response: OpenApiDocument }]);

/** Every operation of the api, feature by feature (a test holds it equal to the route table and the router). */
export const API_OPERATIONS = [
  ...healthApi,
  ...resourceApi,
  ...accountApi,
  ...adminUserApi,
  ...taxonomyApi,
  ...catalogueApi,
  ...relatedApi,
  ...imageApi,
  ...brandApi,
  ...adminBrandApi,
  ...historyApi,
  ...profileApi,
  ...sessionsApi,
  ...searchApi,
  ...suggestApi,
  ...favouriteApi,
  ...followingApi,
  ...unsubscribeApi,
  ...magazineApi,
  ...videoApi,
  ...newsApi,
  ...subscriptionApi,
  ...adminSubscriptionApi,
  ...testCheckoutApi,
  ...webhookApi,
  ...dashboardApi,
  ...importerApi,
  ...jobApi,
  ...privacyApi,
  ...docsApi,
];

let document: ReturnType<typeof openApiDocument> | undefined;
/** The document, generated once from the routes' own schemas. */
export const apiDocument = () => (document ??= openApiDocument(API_OPERATIONS, { title: 'Vitrina API', version: '1' }));

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');

/** The api described: `/api/openapi.json`, and a reference page at `/api/docs/` with Swagger UI served from the swagger-ui-dist package (no CDN). */
export function openApiRoutes(): Router {
  const router = Router();
  router.get('/openapi.json', allow.anyone, (_req, res) => {
    res.json(apiDocument());
  });
  // Static files like the images, not api routes: the page, its start script and Swagger UI's own files.
  router.use('/docs/assets', express.static(SWAGGER_UI_DIR, { index: false, fallthrough: false, maxAge: '1d' }));
  router.use('/docs', express.static(PUBLIC_DIR, { index: 'index.html', fallthrough: false }));
  return router;
}
