import { createHmac } from 'node:crypto';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { EventRegistry } from '@vitrina/domain/core/events';
import { openCaptchaVerifier } from '@vitrina/infra/captcha/factory';
import type { CaptchaVerifier } from '@vitrina/infra/captcha/port';
import type { Config } from '@vitrina/infra/config/config';
import { loadCommonPasswords } from '@vitrina/infra/crypto/common-passwords';
import { resolveServerSecret } from '@vitrina/infra/crypto/secrets';
import { BackgroundCheckpoints } from '@vitrina/infra/sqlite/checkpoints';
import { checkpointInBackground } from '@vitrina/infra/sqlite/open';
import type { DataKeyStore } from '@vitrina/infra/datakeys/port';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import { openJobQueue } from '@vitrina/infra/jobs/factory';
import type { JobQueue } from '@vitrina/infra/jobs/port';
import type { Logger } from '@vitrina/infra/log/logger';
import { openMailer } from '@vitrina/infra/mail/factory';
import { openPayments, postWebhook } from '@vitrina/infra/payments/factory';
import type { PaymentsProvider } from '@vitrina/infra/payments/port';
import type { PageFetcher } from '@vitrina/importer/fetcher';
import { openEventLog, pageFetcherFor } from './adapters';
import type { Delivery } from '@vitrina/infra/payments/port';
import type { Mailer } from '@vitrina/infra/mail/port';
import { openRateLimiter } from '@vitrina/infra/ratelimit/factory';
import type { RateLimiter } from '@vitrina/infra/ratelimit/port';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import type { ReadStore } from '@vitrina/infra/readstore/port';
import { openSessionStore } from '@vitrina/infra/sessions/factory';
import type { SessionStore } from '@vitrina/infra/sessions/port';
import { openSearchIndex } from '@vitrina/infra/search/factory';
import type { SearchIndex } from '@vitrina/infra/search/port';
import { ReadModels } from '@vitrina/projector/projection-state';
import type { Projection } from '@vitrina/projector/projection';
import { productProjections } from '@vitrina/projector/registry';

const HOUR = 3_600_000;

/** The adapters chosen by configuration, opened once per process and closed in reverse order. */
export interface Runtime {
  config: Config;
  logger: Logger;
  registry: EventRegistry;
  eventStore: EventStore;
  readStore: ReadStore;
  /** Each person's data key (crypto-shredding): destroying one erases their personal data everywhere. */
  dataKeys: DataKeyStore;
  jobs: JobQueue;
  sessions: SessionStore;
  limiter: RateLimiter;
  captcha: CaptchaVerifier;
  mailer: Mailer;
  search: SearchIndex;
  secret: Buffer;
  commonPasswords: ReadonlySet<string>;
  projections: Projection[];
  readModels: ReadModels;
  payments: PaymentsProvider;
  /** How the importer reads shops (its preview in the api, its runs in the worker). */
  pages: PageFetcher;
  /** The api's webhook path, when the api runs in this process: the test provider delivers straight into it. */
  webhooks: { deliver?: (provider: string, delivery: Delivery) => Promise<void> };
  /** The one clock schedules, expiries and decisions read; tests move it. */
  now(): Date;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  now?: () => Date;
}

/** Where the jobs live: Redis when it is configured, else the embedded queue's file in the data folder. */
export function jobQueueTarget(config: Config): { redisUrl?: string; sqliteFile: string } {
  return { redisUrl: config.REDIS_URL, sqliteFile: path.join(config.DATA_DIR, 'jobs.sqlite') };
}

export async function openRuntime(config: Config, logger: Logger, options: RuntimeOptions = {}): Promise<Runtime> {
  const now = options.now ?? (() => new Date());
  mkdirSync(config.DATA_DIR, { recursive: true });
  const file = (name: string) => path.join(config.DATA_DIR, name);
  // Before any store opens: their connections leave checkpoints to the thread started below.
  if (config.SQLITE_CHECKPOINTS === 'background') checkpointInBackground();
  const secret = resolveServerSecret({ secretKey: config.SECRET_KEY, file: file('secret.key') });
  const { registry, dataKeys, eventStore } = await openEventLog(config, logger);
  const readStore = await openReadStore(config.readStore);
  const jobs = await openJobQueue({ ...jobQueueTarget(config), logger });
  const sessions = await openSessionStore({
    redisUrl: config.REDIS_URL,
    sqliteFile: file('sessions.sqlite'),
    logger,
    idleMs: config.SESSION_IDLE_HOURS * HOUR,
    absoluteMs: config.SESSION_ABSOLUTE_HOURS * HOUR,
  });
  // On the site's clock, so a test that moves it sees windows and the login throttle's waits end.
  const limiter = await openRateLimiter({ redisUrl: config.REDIS_URL, sqliteFile: file('limits.sqlite'), logger, now: () => now().getTime() });
  const captcha = await openCaptchaVerifier(
    config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET_KEY
      ? {
          recaptcha: {
            siteKey: config.RECAPTCHA_SITE_KEY,
            secret: config.RECAPTCHA_SECRET_KEY,
            hostname: new URL(config.PUBLIC_URL).hostname,
            minScore: config.RECAPTCHA_MIN_SCORE,
          },
        }
      : {
          altcha: {
            hmacKey: createHmac('sha256', secret).update('altcha').digest('hex'),
            usedTokens: limiter,
            maxNumber: config.CAPTCHA_MAX_NUMBER,
          },
        },
  );
  const mailer = await openMailer({ smtpUrl: config.SMTP_URL, outboxDir: file('outbox'), from: config.MAIL_FROM, logger });
  const search = await openSearchIndex(readStore, config.readStore, {
    threads: config.SEARCH_THREADS,
    onError: (error) => logger.warn({ err: error }, 'a search replica stopped; searches go on without it'),
  });
  const projections = productProjections(registry, { timeZone: config.SITE_TIME_ZONE });
  const webhooks: Runtime['webhooks'] = {};
  const payments = await openPayments(config, {
    secret,
    now,
    deliver: (delivery) => (webhooks.deliver ? webhooks.deliver('test', delivery) : postWebhook(config, delivery)),
  });
  // Every SQLite file the embedded default opened (the stores and the site's data folder): their checkpoints off the event loop.
  const sqliteFiles = [config.eventStore, config.readStore].flatMap((target) => (target.kind === 'sqlite' ? [target.file] : []));
  const checkpoints =
    config.SQLITE_CHECKPOINTS === 'background'
      ? await BackgroundCheckpoints.start([
          ...new Set([
            ...sqliteFiles,
            ...readdirSync(config.DATA_DIR)
              .filter((name) => name.endsWith('.sqlite'))
              .map(file),
          ]),
        ])
      : undefined;
  return {
    config,
    logger,
    registry,
    eventStore,
    readStore,
    dataKeys,
    jobs,
    sessions,
    limiter,
    captcha,
    mailer,
    search,
    secret,
    commonPasswords: loadCommonPasswords(),
    projections,
    readModels: new ReadModels(readStore, projections),
    payments,
    pages: pageFetcherFor(config),
    webhooks,
    now,
    async close() {
      await jobs.close(10_000);
      await payments.close();
      await mailer.close?.();
      await limiter.close();
      await sessions.close();
      await search.close();
      await readStore.close();
      await eventStore.close();
      await dataKeys.close();
      await checkpoints?.close();
    },
  };
}
