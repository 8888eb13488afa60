import type { Request } from 'express';
import type { Server } from 'node:http';
import type { Config } from '@vitrina/infra/config/config';
import type { Logger } from '@vitrina/infra/log/logger';
import { PUBLIC_CLOTHES } from '@vitrina/projector/catalogue';
import type { Projecting } from '@vitrina/projector/runner';
import { waitForCheckpoints } from '@vitrina/projector/wait';
import { JOB_QUEUES, startWorker, type Worker } from '@vitrina/worker/registry';
import { imageRouter } from '@vitrina/infra/images/router';
import { createApp } from './app';
import { listenApp } from './http/server';
import { IMAGE_UPLOAD_PATH, imageStoreFor } from './catalogue/images';
import { FactRecorder } from './analytics/recorder';
import type { ApiContext } from './context';
import { queuesBoard } from './operators/board';
import { createMetrics } from './operators/metrics';
import { API_OPERATIONS } from './openapi/routes';
import { featureRouters } from './routes';
import { seedDemo, type DemoAccount } from './demo/seed';
import { VIDEO_UPLOAD_PATH } from './magazine/videos';
import { seedTaxonomyOnFirstStart } from './taxonomy/seed';
import { webhookRoutes } from './subscriptions/webhooks';
import { unsubscribeRoutes } from './profile/unsubscribe';
import { matchingBrands, newestMatches, searchLabel } from './following/saved-searches';
import { offThread } from './following/off-thread';
import { importOffThread } from './importer/off-thread';
import { ProjectorThread } from './projector/off-thread';
import { startProjecting } from './projector/projecting';
import { jobQueueTarget, openRuntime, type Runtime, type RuntimeOptions } from './runtime';
import { pageBuilder } from './pages/pages';
import { renderPool, type RenderPool } from './pages/render-pool';
import { sitemapRoutes } from './pages/sitemaps';
import { guestSearchCounter, searchAnswering } from './search/routes';
import { readCookie, sessionCookieName } from './auth/cookies';

export interface Vitrina {
  runtime: Runtime;
  /** The demo accounts made on this start (a first start with DEMO_DATA), to print. */
  demoAccounts: DemoAccount[];
  runner?: Projecting;
  worker?: Worker;
  server?: Server;
  /** The address the api listens on, when it does. */
  url?: string;
  /** The api's batched analytics facts, when it runs: `flush` puts what is waiting in the log. */
  facts?: FactRecorder;
  close(): Promise<void>;
}

/** How long a first start waits for the index to hold the demo clothes before it measures their demand anyway. */
const DEMO_INDEXED_WITHIN_MS = 120_000;
/** How often the api's search index reads the change log when another thread indexes: some 300 changes at an import's pace. */
const INDEX_CATCH_UP_MS = 2_000;

/**
 * A first start's demo searches are measured for brands' dashboards once the search index holds every public demo
 * cloth (the clock's own first measure ran on an empty site): the projector first catches up with the seed, then
 * the index with the catalogue.
 */
async function measureDemoDemand(runtime: Runtime, runner: Projecting | undefined, worker: Worker): Promise<void> {
  const deadline = Date.now() + DEMO_INDEXED_WITHIN_MS;
  await runner?.waitFor(await runtime.eventStore.headPosition(), ['catalogue'], DEMO_INDEXED_WITHIN_MS);
  const shown = await runtime.readModels.collection('clothes').count(PUBLIC_CLOTHES);
  const indexed = async () => (await runtime.search.search({ language: 'es', filters: {}, sort: 'newest', page: 1, pageSize: 1 })).total;
  while (Date.now() < deadline && (await indexed()) < shown) await new Promise((resolve) => setTimeout(resolve, 500));
  await worker.digestClock.measureDemandSoon(0);
}

/**
 * Starts the roles a process plays: `npm start` runs api, projector and worker in one process on the embedded
 * default; the scaled mode runs each alone against EventStoreDB, MongoDB and Redis. Tests start it the same way.
 */

