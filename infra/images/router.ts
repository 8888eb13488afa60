import { Router } from 'express';
import { imageContentType, type ImageStore } from '@vitrina/infra/images/port';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves stored images: GET and HEAD `/:name`. A name is a content hash, so an answer never changes and is cached
 * for a year; conditional requests get 304 from the ETag. Anything that is not a valid name (`..`, encoded
 * slashes, other extensions) is a 404 before the store is asked.
 */
export function imageRouter(store: ImageStore): Router {
  const router = Router();
  router.get('/:name', async (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const name = req.params.name;
    const image = imageContentType(name) ? await store.get(name) : undefined;
    if (!image) {
      res.setHeader('Cache-Control', 'no-cache');
      res.status(404).json({ code: 'NOT_FOUND', message: 'This image does not exist.' });
      return;
    }
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Cache-Control', ONE_YEAR);
    res.setHeader('ETag', `"${name.replace(/\..*$/, '')}"`);
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    res.send(image.bytes);
  });
  return router;
}
