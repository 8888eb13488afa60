import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one place the environment is read. Every variable is parsed here with zod; a bad value stops the process
 * at start with a message naming the variable. Adapters are chosen by URL: a SQLite file path (or nothing) for
 * the embedded default, `esdb://`/`kurrentdb://`, `mongodb://` and `redis://` for the scaled engines.
 */
const urlWithSchemes = (schemes: readonly string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return schemes.includes(new URL(value).protocol.replace(/:$/, ''));
        } catch {
          return false;
        }
      },
      { message: `must be a URL with scheme ${schemes.join(', ')}` },
    );

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Express's own names for address ranges, usable in TRUST_PROXY. */
const NAMED_SUBNETS = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, or an address with a prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrSubnet(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For Express believes (its `trust proxy`): `false` (none: the address is the peer's),
 * a hop count (the n nearest proxies, whatever their address), or addresses and subnets separated by commas.
 * `true` (every hop) is refused: any client could then name any address.
 */
export type TrustProxy = false | number | string[];
const trustProxy = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, ctx): TrustProxy => {
    if (value === '' || value === 'loopback') return ['loopback'];
    if (value === 'false') return false;
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.length > 0 && entries.every((entry) => NAMED_SUBNETS.includes(entry) || isAddressOrSubnet(entry))) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, a hop count from 0 to 10, or addresses and subnets separated by commas (loopback, linklocal, uniquelocal, 10.0.0.0/8, …)',
    });
    return z.NEVER;
  });

/**
 * Who may read /api/metrics and /api/ready's details without the operator token: addresses and subnets separated
 * by commas, with Express's names (loopback, linklocal, uniquelocal); `none` for nobody (the token only). The
 * address is the client's as TRUST_PROXY resolves it.
 */
const metricsAllow = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, ctx): string[] => {
    if (value === '') return ['loopback'];
    if (value === 'none') return [];
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => NAMED_SUBNETS.includes(entry) || isAddressOrSubnet(entry))) return entries;
    ctx.addIssue({ code: 'custom', message: 'must be none, or addresses and subnets separated by commas (loopback, 10.0.0.0/8, …)' });
    return z.NEVER;
  });