export async function startVitrina(config: Config, logger: Logger, options: RuntimeOptions = {}): Promise<Vitrina> {
  const runtime = await openRuntime(config, logger, options);
  const roles = new Set(config.ROLES);
  const firstStart = (await runtime.eventStore.headPosition()) === 0n;

  // The embedded default's file, shared with the api: its projector and indexer run on a thread of their own.
  const sqliteFile = config.readStore.kind === 'sqlite' && config.readStore.file !== ':memory:' ? config.readStore.file : undefined;
  const runner: Projecting | undefined = !roles.has('projector')
    ? undefined
    : sqliteFile && roles.has('api') && config.PROJECTOR_PLACE === 'thread'
      ? await ProjectorThread.start({ config, logger })
      : await startProjecting({ ...runtime, config });
  // With the indexer on another thread, the api's index reads its changes now and then, not only at a search.
  if (runner instanceof ProjectorThread) runtime.search.follow?.(INDEX_CATCH_UP_MS);

  const worker = roles.has('worker')
    ? await startWorker({
        ...runtime,
        publicUrl: config.PUBLIC_URL,
        images: imageStoreFor(config),
        siteTimeZone: config.SITE_TIME_ZONE,
        subscriptionGraceDays: config.SUBSCRIPTION_GRACE_DAYS,
        subscriptionCheckMinutes: config.SUBSCRIPTION_CHECK_MINUTES,
        reconcileMinutes: config.PAYMENTS_RECONCILE_MINUTES,
        erasedHoldDays: config.ERASED_HOLD_DAYS,
        savedSearches: {
          matches: (search, language) => newestMatches(runtime, search, language),
          label: (search, language) => searchLabel(runtime, search, language),
          brands: (search, language) => matchingBrands(runtime, search, language),
        },
        // The embedded default shares its thread with the api: digests are built, demand counted and large imports run on threads of their own.
        ...(sqliteFile
          ? {
              ...offThread({ file: sqliteFile, projections: runtime.projections, jobs: jobQueueTarget(config), logger }),
              importThread: importOffThread({ config, logger, now: runtime.now }),
            }
          : {}),
      })
    : undefined;

  let server: Server | undefined;
  let url: string | undefined;
  let renderThreads: RenderPool | null = null;
  let demoAccounts: DemoAccount[] = [];
  let facts: FactRecorder | undefined;
  const warming = new AbortController();
  if (roles.has('api')) {
    const seeded = await seedTaxonomyOnFirstStart(runtime.eventStore);
    facts = new FactRecorder(runtime.eventStore, logger);
    const context: ApiContext = {
      ...runtime,
      facts,
      async waitFor(position, projections) {
        if (position === null) return;
        const done = runner ? await runner.waitFor(position, projections) : await waitForCheckpoints(runtime.readStore, position, projections);
        if (!done) logger.warn({ position: position.toString(), projections }, 'projections did not catch up in time');
      },
    };
    const webhooks = webhookRoutes(context);
    // A provider unreachable at start must not keep the site down: its prices are looked up again at the first checkout.
    await runtime.payments
      .start()
      .catch((error: unknown) =>
        logger.warn({ err: error, provider: runtime.payments.name }, 'payments provider not ready at start; retrying at the first checkout'),
      );
    if (seeded) {
      // Clothes are checked against the taxonomy read model: serve only once it holds the seeded terms.
      await context.waitFor(await runtime.eventStore.headPosition(), ['taxonomy']);
      logger.info('seeded the starting taxonomy');
    }
    if (firstStart && config.DEMO_DATA) {
      demoAccounts = await seedDemo({ ...context, waitFor: async () => {} }, imageStoreFor(config));
      logger.info({ accounts: demoAccounts.length }, 'seeded the demo data');
      if (worker)
        void measureDemoDemand(runtime, runner, worker).catch((error: unknown) => logger.warn({ err: error }, 'the demo searches’ demand was not measured'));
    }
    // The public pages rendered by React on threads of their own (issue 47), when the site serves its web app.
    renderThreads = config.SSR && config.SERVE_WEB ? renderPool(config.WEB_DIST, logger, { threads: config.SSR_THREADS }) : null;
    const app = createApp({
      logger,
      bodyLimit: config.BODY_LIMIT,
      corsOrigin: config.CORS_ORIGIN,
      publicUrl: config.PUBLIC_URL,
      trustProxy: config.TRUST_PROXY,
      operators: { allow: config.METRICS_ALLOW, token: config.OPERATOR_TOKEN },
      metrics: createMetrics({
        headPosition: () => runtime.eventStore.headPosition(),
        lag: runner ? () => runner.lag() : undefined,
        jobs: runtime.jobs,
        queues: JOB_QUEUES,
        searchAnswers: () => searchAnswering(context).answers.stats(),
      }),
      webDist: config.SERVE_WEB ? config.WEB_DIST : undefined,
      pages: {
        builder: pageBuilder(context),
        origin: config.PUBLIC_URL,
        logger,
        sitemaps: sitemapRoutes(context, config.PUBLIC_URL),
        ...(config.SSR
          ? {
              render: {
                pool: renderThreads,
                budgetMs: config.SSR_BUDGET_MS,
                countSearch: guestSearchCounter(context),
                isMember: (req: Request) => readCookie(req, sessionCookieName(config.PUBLIC_URL.startsWith('https:'))) !== undefined,
              },
            }
          : {}),
      },
      recaptcha: runtime.captcha.provider === 'recaptcha',
      // The server suites and the journeys hold every answer to the OpenAPI document's response schemas.
      checkResponses: process.env.VITEST !== undefined || process.env.VITRINA_CHECK_RESPONSES === 'true' ? API_OPERATIONS : undefined,
      routers: featureRouters(context),
      unguarded: [webhooks, unsubscribeRoutes(context)],
      board: await queuesBoard(context, runtime.jobs, JOB_QUEUES),
      images: imageRouter(imageStoreFor(config)),
      uploads: { [IMAGE_UPLOAD_PATH]: ['image/*'], [VIDEO_UPLOAD_PATH]: ['video/*'] },
      checks: {
        eventStore: () => runtime.eventStore.ping(),
        readStore: () => runtime.readStore.ping(),
        jobs: () => runtime.jobs.ping(),
        sessions: () => runtime.sessions.ping(),
        mail: () => runtime.mailer.ping(),
        ...(runner ? { projections: async () => ({ lag: await runner.lag() }) } : {}),
      },
    });
    server = await listenApp(app, config.PORT, config.HOST);
    // Searches after a start find the common terms' postings in memory.
    const started = performance.now();
    void runtime.search
      .warmUp?.(warming.signal)
      .then((postings) => logger.info({ postings, ms: Math.round(performance.now() - started) }, 'search index warmed up'))
      .catch((error: unknown) => logger.warn({ err: error }, 'search warm-up stopped'));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
  }

  return {
    runtime,
    demoAccounts,
    runner,
    worker,
    server,
    url,
    facts,
    async close() {
      warming.abort();
      if (server) {
        server.closeIdleConnections?.();
        await new Promise((resolve) => server.close(resolve));
      }
      await renderThreads?.close();
      await facts?.close();
      await worker?.stop();
      await runner?.stop();
      await runtime.close();
    },
  };
}
