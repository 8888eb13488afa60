import { z } from 'zod';
import { operations } from '../http/openapi';
import { Router } from 'express';
import { allow } from '../auth/policies';
import { loadTexts } from './texts';

/** Site resources: the terms and privacy texts in every language, and the banner image. */
export function resourceRoutes(): Router {
  const router = Router();
  router.get('/resources/get-texts/', allow.anyone, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').json(loadTexts());
  });
  router.get('/resources/get-images/', allow.anyone, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').json({ banner: { url: '/banner.svg' } });
  });
  return router;
}

/** A legal text in each language of the site. */
const InEachLanguage = z.object({ es: z.string(), en: z.string(), it: z.string(), fr: z.string() }).strict();
/** GET /resources/get-texts/: the terms of service and the privacy policy (./texts.ts). */
const Texts = z.object({ tos: InEachLanguage, privacy: InEachLanguage }).strict();

export const resourceApi = operations([
  { method: 'GET', path: '/resources/get-texts/', tag: 'resources', summary: 'Terms and privacy texts in every language', response: Texts },
  { method: 'GET', path: '/resources/get-images/', tag: 'resources', summary: 'The banner image', response: z.object({ banner: z.object({ url: z.string() }) }) },
]);
