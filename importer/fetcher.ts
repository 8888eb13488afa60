import robotsParser from 'robots-parser';
import { FetchRefusedError, type UnreachableReason } from '@vitrina/infra/fetch/errors';
import { guardedFetch, type GuardedFetchOptions, type Resolver } from '@vitrina/infra/fetch/guarded-fetch';
import { acceptMediaTypes, mediaType, PAGE_MEDIA_TYPES } from '@vitrina/infra/fetch/media-type';

/** A shop page fetched for the importer: where it ended up after redirects, and its HTML. */
export interface FetchedPage {
  url: string;
  html: string;
}

/** A catalogue document: where it ended up, its media type (`application/json`), its text and response headers. */
export interface FetchedDocument {
  url: string;
  mediaType: string;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface PageFetcherOptions {
  /** The site's public URL, named in the User-Agent so a shop knows who reads it and where to ask. */
  siteUrl: string;
  /** Between two requests to one host. */
  delayMs?: number;
  maxBytes?: number;
  timeoutMs?: number;
  /**
   * Time for a shop's name to resolve and its server to take the connection (GuardedFetchOptions): "Read the shop"
   * sets it, so a shop that does not answer at all is said in seconds. Such a shop is not asked again.
   */
  connectTimeoutMs?: number;
  resolver?: Resolver;
  /** Tests only (see GuardedFetchOptions). */
  allowAddressesForTests?: readonly string[];
  /** The waits before each try again of a request that failed in a way that may pass (RETRY_DELAYS_MS). */
  retryDelaysMs?: readonly number[];
}

/** A page larger than this is refused: a product list is well under it. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
const ROBOTS_BYTES = 512 * 1024;
const ROBOTS_CACHE_MS = 60 * 60 * 1000;
const MAX_CRAWL_DELAY_MS = 60_000;
/** A robots.txt fetch that failed so: the host itself is refused or out of reach, not merely without a robots.txt. */
const HOST_FAILURES: ReadonlySet<PageRefusedError['code']> = new Set(['FORBIDDEN_ADDRESS', 'UNREACHABLE', 'TIMEOUT']);
/** A request that fails in a way that may pass is tried again after these waits: three tries, five seconds at most. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 4_000];
/** A shop's Retry-After is waited up to this; one asking for longer is not asked again by this run. */
const MAX_RETRY_AFTER_MS = 30_000;
/** Answers that may pass: a timeout of the shop or a gateway, too many requests, the server's own errors. */
const PASSING_STATUSES = (status: number) => status === 408 || status === 429 || status >= 500;

/** Why the importer would not read a page: the guarded fetcher's refusals and the shop's robots.txt. */
export class PageRefusedError extends Error {
  constructor(
    readonly code: 'ROBOTS_DISALLOWED' | FetchRefusedError['code'],
    readonly detail?: string,
    /** For UNREACHABLE: an unknown host, a refused connection, or another failure. */
    readonly unreachable?: UnreachableReason,
    /** For HTTP_ERROR: the status the shop answered. */
    readonly status?: number,
    /** The address asked for. */
    readonly url?: string,
    /** For HTTP_ERROR: the answer's Retry-After header. */
    readonly retryAfter?: string,
    /** For TIMEOUT: 'connect' when the shop never took the connection within connectTimeoutMs. */
    readonly phase?: 'connect',
  ) {
    super(code);
    this.name = 'PageRefusedError';
  }
}

/**
 * How the importer reads shops, and only this way: through the guarded fetcher (no private, loopback or metadata
 * address; size and time limited), as `VitrinaBot` naming the site, after asking the shop's robots.txt (cached an
 * hour per host), and one request at a time per host with a pause between them. A page, document or robots.txt
 * whose request fails in a way that may pass (a 5xx, 408 or 429, a broken connection, a timeout) is asked again,
 * twice at most (RETRY_DELAYS_MS, or the shop's Retry-After up to 30 s); a refusal (another 4xx, a refused
 * connection, a name that does not resolve, a server that never took the connection within connectTimeoutMs, the
 * guard) is final at once. Images are not asked again: a run has thousands.
 */
export class PageFetcher {
  readonly userAgent: string;
  private readonly robots = new Map<string, { allows: (url: string) => boolean; until: number }>();
  /** The pause a host's robots.txt asks for (Crawl-delay), by host. */
  private readonly crawlDelayMs = new Map<string, number>();
  private readonly hosts = new Map<string, Promise<unknown>>();
  private readonly lastAt = new Map<string, number>();