const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((value) => value === 'true' || value === '1' || value === 'yes');

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: urlWithSchemes(['http', 'https']).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** Unset: `${DATA_DIR}/events.sqlite`. A path or `sqlite:` URL: that file. `esdb://` / `kurrentdb://`: EventStoreDB. */
  EVENT_STORE_URL: optionalText,
  /** Unset: `${DATA_DIR}/read.sqlite`. `mongodb://` / `mongodb+srv://`: MongoDB (a replica set, for transactions). */
  READ_STORE_URL: optionalText,
  /** Unset: in-process jobs, sessions and rate limits in SQLite. */
  REDIS_URL: urlWithSchemes(['redis', 'rediss']).optional(),
  /** Unset: emails are written as .eml files to `${DATA_DIR}/outbox`. */
  SMTP_URL: urlWithSchemes(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Vitrina <no-reply@vitrina.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest JSON body the api accepts. */
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(kb|mb)$/i, 'must look like 100kb or 1mb')
    .default('100kb'),
  /** The one origin allowed to call the api cross-origin (CORS); unset: same origin only. */
  CORS_ORIGIN: urlWithSchemes(['http', 'https']).optional(),
  /** Which roles this process plays; `npm start` runs all of them in one process. */
  ROLES: z
    .string()
    .trim()
    .default('api,projector,worker')
    .transform((value) =>
      value
        .split(',')
        .map((role) => role.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['api', 'projector', 'worker'])).min(1)),
  /** Serve the built web app from the api (embedded mode). */
  SERVE_WEB: booleanFlag.default(true),
  WEB_DIST: z.string().trim().min(1).default('web/dist'),
  /**
   * The public pages (home, search, a cloth, the magazine, a story) rendered by React on the server and hydrated
   * (issue 47; the build's web/dist-server beside WEB_DIST, on render threads); off: the builder's head and lean
   * first paint, the app rendering in the browser.
   */
  SSR: booleanFlag.default(true),
  /** How long a page's server render may take before the page is served as without SSR. */
  SSR_BUDGET_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  /** Threads the server renders pages on (api/pages/render-pool.ts), started as pages need them, ended when idle. */
  SSR_THREADS: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * Where the embedded SQLite files' write-ahead logs are copied into them: `background` (a thread of its own, so no
   * request waits for a checkpoint's sync) or `inline` (SQLite's own, in the commit that fills the log; tests).
   */
  SQLITE_CHECKPOINTS: z.enum(['background', 'inline']).default('background'),
  /**
   * Threads answering searches on the embedded index, each with a replica of it (infra/search/replicas.ts): a
   * number (0: the api's own thread answers), or `auto`: one per core from 300,000 clothes.
   */
  SEARCH_THREADS: z.union([z.literal('auto'), z.coerce.number().int().min(0).max(16)]).default('auto'),
  /**
   * Where a process that serves the api and projects on the embedded SQLite file runs its projector and search
   * indexer: `thread` (a thread of its own, so bulk appends are applied beside the requests, not between them) or
   * `inline` (the api's thread; the server tests').
   */
  PROJECTOR_PLACE: z.enum(['thread', 'inline']).default('thread'),
  /** Projector batching: apply at most this many events, or wait at most this long, per transaction. */
  PROJECTOR_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  PROJECTOR_BATCH_MS: z.coerce.number().int().min(0).max(10_000).default(20),
  /** The server secret emailed links are derived from (64 hex characters or more). Unset: `${DATA_DIR}/secret.key`, made on first start. */
  SECRET_KEY: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64,}$/, 'must be at least 64 hex characters')
    .optional(),
  /**
   * The master key that wraps each person's data key (crypto-shredding of personal fields): 64 hex characters.
   * Unset: `${DATA_DIR}/data.key`, made on first start. Every process of one site needs the same.
   */
  DATA_KEY: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  /** Days an erased account's username and email stay held before anyone may register them again. */
  ERASED_HOLD_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** The spec's minimum is 6; ASVS asks for 8. */
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(64).default(6),
  /** Both set: Google reCAPTCHA v3 instead of the self-hosted proof of work. */
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET_KEY: optionalText,
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Work of the self-hosted captcha: the largest number a browser may have to try. */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(100_000),
  /** On a first start (an empty event log), fill the site with demo people, brands and clothes. */
  DEMO_DATA: booleanFlag.default(true),
  /** Searches a guest (one browser, by its cookie) may make a day before being asked to log in. */
  FREE_SEARCH_LIMIT: z.coerce.number().int().min(0).max(10_000).default(10),
  /**
   * Guest searches a day from one address, all cookies together: a brake on clearing cookies, not the limit
   * (a household, an office or a mobile carrier share addresses). Unset: ten times FREE_SEARCH_LIMIT.
   */
  FREE_SEARCH_ADDRESS_LIMIT: z.coerce.number().int().min(0).max(10_000_000).optional(),
  /** The proxies in front of the api whose X-Forwarded-For names the client's address (TrustProxy). */
  TRUST_PROXY: trustProxy,
  /** Addresses that may read the operators' endpoints (metricsAllow). */
  METRICS_ALLOW: metricsAllow,
  /** A bearer token that opens the operators' endpoints from any address; at least 32 characters. Never logged. */
  OPERATOR_TOKEN: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  /** Uploaded or fetched images: bytes and decoded pixels at most (SECURITY.md 16–17, ours). */
  IMAGE_MAX_BYTES: z.coerce.number().int().min(100_000).max(100_000_000).default(10_000_000),
  IMAGE_MAX_PIXELS: z.coerce.number().int().min(1_000_000).max(500_000_000).default(40_000_000),
  /** Magazine videos are kept as uploaded (no transcoding), so the cap is what the disk and readers can bear. */
  VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1_000_000)
    .max(500_000_000)
    .default(40 * 1024 * 1024),
  /** Uploads per user an hour (images and images by URL share one budget): enough to fill a catalogue, not a disk. */
  UPLOAD_IMAGES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(300),
  UPLOAD_VIDEOS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  /** A session ends after this long unused, and this long after it began whatever its use. */
  SESSION_IDLE_HOURS: z.coerce.number().int().min(1).max(8_760).default(336),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(8_760).default(720),
  /** The guarded fetcher (importer pages, images by URL): time and page size limits. */
  FETCH_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(60_000).default(10_000),
  FETCH_MAX_PAGE_BYTES: z.coerce.number().int().min(100_000).max(50_000_000).default(5_000_000),
  /** The importer's pause between two requests to one shop (it never sends two at once to one host). */
  IMPORTER_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /**
   * Shop readings ("Read the shop", previews) under way at once in one api process, one per brand (each "Read the
   * shop" a thread of up to 256 MB for up to 30 s), and how long one waits in line for a slot before 429 IMPORT_BUSY.
   */
  IMPORTER_READINGS: z.coerce.number().int().min(1).max(16).default(2),
  IMPORTER_READING_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(15_000),
  /**
   * Tests and local demos only, never in production: addresses the importer may fetch although the guard refuses
   * them (the journeys serve a fixture shop from 127.0.0.1). Comma-separated IPs.
   */
  IMPORTER_ALLOW_ADDRESSES: z
    .string()
    .trim()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .refine((addresses) => addresses.every((address) => net.isIP(address) !== 0), { message: 'must be IP addresses separated by commas' }),
  /**
   * Who bills brands: `stripe`, `mercadopago`, or `test` (Vitrina's own offline provider, every page marked "test
   * mode"). Unset: `test` in development; in production it must be chosen by name.
   */
  PAYMENTS_PROVIDER: z.enum(['test', 'stripe', 'mercadopago']).optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another Stripe API host (a local stand-in); unset: Stripe's own. */
  STRIPE_API_URL: urlWithSchemes(['http', 'https']).optional(),
  MERCADOPAGO_ACCESS_TOKEN: optionalText,
  MERCADOPAGO_WEBHOOK_SECRET: optionalText,
  /** Another Mercado Pago API base (a local stand-in); unset: Mercado Pago's own. */
  MERCADOPAGO_API_URL: urlWithSchemes(['http', 'https']).optional(),
  /** Days a brand whose renewal failed stays public and may upload before its plan lapses. */
  SUBSCRIPTION_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /** The day the dashboard's counts fall on; changing it needs `npm run replay -- analytics`. */
  SITE_TIME_ZONE: z
    .string()
    .trim()
    .default('America/Argentina/Buenos_Aires')
    .refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { message: 'must be an IANA time zone such as America/Argentina/Buenos_Aires' },
    ),
  /** How often the worker moves subscriptions past their period end, grace end and cancel date. */
  SUBSCRIPTION_CHECK_MINUTES: z.coerce.number().int().min(1).max(1_440).default(15),
  /** How often the worker asks the provider what it holds for every subscription it bills (reconciliation). */
  PAYMENTS_RECONCILE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
});

