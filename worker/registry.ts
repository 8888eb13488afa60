import type { EventStore } from '@vitrina/infra/eventstore/port';
import type { JobQueue } from '@vitrina/infra/jobs/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { Mailer } from '@vitrina/infra/mail/port';
import type { DataKeyStore } from '@vitrina/infra/datakeys/port';
import type { SessionStore } from '@vitrina/infra/sessions/port';
import type { ReadStore, ReadStoreSession } from '@vitrina/infra/readstore/port';
import { ALERTS_QUEUE, priceDropReactor } from './alerts/price-drop';
import { priceDropEmailHandler } from './alerts/send';
import { BACK_IN_STOCK_QUEUE, backInStockEmailHandler, backInStockReactor } from './alerts/back-in-stock';
import { accountEmailsReactor, EMAIL_QUEUE } from './emails/dispatch';
import { emailJobHandler } from './emails/send';
import type { PaymentsProvider } from '@vitrina/infra/payments/port';
import type { BulkImageStore } from '@vitrina/infra/images/port';
import type { PageFetcher } from '@vitrina/importer/fetcher';
import { IMPORTS_QUEUE, importJobHandler, importRunsReactor, makeWaitingImages, type ImportThread } from './importer/jobs';
import { IMPORT_SCHEDULE_QUEUE, ImportClock } from './importer/schedule';
import { ERASURE_QUEUE, erasureReactor, releaseJobHandler } from './privacy/erasure';
import { DIGEST_BUILDS_QUEUE, DigestClock } from './digests/clock';
import type { DemandCounter } from './demand/measure';
import { DIGESTS_QUEUE, type DigestBuilder, type SavedSearchReader } from './digests/build';
import { digestEmailHandler } from './digests/send';
import { ReactorRunner } from './reactor';
import { SUBSCRIPTIONS_QUEUE, SubscriptionClock } from './subscriptions/clock';
import { SUBSCRIPTION_EMAILS_QUEUE, subscriptionEmailHandler, subscriptionEmailsReactor } from './subscriptions/emails';

/** Every queue the worker works (for metrics and the operators' view). */
export const JOB_QUEUES: readonly string[] = [
  EMAIL_QUEUE,
  ALERTS_QUEUE,
  BACK_IN_STOCK_QUEUE,
  DIGESTS_QUEUE,
  DIGEST_BUILDS_QUEUE,
  SUBSCRIPTION_EMAILS_QUEUE,
  IMPORTS_QUEUE,
  IMPORT_SCHEDULE_QUEUE,
  SUBSCRIPTIONS_QUEUE,
  ERASURE_QUEUE,
];

export interface WorkerDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  /** Read models by logical collection name (the serving generation). */
  readModels: ReadStoreSession;
  jobs: JobQueue;
  mailer: Mailer;
  secret: Buffer;
  /** Erasure: the data keys destroyed and the sessions ended again after AccountErased. */
  dataKeys: DataKeyStore;
  sessions: SessionStore;
  /** Days an erased account's username and email stay held. */
  erasedHoldDays: number;
  publicUrl: string;
  logger: Logger;
  payments: PaymentsProvider;
  /** How the importer reads shops, and where it stores the images it fetches. */
  pages: PageFetcher;
  images: BulkImageStore;
  now(): Date;
  subscriptionGraceDays: number;
  subscriptionCheckMinutes: number;
  /** How often every subscription's payments are reconciled with the provider. */
  reconcileMinutes: number;
  /** The site's time zone: importers' daily and weekly schedules run at six in the morning there, digests go at eight. */
  siteTimeZone: string;
  /** Saved searches as the api runs them, for digests (the search index lives with the api's code). */
  savedSearches: SavedSearchReader;
  /** Where digests are built and demand counted: off the api's thread in the embedded default (api/following/off-thread.ts). */
  digestBuilder?: DigestBuilder;
  demandCounter?: DemandCounter;
  /** Where large import runs go: a thread of their own in the embedded default (api/importer/off-thread.ts). */
  importThread?: ImportThread;
  importOffThreadFrom?: number;
}

export interface Worker {
  /** Moves subscriptions past their dates now, and reconciles them with the provider (schedules run both; tests call them). */
  subscriptionClock: SubscriptionClock;
  /** Asks for the runs of importer schedules that came due (every few minutes; tests call it). */
  importClock: ImportClock;
  /** Asks for the digests of the periods that ended (every few minutes; tests call it and its build). */
  digestClock: DigestClock;
  stop(): Promise<void>;
}

/** The worker role: reactors that turn events into jobs, and the handlers that run the jobs. */
export async function startWorker(deps: WorkerDeps): Promise<Worker> {
  deps.jobs.work(EMAIL_QUEUE, emailJobHandler(deps), { concurrency: 2 });
  deps.jobs.work(ALERTS_QUEUE, priceDropEmailHandler(deps), { concurrency: 2 });
  deps.jobs.work(BACK_IN_STOCK_QUEUE, backInStockEmailHandler(deps), { concurrency: 2 });
  deps.jobs.work(DIGESTS_QUEUE, digestEmailHandler(deps), { concurrency: 2 });
  deps.jobs.work(SUBSCRIPTION_EMAILS_QUEUE, subscriptionEmailHandler(deps), { concurrency: 2 });
  // One import at a time per worker: each is polite to one shop, and they share the machine with the site.
  deps.jobs.work(IMPORTS_QUEUE, importJobHandler(deps), { concurrency: 1 });
  // Images an import left waiting when the process stopped.
  makeWaitingImages(deps);
  deps.jobs.work(ERASURE_QUEUE, releaseJobHandler(deps), { concurrency: 1 });
  const subscriptionClock = new SubscriptionClock({
    ...deps,
    graceDays: deps.subscriptionGraceDays,
    everyMinutes: deps.subscriptionCheckMinutes,
    reconcileMinutes: deps.reconcileMinutes,
  });
  await subscriptionClock.start();
  const importClock = new ImportClock({ ...deps, timeZone: deps.siteTimeZone });
  await importClock.start();
  const digestClock = new DigestClock({ ...deps, timeZone: deps.siteTimeZone });
  await digestClock.start();
  const reactors = new ReactorRunner({
    eventStore: deps.eventStore,
    readStore: deps.readStore,
    reactors: [
      accountEmailsReactor(deps.jobs),
      priceDropReactor(deps.jobs, deps.readModels),
      backInStockReactor(deps.jobs, deps.readModels),
      subscriptionEmailsReactor(deps.jobs),
      importRunsReactor(deps.jobs),
      erasureReactor({ ...deps, holdDays: deps.erasedHoldDays }),
    ],
    logger: deps.logger,
  });
  await reactors.start();
  return { subscriptionClock, importClock, digestClock, stop: () => reactors.stop() };
}
