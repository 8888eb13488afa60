import { z } from 'zod';
import { allow } from '../auth/policies';
import { endpointOf, endpoints } from '../http/endpoints';
import { loadTexts } from './texts';

/** A legal text in each language of the site. */
const InEachLanguage = z.object({ es: z.string(), en: z.string(), it: z.string(), fr: z.string() }).strict();
/** GET /resources/get-texts/: the terms of service and the privacy policy (./texts.ts). */
const Texts = z.object({ tos: InEachLanguage, privacy: InEachLanguage }).strict();

const endpoint = endpointOf<undefined>();
const tag = 'resources';

/** Site resources: the terms and privacy texts in every language, and the banner image. */
const resources = endpoints([
  endpoint({
    method: 'GET', path: '/resources/get-texts/', policy: allow.anyone, tag, summary: 'Terms and privacy texts in every language', response: Texts,
    handler: ({ res }) => {
      res.set('Cache-Control', 'public, max-age=3600');
      return loadTexts();
    },
  }),
  endpoint({
    method: 'GET', path: '/resources/get-images/', policy: allow.anyone, tag, summary: 'The banner image', response: z.object({ banner: z.object({ url: z.string() }) }),
    handler: ({ res }) => {
      res.set('Cache-Control', 'public, max-age=3600');
      return { banner: { url: '/banner.svg' } };
    },
  }),
]);

export const resourceRoutes = () => resources.router(undefined);
export const resourceApi = resources.operations;