  constructor(private readonly options: PageFetcherOptions) {
    this.userAgent = `VitrinaBot/1.0 (+${options.siteUrl.replace(/\/+$/, '')}/bot)`;
  }

  /** What another thread needs to read shops the same way (a resolver, a function, stays here). */
  get settings(): Omit<PageFetcherOptions, 'resolver'> {
    const { resolver: _resolver, ...rest } = this.options;
    return rest;
  }

  /** The page's HTML, or a PageRefusedError saying why not. */
  async page(url: string): Promise<FetchedPage> {
    const target = parse(url);
    if (!(await this.allowed(target))) throw new PageRefusedError('ROBOTS_DISALLOWED', target.href, undefined, undefined, target.href);
    const result = await this.retried(() =>
      this.polite(target.host, () =>
        this.fetch(target.href, { maxBytes: this.options.maxBytes ?? MAX_PAGE_BYTES, accept: acceptMediaTypes(PAGE_MEDIA_TYPES) }),
      ),
    );
    return { url: result.url, html: result.body.toString('utf8') };
  }

  /**
   * Whether a page is gone: it answers 404 or 410 (asked as any page is, robots.txt and tries again included).
   * False when it answers, or when it cannot be told (refused, out of reach).
   */
  async gone(url: string): Promise<boolean> {
    try {
      await this.page(url);
      return false;
    } catch (error) {
      return error instanceof PageRefusedError && error.code === 'HTTP_ERROR' && (error.status === 404 || error.status === 410);
    }
  }

  /**
   * A catalogue document (a platform's JSON, a product feed, a sitemap), through the same guard, robots.txt and
   * pacing as pages: its final URL, media type and text. `accept` names the media types a source reads.
   */
  async document(url: string, accept: readonly string[], headers: Record<string, string> = {}): Promise<FetchedDocument> {
    const target = parse(url);
    if (!(await this.allowed(target))) throw new PageRefusedError('ROBOTS_DISALLOWED', target.href, undefined, undefined, target.href);
    const result = await this.retried(() =>
      this.polite(target.host, () => this.fetch(target.href, { maxBytes: this.options.maxBytes ?? MAX_PAGE_BYTES, accept: acceptMediaTypes(accept) }, headers)),
    );
    return { url: result.url, mediaType: mediaType(result.contentType), text: result.body.toString('utf8'), headers: result.headers };
  }

  /** An image's bytes, through the same guard and pacing (images often sit on the shop's CDN, another host). */
  async image(url: string, accept: (contentType: string) => boolean, maxBytes: number): Promise<Buffer> {
    const target = parse(url);
    const result = await this.polite(target.host, () => this.fetch(target.href, { maxBytes, accept }));
    return result.body;
  }

  /** The guarded fetch; an answer other than 2xx is a PageRefusedError HTTP_ERROR with its status and Retry-After. */
  private async fetch(url: string, options: Pick<GuardedFetchOptions, 'maxBytes' | 'accept'>, headers: Record<string, string> = {}) {
    try {
      return await guardedFetch(url, {
        ...options,
        timeoutMs: this.options.timeoutMs ?? 15_000,
        ...(this.options.connectTimeoutMs !== undefined ? { connectTimeoutMs: this.options.connectTimeoutMs } : {}),
        headers: {
          'user-agent': this.userAgent,
          accept: 'text/html,application/xhtml+xml,image/*;q=0.9,*/*;q=0.5',
          'accept-language': 'es,en;q=0.8',
          ...headers,
        },
        ...(this.options.resolver ? { resolver: this.options.resolver } : {}),
        ...(this.options.allowAddressesForTests ? { allowAddressesForTests: this.options.allowAddressesForTests } : {}),
      });
    } catch (error) {
      if (error instanceof FetchRefusedError)
        throw new PageRefusedError(error.code, error.detail, error.unreachable, error.status, url, error.retryAfter, error.phase);
      throw error;
    }
  }

