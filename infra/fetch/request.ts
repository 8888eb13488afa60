import type { LookupAddress, LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { FetchRefusedError } from '@vitrina/infra/fetch/errors';

/** One HTTP GET to one vetted target: the address list is the only one the socket may connect to. */
export interface Hop {
  url: URL;
  addresses: readonly string[];
  maxBytes: number;
  accept: (contentType: string) => boolean;
  headers: Record<string, string>;
  signal: AbortSignal;
  ca?: string | Buffer;
  /** Time for the server to take the connection (TLS handshake included); past it, TIMEOUT with phase 'connect'. */
  connectTimeoutMs?: number;
}

export type HopResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'body'; status: number; contentType: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function requestHop(hop: Hop): Promise<HopResult> {
  return new Promise<HopResult>((resolve, reject) => {
    const client = hop.url.protocol === 'https:' ? https : http;
    const request = client.request(
      {
        protocol: hop.url.protocol,
        hostname: hop.url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: hop.url.port || undefined,
        path: `${hop.url.pathname}${hop.url.search}`,
        method: 'GET',
        headers: hop.headers,
        // The name was resolved and vetted already; the socket must go to that address and nowhere else, so a
        // second DNS answer (rebinding) never matters. Host header and SNI still carry the name.
        lookup: pinnedLookup(hop.addresses),
        agent: false,
        signal: hop.signal,
        ...(hop.ca ? { ca: hop.ca } : {}),
      },
      (response) => {
        answered = true;
        handleResponse(response, hop).then(resolve, (error: unknown) => {
          response.destroy();
          request.destroy();
          reject(error);
        });
      },
    );
    // Once an answer has begun, its body stream reports a broken connection; a request error raised by our own
    // destroy (or by bytes after the body ends) must not hide the reason the body was refused.
    let answered = false;
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (hop.connectTimeoutMs !== undefined) {
      const ms = hop.connectTimeoutMs;
      const timer = setTimeout(
        () => request.destroy(new FetchRefusedError('TIMEOUT', `no connection within ${ms} ms`, undefined, undefined, undefined, 'connect')),
        ms,
      );
      const connected = hop.url.protocol === 'https:' ? 'secureConnect' : 'connect';
      request.once('socket', (socket) => socket.once(connected, () => clearTimeout(timer)));
      request.once('close', () => clearTimeout(timer));
    }
    request.end();
  });
}

async function handleResponse(response: IncomingMessage, hop: Hop): Promise<HopResult> {
  const status = response.statusCode ?? 0;
  const location = response.headers.location;
  if (REDIRECTS.has(status) && location) {
    response.destroy();
    return { kind: 'redirect', status, location };
  }
  if (status < 200 || status > 299) {
    const retryAfter = response.headers['retry-after'];
    throw new FetchRefusedError('HTTP_ERROR', `status ${status}`, status, undefined, typeof retryAfter === 'string' ? retryAfter : undefined);
  }
  const contentType = response.headers['content-type'] ?? '';
  if (!hop.accept(contentType)) throw new FetchRefusedError('BAD_CONTENT_TYPE', `content type "${contentType}"`);
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > hop.maxBytes) {
    throw new FetchRefusedError('TOO_LARGE', `Content-Length ${declared} > ${hop.maxBytes}`);
  }
  const body = await readLimited(response, hop.maxBytes);
  return { kind: 'body', status, contentType, headers: { ...response.headers }, body };
}

/** Reads the (decoded) body, stopping as soon as it passes maxBytes, whatever Content-Length said. */
async function readLimited(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge: FetchRefusedError | undefined;
  const collect = async (source: AsyncIterable<Buffer | string>) => {
    for await (const piece of source) {
      const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
      size += chunk.length;
      if (size > maxBytes) throw (tooLarge = new FetchRefusedError('TOO_LARGE', `body passed ${maxBytes} bytes`));
      chunks.push(chunk);
    }
  };
  const decoder = decoderFor(response.headers['content-encoding']);
  try {
    if (decoder) await pipeline(response, decoder, collect);
    else await pipeline(response, collect);
  } catch (error) {
    // Node 20's pipeline may report the teardown (an AbortError from the decoder) instead of the first error.
    throw tooLarge ?? error;
  }
  return Buffer.concat(chunks, size);
}

/** The limit applies to decoded bytes, so a small gzip bomb is as refused as a large plain body. */
function decoderFor(encoding: string | undefined): Transform | undefined {
  switch ((encoding ?? 'identity').trim().toLowerCase()) {
    case 'identity':
    case '':
      return undefined;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      throw new FetchRefusedError('BAD_CONTENT_TYPE', `content encoding "${encoding}"`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for net.connect that answers only with the vetted addresses (all of them when asked for all). */
function pinnedLookup(addresses: readonly string[]) {
  return (_hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const wanted = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const entries = addresses.map((address) => ({ address, family: net.isIP(address) })).filter((entry) => !wanted || wanted === entry.family);
    const first = entries[0];
    if (!first) {
      const error: NodeJS.ErrnoException = new Error('no vetted address of the requested family');
      error.code = 'ENOTFOUND';
      callback(error, '');
      return;
    }
    if (options.all) callback(null, entries);
    else callback(null, first.address, first.family);
  };
}
