import { Router, type Response } from 'express';
import { imageContentType, type ImageStore } from '@vitrina/infra/images/port';
import { LocalImageStore } from './local-store';
import { videoContentType, type VideoStore } from './video';

const ONE_YEAR = 'public, max-age=31536000, immutable';

const notFound = (res: Response) => {
  res.setHeader('Cache-Control', 'no-cache');
  res.status(404).json({ code: 'NOT_FOUND', message: 'This image does not exist.' });
};

/**
 * Serves stored images (and the magazine's videos beside them): GET and HEAD `/:name`. A name is a content hash,
 * so an answer never changes and is cached for a year; conditional requests get 304 from the ETag, and videos
 * answer Range requests (206) so a player can seek. Anything that is not a valid name (`..`, encoded slashes,
 * other extensions) is a 404 before the store is asked.
 */
export function imageRouter(store: ImageStore, videos: VideoStore | undefined = store instanceof LocalImageStore ? store.videos() : undefined): Router {
  const router = Router();
  router.get('/:name', async (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const name = req.params.name;
    if (videos && videoContentType(name)) {
      const file = await videos.file(name);
      if (!file) return notFound(res);
      res.sendFile(
        file,
        {
          etag: false,
          lastModified: false,
          acceptRanges: true,
          headers: { 'Cache-Control': ONE_YEAR, ETag: `"${name.replace(/\..*$/, '')}"`, 'Content-Security-Policy': "default-src 'none'" },
        },
        (error) => {
          if (!error || res.headersSent) return;
          const { status, headers } = error as { status?: number; headers?: Record<string, string> };
          if (status !== 416) return notFound(res);
          res
            .set({ ...headers, 'Cache-Control': 'no-cache' })
            .status(416)
            .json({ code: 'RANGE_NOT_SATISFIABLE', message: 'The requested range is outside the file.' });
        },
      );
      return;
    }
    const image = imageContentType(name) ? await store.get(name) : undefined;
    if (!image) return notFound(res);
    res.setHeader('Content-Type', image.contentType);
    if (image.provisional) {
      // The source of an image not made yet (LocalImageStore.get): shown now, asked for again next time.
      res.setHeader('Cache-Control', 'no-store');
    } else {
      res.setHeader('Cache-Control', ONE_YEAR);
      res.setHeader('ETag', `"${name.replace(/\..*$/, '')}"`);
    }
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    res.send(image.bytes);
  });
  return router;
}
