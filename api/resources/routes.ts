import type { Response } from 'express';
import { allow } from '../auth/policies';
import { endpointOf, endpoints } from '../http/endpoints';
import { LegalTexts, SiteImages } from './responses';
import { loadTexts } from './texts';

const endpoint = endpointOf<undefined>();
const tag = 'resources';

/** A resource that changes only with a release, which caches may keep for an hour. */
const forAnHour =
  <T>(answer: () => T) =>
  ({ res }: { res: Response }) => {
    res.set('Cache-Control', 'public, max-age=3600');
    return answer();
  };

/** Site resources: the terms and privacy texts in every language, and the banner image. */
const resources = endpoints([
  endpoint({
    method: 'GET',
    path: '/resources/get-texts/',
    policy: allow.anyone,
    tag,
    summary: 'Terms and privacy texts in every language',
    response: LegalTexts,
    handler: forAnHour(loadTexts),
  }),
  endpoint({
    method: 'GET',
    path: '/resources/get-images/',
    policy: allow.anyone,
    tag,
    summary: 'The banner image',
    response: SiteImages,
    handler: forAnHour(() => ({ banner: { url: '/banner.svg' } })),
  }),
]);

export const resourceRoutes = () => resources.router(undefined);
export const resourceApi = resources.operations;
