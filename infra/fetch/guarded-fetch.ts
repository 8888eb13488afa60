import dns from 'node:dns';
import net from 'node:net';
import { addressRefusal } from '@vitrina/infra/fetch/address-policy';
import { FetchRefusedError, type UnreachableReason } from '@vitrina/infra/fetch/errors';
import { requestHop } from '@vitrina/infra/fetch/request';

/** Resolves a host name to every address it has (IPv4 and IPv6). */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => (await dns.promises.lookup(hostname, { all: true })).map((entry) => entry.address);

export interface GuardedFetchOptions {
  maxBytes: number;
  /** One limit for the whole fetch: every DNS lookup, redirect and byte of the body. */
  timeoutMs: number;
  /** Given the response's Content-Type header ('' when absent); see acceptMediaTypes. */
  accept: (contentType: string) => boolean;
  maxRedirects?: number;
  /**
   * Time for each hop's name to resolve and its server to take the connection (TLS handshake included). Past it the
   * name is UNREACHABLE UNKNOWN_HOST, or the server TIMEOUT with phase 'connect': a server that does not answer at
   * all, told in seconds rather than at the end of timeoutMs. Absent: timeoutMs alone.
   */
  connectTimeoutMs?: number;
  resolver?: Resolver;
  /** Extra request headers (Accept, Accept-Language…); Host cannot be set. */
  headers?: Record<string, string>;
  /**
   * Tests only: exact addresses let through the address policy, so a test can serve pages from 127.0.0.1.
   * Production code never sets it.
   */
  allowAddressesForTests?: readonly string[];
  /** Tests only: a CA to trust besides the system ones, for a local https server. */
  caForTests?: string | Buffer;
}

export interface FetchResult {
  /** The URL of the final answer, after redirects. */
  url: string;
  status: number;
  contentType: string;
  /** The final answer's headers (pagination totals, Link). */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const DEFAULT_HEADERS = {
  'user-agent': 'VitrinaBot/1.0',
  'accept-encoding': 'gzip, deflate, br',
};

/**
 * The one way the server fetches a URL a user gave it (DESIGN rule 6, SECURITY item 16). Every hop, redirects
 * included, is checked: http(s) only; the host resolved once, every address it has vetted, and the connection
 * pinned to a vetted address; size and time limited while the bytes arrive.
 */
export async function guardedFetch(url: string, options: GuardedFetchOptions): Promise<FetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? 5;
  const headers = { ...DEFAULT_HEADERS, ...withoutHost(options.headers ?? {}) };
  try {
    let target = parseTarget(url);
    for (let redirects = 0; ; redirects += 1) {
      const connectBy = options.connectTimeoutMs === undefined ? undefined : Date.now() + options.connectTimeoutMs;
      const addresses = await vet(target, options, controller.signal, connectBy);
      const result = await requestHop({
        url: target,
        addresses,
        maxBytes: options.maxBytes,
        accept: options.accept,
        headers,
        signal: controller.signal,
        ca: options.caForTests,
        ...(connectBy === undefined ? {} : { connectTimeoutMs: Math.max(1, connectBy - Date.now()) }),
      });
      if (result.kind === 'body') {
        const { status, contentType, headers: answered, body } = result;
        return { url: target.href, status, contentType, headers: answered, body };
      }
      if (redirects >= maxRedirects) {
        throw new FetchRefusedError('TOO_MANY_REDIRECTS', `more than ${maxRedirects} redirects`);
      }
      target = parseTarget(result.location, target);
    }
  } catch (error) {
    if (controller.signal.aborted) throw new FetchRefusedError('TIMEOUT', `over ${options.timeoutMs} ms`);
    if (error instanceof FetchRefusedError) throw error;
    throw new FetchRefusedError('UNREACHABLE', describe(error), undefined, connectionFailure(error));
  } finally {
    clearTimeout(timer);
  }
}

/** WHATWG parsing turns 2130706433, 0x7f000001, 0177.0.0.1 and 127.1 into 127.0.0.1 before any check. */
function parseTarget(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new FetchRefusedError('INVALID_URL', 'unparsable URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError('UNSUPPORTED_SCHEME', `scheme ${url.protocol}`);
  }
  if (url.hostname === '') throw new FetchRefusedError('INVALID_URL', 'no host');
  return url;
}

async function vet(url: URL, options: GuardedFetchOptions, signal: AbortSignal, resolveBy?: number): Promise<string[]> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = net.isIP(host) ? [host] : await resolve(host, options.resolver ?? systemResolver, signal, resolveBy);
  if (addresses.length === 0) throw new FetchRefusedError('UNREACHABLE', `${host} has no address`, undefined, 'UNKNOWN_HOST');
  const allowed = new Set(options.allowAddressesForTests ?? []);
  for (const address of addresses) {
    if (allowed.has(address)) continue;
    const reason = addressRefusal(address);
    if (reason !== undefined) throw new FetchRefusedError('FORBIDDEN_ADDRESS', `${host} → ${address}: ${reason}`);
  }
  return addresses;
}

async function resolve(host: string, resolver: Resolver, signal: AbortSignal, resolveBy?: number): Promise<string[]> {
  if (signal.aborted) throw new Error('aborted');
  let onAbort = () => {};
  let timer: NodeJS.Timeout | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    // A name server that does not answer is a name that leads nowhere for now, said as soon as the time to connect is up.
    if (resolveBy !== undefined) timer = setTimeout(() => reject(new Error('no answer from the name servers in time')), Math.max(1, resolveBy - Date.now()));
  });
  try {
    return await Promise.race([resolver(host), aborted]);
  } catch (error) {
    if (signal.aborted) throw error;
    // ENOTFOUND, or EAI_AGAIN when no name server answers: either way the name leads nowhere for now.
    throw new FetchRefusedError('UNREACHABLE', `${host} did not resolve: ${describe(error)}`, undefined, 'UNKNOWN_HOST');
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

function withoutHost(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'host'));
}

/** A connection's failure as people tell it apart: nothing listening there, or anything else on the way. */
function connectionFailure(error: unknown): UnreachableReason {
  // A name with several addresses is tried on each (happy eyeballs): refused when every one of them refused.
  const failures = error instanceof AggregateError ? error.errors : [error];
  const refused = failures.length > 0 && failures.every((failure) => (failure as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED');
  return refused ? 'CONNECTION_REFUSED' : 'CONNECTION_FAILED';
}

function describe(error: unknown): string {
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message;
  return String(error);
}
