import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { passesResponseCheck } from './response-check';

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
 * Brotli at a fast level, else gzip. The answer goes out now: on search answers of 6–10 KB, level 3 took 0.03–0.05 ms
 * against level 4's 0.04–0.08 ms for 1–2% more bytes (2.92 KB against 2.88 KB of 10.1 KB), and a fresh search pays it.
 */
function encode(raw: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzipSync(raw, { level: 6 });
}

/**
 * A JSON answer serialized once, with each compressed form made the first time a client asks for it and kept:
 * an answer sent many times (a cached search) is serialized and compressed once.
 */
export class PreparedJson {
  private raw: Buffer | undefined;
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};
  /** The JSON's length in bytes, known without making it again once compacted. */
  readonly length: number;

  constructor(value: unknown) {
    this.raw = Buffer.from(JSON.stringify(value));
    this.length = this.raw.length;
  }

  /** The JSON itself (made again from the brotli form once compacted). */
  get body(): Buffer {
    return this.raw ?? brotliDecompressSync(this.encoded.br!);
  }

  /** The bytes held: the JSON unless compacted, and each compressed form made so far. */
  get bytes(): number {
    return (this.raw?.length ?? 0) + (this.encoded.br?.length ?? 0) + (this.encoded.gzip?.length ?? 0);
  }

  /**
   * For an answer kept a long while: holds only its brotli form (what browsers take; a search answer's is about a
   * third of the JSON's size, measured 2.9 of 10 KB), and makes the JSON again from it for a client that takes no
   * brotli. One too small to compress stays as it is.
   */
  compact(): this {
    if (this.raw && this.raw.length >= JSON_COMPRESSION_THRESHOLD) {
      this.encodedAs('br');
      this.raw = undefined;
    }
    return this;
  }

  encodedAs(encoding: Encoding): Buffer {
    return (this.encoded[encoding] ??= exactCopy(encode(this.body, encoding)));
  }
}

/**
 * The bytes in a buffer of their own size. zlib's one-shot functions answer a slice of a 16 KB output chunk, so a
 * kept 3 KB answer would hold 16 KB (measured: the answers kept at 100,000 clothes held some 50 MB that way).
 */
function exactCopy(slice: Buffer): Buffer {
  if (slice.byteLength === slice.buffer.byteLength) return slice;
  const copy = Buffer.allocUnsafeSlow(slice.byteLength);
  slice.copy(copy);
  return copy;
}

/** Sends a prepared answer, compressed as the client accepts when it is larger than the threshold. */
export function sendPreparedJson(req: Request, res: Response, prepared: PreparedJson, threshold = JSON_COMPRESSION_THRESHOLD): void {
  if (passesResponseCheck(res, () => JSON.parse(prepared.body.toString()))) send(req, res, prepared, threshold);
}

function send(req: Request, res: Response, prepared: PreparedJson, threshold: number): void {
  res.vary('Accept-Encoding');
  if (!res.getHeader('Content-Type')) res.set('Content-Type', 'application/json; charset=utf-8');
  const encoding = prepared.length >= threshold ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
  if (!encoding) {
    res.send(prepared.body);
    return;
  }
  res.set('Content-Encoding', encoding);
  res.send(prepared.encodedAs(encoding));
}

/** Sends a page the server wrote (HTML), compressed as the client accepts when it is larger than the threshold. */
export function sendCompressed(req: Request, res: Response, body: string, threshold = JSON_COMPRESSION_THRESHOLD): void {
  res.vary('Accept-Encoding');
  const raw = Buffer.from(body);
  const encoding = raw.length >= threshold ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
  if (!encoding) {
    res.send(raw);
    return;
  }
  res.set('Content-Encoding', encoding);
  res.send(encode(raw, encoding));
}

/**
 * Compresses JSON answers on the fly (brotli at a fast level, else gzip) when they are larger than the threshold
 * and the client accepts it. Only `res.json` is touched, so streams and files are left alone.
 */
export function compressJson(threshold = JSON_COMPRESSION_THRESHOLD): RequestHandler {
  return (req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body?: unknown) => {
      if (body === undefined || res.getHeader('Content-Encoding')) return json(body);
      // res.json was checked already (tests' response check wraps it).
      send(req, res, new PreparedJson(body), threshold);
      return res;
    };
    next();
  };
}