export type RawConfig = z.infer<typeof ConfigSchema>;

export type EventStoreTarget = { kind: 'sqlite'; file: string } | { kind: 'esdb'; connectionString: string };
export type ReadStoreTarget = { kind: 'sqlite'; file: string } | { kind: 'mongodb'; url: string };

export interface Config extends Omit<RawConfig, 'PAYMENTS_PROVIDER' | 'FREE_SEARCH_ADDRESS_LIMIT'> {
  PUBLIC_URL: string;
  FREE_SEARCH_ADDRESS_LIMIT: number;
  PAYMENTS_PROVIDER: 'test' | 'stripe' | 'mercadopago';
  eventStore: EventStoreTarget;
  readStore: ReadStoreTarget;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The variables the config reads; docker-compose.yml may set only these (a test checks it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(ConfigSchema.shape);

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input: Record<string, string> = {};
  for (const key of CONFIG_VARIABLES) {
    const value = env[key];
    if (value !== undefined) input[key] = value;
  }
  const parsed = ConfigSchema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
  }
  const raw = parsed.data;
  const issues: string[] = [];
  const eventStore = eventStoreTarget(raw, issues);
  const readStore = readStoreTarget(raw, issues);
  if (raw.SESSION_IDLE_HOURS > raw.SESSION_ABSOLUTE_HOURS) issues.push('SESSION_IDLE_HOURS: must not exceed SESSION_ABSOLUTE_HOURS');
  const payments = paymentsProvider(raw, issues);
  if (raw.NODE_ENV === 'production' && raw.IMPORTER_ALLOW_ADDRESSES.length > 0) issues.push('IMPORTER_ALLOW_ADDRESSES: tests only, never in production');
  const addressLimit = raw.FREE_SEARCH_ADDRESS_LIMIT ?? raw.FREE_SEARCH_LIMIT * 10;
  if (addressLimit < raw.FREE_SEARCH_LIMIT) issues.push('FREE_SEARCH_ADDRESS_LIMIT: must not be below FREE_SEARCH_LIMIT');
  if (issues.length > 0) throw new ConfigError(issues);
  return {
    ...raw,
    // As URLs are written (`HTTPS://Shop.Example/` is `https://shop.example`): https is told by the prefix (HSTS,
    // Secure cookies).
    PUBLIC_URL: new URL(raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).href.replace(/\/+$/, ''),
    FREE_SEARCH_ADDRESS_LIMIT: addressLimit,
    eventStore: eventStore!,
    readStore: readStore!,
    PAYMENTS_PROVIDER: payments!,
  };
}

