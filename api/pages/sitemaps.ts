import { gunzipSync, gzipSync } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import { alternatesOf, LANGUAGE_PREFIX, pathIn } from '@vitrina/domain/core/addresses';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@vitrina/domain/core/languages';
import { PUBLIC_CLOTHES, type ClothDoc } from '@vitrina/projector/catalogue';
import type { MagazineEntryDoc } from '@vitrina/projector/magazine';
import type { TaxonomyTermDoc } from '@vitrina/projector/taxonomy';
import type { ApiContext } from '../context';
import { escapeHtml } from './html';
import { THIN_SEARCH } from './pages';

/** Addresses in one sitemap file: the protocol allows 50,000; smaller files are quicker to write and to read again. */
export const SITEMAP_ADDRESSES = 10_000;
/** Documents read at a time while a file is written, with a turn of the event loop between reads. */
const CHUNK = 1_000;

/** The private areas robots.txt keeps crawlers out of, in every language (they say `noindex` too). */
const PRIVATE_AREAS = ['/admin', '/profile', '/login', '/relogin', '/verify-email', '/checkout', '/brand/'];

type Entry = { path: string; lastmod?: string };

/**
 * robots.txt and the sitemaps (issue 30): an index of files for the pages, clothes, stories and categories in each
 * language, each address with its other languages' alternates and its last change from the log (the read models'
 * `updatedAt`). Files are written from the read models on the first request after a change (the search index's stamp,
 * the magazine's newest change and size), a chunk of documents at a time, and kept gzipped until the next change.
 */