  /** `request` asked again after each of the waits while it fails in a way that may pass (see the class). */
  private async retried<T>(request: () => Promise<T>): Promise<T> {
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    for (let tried = 0; ; tried += 1) {
      try {
        return await request();
      } catch (error) {
        const wait = tried < delays.length ? waitBeforeAgain(error, delays[tried]!) : null;
        if (wait === null) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /** Whether the shop's robots.txt lets VitrinaBot read the URL; a shop without one (or an unreadable one) allows. */
  private async allowed(target: URL): Promise<boolean> {
    const known = this.robots.get(target.origin);
    if (known && known.until > Date.now()) return known.allows(target.href);
    const robotsUrl = `${target.origin}/robots.txt`;
    let text = '';
    try {
      const result = await this.retried(() => this.polite(target.host, () => this.fetch(robotsUrl, { maxBytes: ROBOTS_BYTES, accept: () => true })));
      if (result.status < 400) text = result.body.toString('utf8');
    } catch (error) {
      // An address the guard refuses is refused for the page too, and so is a shop that cannot be reached at all (an
      // unknown host, nothing listening, no answer in time): the page would only fail the same way, a pause later.
      // Anything else (no robots.txt, an error answered) allows.
      if (error instanceof PageRefusedError && HOST_FAILURES.has(error.code)) throw error;
    }
    const robots = robotsParser(robotsUrl, text);
    const allows = (url: string) => robots.isAllowed(url, 'VitrinaBot') !== false;
    // A shop's Crawl-delay is kept when it asks for more than our own pause, up to a minute.
    const delayMs = Math.min(MAX_CRAWL_DELAY_MS, (robots.getCrawlDelay('VitrinaBot') ?? 0) * 1000);
    this.robots.set(target.origin, { allows, until: Date.now() + ROBOTS_CACHE_MS });
    this.crawlDelayMs.set(target.host, delayMs);
    return allows(target.href);
  }

  /** Runs `task` after the host's previous request and its pause. */
  private polite<T>(host: string, task: () => Promise<T>): Promise<T> {
    const previous = this.hosts.get(host) ?? Promise.resolve();
    const run = previous
      .catch(() => undefined)
      .then(async () => {
        const wait = (this.lastAt.get(host) ?? 0) + Math.max(this.options.delayMs ?? 1_000, this.crawlDelayMs.get(host) ?? 0) - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        try {
          return await task();
        } finally {
          this.lastAt.set(host, Date.now());
        }
      });
    this.hosts.set(host, run);
    const forget = () => {
      if (this.hosts.get(host) === run) this.hosts.delete(host);
    };
    void run.then(forget, forget);
    return run;
  }
}

/**
 * How long to wait before asking again after `error`, null when a wait does not mend it (mayPass): `delay` or the
 * shop's Retry-After (seconds or a date), whichever is longer, and null past MAX_RETRY_AFTER_MS.
 */
function waitBeforeAgain(error: unknown, delay: number): number | null {
  if (!mayPass(error)) return null;
  const asked = retryAfterMs(error.retryAfter);
  if (asked !== null && asked > MAX_RETRY_AFTER_MS) return null;
  return Math.max(delay, asked ?? 0);
}

/**
 * Whether a request failed in a way that may pass: a timeout of an answer under way, a broken connection (not a
 * refused one, nor a name that does not resolve: ENOTFOUND and EAI_AGAIN alike), or an answer of PASSING_STATUSES.
 * What a wait does not mend (another 4xx, robots.txt, the guard) is a refusal, and so is a server that never took the
 * connection within connectTimeoutMs: whoever set that time wants the answer in it.
 */
export function mayPass(error: unknown): error is PageRefusedError {
  if (!(error instanceof PageRefusedError)) return false;
  if (error.code === 'TIMEOUT') return error.phase !== 'connect';
  if (error.code === 'UNREACHABLE' && error.unreachable === 'CONNECTION_FAILED') return true;
  return error.code === 'HTTP_ERROR' && error.status !== undefined && PASSING_STATUSES(error.status);
}

/** A refusal in a word for a run's report: the status the shop answered (`500`), else how it failed (`TIMEOUT`, `CONNECTION_FAILED`). */
export function whyRefused(error: PageRefusedError): string {
  return error.status !== undefined ? String(error.status) : (error.unreachable ?? error.code);
}

/** A Retry-After header in milliseconds from now: delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | null {
  if (header === undefined) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function parse(url: string): URL {
  try {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new PageRefusedError('UNSUPPORTED_SCHEME');
    return target;
  } catch (error) {
    if (error instanceof PageRefusedError) throw error;
    throw new PageRefusedError('INVALID_URL');
  }
}