/** Production never bills in test mode by accident: there the provider is chosen by name, with its keys. */
function paymentsProvider(raw: RawConfig, issues: string[]): Config['PAYMENTS_PROVIDER'] | undefined {
  const chosen = raw.PAYMENTS_PROVIDER ?? (raw.NODE_ENV === 'production' ? undefined : 'test');
  if (!chosen) {
    issues.push('PAYMENTS_PROVIDER: must be set in production (stripe, mercadopago, or test for a demo)');
    return undefined;
  }
  if (chosen === 'stripe' && !(raw.STRIPE_SECRET_KEY && raw.STRIPE_WEBHOOK_SECRET))
    issues.push('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: both are needed with PAYMENTS_PROVIDER=stripe');
  if (chosen === 'mercadopago' && !(raw.MERCADOPAGO_ACCESS_TOKEN && raw.MERCADOPAGO_WEBHOOK_SECRET)) {
    issues.push('MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET: both are needed with PAYMENTS_PROVIDER=mercadopago');
  }
  return chosen;
}

function sqliteFile(value: string): string {
  return value.startsWith('sqlite:') ? value.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '') : value;
}

function eventStoreTarget(raw: RawConfig, issues: string[]): EventStoreTarget | undefined {
  const value = raw.EVENT_STORE_URL;
  if (value === undefined) return { kind: 'sqlite', file: path.join(raw.DATA_DIR, 'events.sqlite') };
  if (/^(esdb|esdb\+discover|kurrentdb|kurrentdb\+discover|kurrent):\/\//.test(value)) {
    return { kind: 'esdb', connectionString: value.replace(/^kurrent(db)?/, 'esdb') };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) && !value.startsWith('sqlite:')) {
    issues.push('EVENT_STORE_URL: must be a SQLite file path, sqlite:<path>, esdb:// or kurrentdb://');
    return undefined;
  }
  return { kind: 'sqlite', file: sqliteFile(value) };
}

function readStoreTarget(raw: RawConfig, issues: string[]): ReadStoreTarget | undefined {
  const value = raw.READ_STORE_URL;
  if (value === undefined) return { kind: 'sqlite', file: path.join(raw.DATA_DIR, 'read.sqlite') };
  if (/^mongodb(\+srv)?:\/\//.test(value)) return { kind: 'mongodb', url: value };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) && !value.startsWith('sqlite:')) {
    issues.push('READ_STORE_URL: must be a SQLite file path, sqlite:<path> or mongodb://');
    return undefined;
  }
  return { kind: 'sqlite', file: sqliteFile(value) };
}
