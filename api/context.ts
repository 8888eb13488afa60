import type { PageFetcher } from '@vitrina/importer/fetcher';
import type { Config } from '@vitrina/infra/config/config';
import type { CaptchaVerifier } from '@vitrina/infra/captcha/port';
import type { EventStore, Position } from '@vitrina/infra/eventstore/port';
import type { JobQueue } from '@vitrina/infra/jobs/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { PaymentsProvider } from '@vitrina/infra/payments/port';
import type { Delivery } from '@vitrina/infra/payments/port';
import type { RateLimiter } from '@vitrina/infra/ratelimit/port';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import type { SearchIndex } from '@vitrina/infra/search/port';
import type { SessionStore } from '@vitrina/infra/sessions/port';
import type { DataKeyStore } from '@vitrina/infra/datakeys/port';
import type { FactRecorder } from './analytics/recorder';

/** What feature routes are given: the ports, chosen by configuration, and a few process-wide values. */
export interface ApiContext {
  config: Config;
  logger: Logger;
  eventStore: EventStore;
  /** Read models by logical collection name (the serving generation). */
  readModels: ReadStoreSession;
  jobs: JobQueue;
  sessions: SessionStore;
  limiter: RateLimiter;
  captcha: CaptchaVerifier;
  search: SearchIndex;
  /** Each person's data key: erasure destroys it (infra/datakeys). */
  dataKeys: DataKeyStore;
  /** The dashboard's facts, appended in batches (analytics/recorder.ts). */
  facts: FactRecorder;
  payments: PaymentsProvider;
  /** How the importer reads shops: robots.txt, VitrinaBot, one request at a time per host, the guarded fetcher. */
  pages: PageFetcher;
  /** Filled by the webhook routes: where the test provider delivers in this process. */
  webhooks: { deliver?: (provider: string, delivery: Delivery) => Promise<void> };
  /** The server secret links' tokens are derived from. */
  secret: Buffer;
  commonPasswords: ReadonlySet<string>;
  /**
   * Read-your-own-writes: resolves once the named projections have applied the log up to `position` (or after a
   * timeout, so a slow projector never hangs a request).
   */
  waitFor(position: Position | null, projections: readonly string[]): Promise<void>;
  now(): Date;
}