export function sitemapRoutes(context: ApiContext, origin: string): Router {
  const router = Router();
  const clothes = () => context.readModels.collection<ClothDoc>('clothes');
  const stories = () => context.readModels.collection<MagazineEntryDoc>('magazineEntries');
  const kept = new Map<string, { stamp: string; gzip: Promise<Buffer> }>();

  const stamp = async () => {
    const [index, newest, count] = await Promise.all([context.search.stamp(), stories().findOne({}, { sort: { updatedAt: -1 } }), stories().count({})]);
    // No stamp (an index that cannot tell): never kept.
    return index === null ? null : `${index}|${newest?.updatedAt ?? ''}|${count}`;
  };

  const send = async (req: Request, res: Response, name: string, write: () => Promise<string | null>) => {
    const now = await stamp();
    let entry = now === null ? undefined : kept.get(name);
    if (!entry || entry.stamp !== now) {
      const gzip = write().then((xml) => (xml === null ? Buffer.alloc(0) : gzipSync(xml)));
      entry = { stamp: now ?? '', gzip };
      if (now !== null) kept.set(name, entry);
      gzip.catch(() => kept.delete(name));
    }
    const body = await entry.gzip;
    if (body.length === 0) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res
      .type(name.endsWith('.txt') ? 'text/plain' : 'application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .vary('Accept-Encoding');
    if (acceptsGzip(req.headers['accept-encoding'])) res.set('Content-Encoding', 'gzip').send(body);
    else res.send(gunzipSync(body));
  };

  const publicClothes = () => clothes().count({ ...PUBLIC_CLOTHES });

  router.get('/robots.txt', (_req, res) => {
    const lines = ['User-agent: *', 'Allow: /'];
    for (const language of LANGUAGES) for (const area of PRIVATE_AREAS) lines.push(`Disallow: ${LANGUAGE_PREFIX[language]}${area}`);
    lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  });

  router.get('/sitemap.xml', async (req, res) => {
    await send(req, res, 'sitemap.xml', async () => {
      const [clothCount, storyCount] = await Promise.all([publicClothes(), stories().count({})]);
      const files: string[] = [];
      for (const language of LANGUAGES) {
        files.push(`pages-${language}.xml`, `categories-${language}.xml`);
        for (let part = 1; part <= Math.max(1, Math.ceil(clothCount / SITEMAP_ADDRESSES)); part++) files.push(`clothes-${language}-${part}.xml`);
        for (let part = 1; part <= Math.ceil(storyCount / SITEMAP_ADDRESSES); part++) files.push(`stories-${language}-${part}.xml`);
      }
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((file) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${file}`)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
    });
  });

  router.get('/sitemaps/:file', async (req, res) => {
    const match = /^(pages|categories|clothes|stories)-(es|en|it|fr)(?:-(\d{1,6}))?\.xml$/.exec(req.params.file ?? '');
    const language = match?.[2];
    if (!match || !isLanguage(language) || (match[1] === 'clothes' || match[1] === 'stories') !== (match[3] !== undefined)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const kind = match[1]!;
    const part = Number(match[3] ?? 1);
    await send(req, res, req.params.file!, async () => {
      let entries: Entry[] | null;
      if (kind === 'pages') entries = [{ path: '/home' }, { path: '/magazine' }];
      else if (kind === 'categories') entries = await categories();
      else if (kind === 'clothes')
        entries = await paged<ClothDoc>(
          () => clothes(),
          { ...PUBLIC_CLOTHES },
          part,
          (doc) => ({ path: `/cloth/${doc._id}`, lastmod: doc.updatedAt }),
        );
      else
        entries = await paged<MagazineEntryDoc>(
          () => stories(),
          {},
          part,
          (doc) => ({ path: `/magazine/${doc._id}`, lastmod: doc.updatedAt }),
        );
      return entries === null ? null : urlset(origin, language, entries);
    });
  });

  /** Each category with enough public clothes to be a listed page: its search by type and category. */
  const categories = async (): Promise<Entry[]> => {
    const terms = await context.readModels.collection<TaxonomyTermDoc>('taxonomyTerms').find({ kind: 'category' } as never);
    const entries: Entry[] = [];
    for (const term of terms) {
      if (!term.typeId) continue;
      const filter = { categoryId: term.id, typeId: term.typeId, ...PUBLIC_CLOTHES };
      if ((await clothes().count(filter)) < THIN_SEARCH) continue;
      const newest = await clothes().findOne(filter, { sort: { updatedAt: -1 } });
      entries.push({ path: `/search?type=${encodeURIComponent(term.typeId)}&categories=${encodeURIComponent(term.id)}`, lastmod: newest?.updatedAt });
    }
    return entries;
  };

  return router;
}

/** The `part`th file's entries of a collection in `_id` order, read a chunk at a time; null past the last file. */
async function paged<T extends { _id: string }>(
  collection: () => { find(filter: object, options: object): Promise<T[]> },
  filter: object,
  part: number,
  entry: (doc: T) => Entry,
): Promise<Entry[] | null> {
  const entries: Entry[] = [];
  const skip = (part - 1) * SITEMAP_ADDRESSES;
  for (let read = 0; read < SITEMAP_ADDRESSES; read += CHUNK) {
    const docs = await collection().find(filter, { sort: { _id: 1 }, skip: skip + read, limit: Math.min(CHUNK, SITEMAP_ADDRESSES - read) });
    for (const doc of docs) entries.push(entry(doc));
    if (docs.length < CHUNK) break;
    // Another request's turn before the next chunk.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return part > 1 && entries.length === 0 ? null : entries;
}

/** Whether a client takes gzip (the files are kept gzipped; the others get them inflated). */
function acceptsGzip(header: string | undefined): boolean {
  return (
    header !== undefined &&
    header.split(',').some((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      return (name === 'gzip' || name === '*') && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    })
  );
}

function urlset(origin: string, language: Language, entries: readonly Entry[]): string {
  const urls = entries.map((entry) => {
    const alternates = alternatesOf(entry.path).map(
      (alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.language}" href="${escapeHtml(origin + alternate.path)}"/>`,
    );
    alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + pathIn(DEFAULT_LANGUAGE, entry.path))}"/>`);
    return `<url><loc>${escapeHtml(origin + pathIn(language, entry.path))}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}${alternates.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
