import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: brotli if the client takes it, else gzip, else none
 * (identity). `q=0` refuses an encoding; `*` stands for any encoding not named.
 */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** JSON answers smaller than this go as they are: compression would save less than it costs. */
export const JSON_COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses JSON answers on the fly (brotli at a fast level, else gzip) when they are larger than the threshold
 * and the client accepts it. Only `res.json` is touched, so streams and files are left alone.
 */
export function compressJson(threshold = JSON_COMPRESSION_THRESHOLD): RequestHandler {
  return (req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body?: unknown) => {
      res.vary('Accept-Encoding');
      const encoding = negotiateEncoding(req.headers['accept-encoding']);
      const text = body === undefined ? undefined : JSON.stringify(body);
      if (!encoding || text === undefined || Buffer.byteLength(text) < threshold || res.getHeader('Content-Encoding')) {
        return json(body);
      }
      const raw = Buffer.from(text);
      const compressed =
        encoding === 'br'
          ? brotliCompressSync(raw, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
            })
          : gzipSync(raw, { level: 6 });
      if (!res.getHeader('Content-Type')) res.set('Content-Type', 'application/json; charset=utf-8');
      res.set('Content-Encoding', encoding);
      return res.send(compressed);
    };
    next();
  };
}
