import type { Server } from 'node:http';
import { createApp } from '@vitrina/api/app';
import { ConfigError, loadConfig, type Config } from '@vitrina/infra/config/config';
import { createLogger } from '@vitrina/infra/log/logger';
import { ProjectionRunner } from '@vitrina/projector/runner';
import { openRuntime } from './runtime';

/**
 * Starts the roles this process plays (ROLES, default all three): `npm start` runs api, projector and worker in
 * one process on the embedded default; the scaled mode runs each alone against EventStoreDB, MongoDB and Redis.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const runtime = await openRuntime(config, logger);
  const roles = new Set(config.ROLES);

  let runner: ProjectionRunner | undefined;
  if (roles.has('projector')) {
    runner = new ProjectionRunner({
      eventStore: runtime.eventStore,
      readStore: runtime.readStore,
      projections: runtime.projections,
      logger,
      batchSize: config.PROJECTOR_BATCH_SIZE,
      batchMs: config.PROJECTOR_BATCH_MS,
    });
    await runner.start();
  }

  let server: Server | undefined;
  if (roles.has('api')) {
    const app = createApp({
      logger,
      bodyLimit: config.BODY_LIMIT,
      corsOrigin: config.CORS_ORIGIN,
      publicUrl: config.PUBLIC_URL,
      webDist: config.SERVE_WEB ? config.WEB_DIST : undefined,
      checks: {
        eventStore: () => runtime.eventStore.ping(),
        readStore: () => runtime.readStore.ping(),
        jobs: () => runtime.jobs.ping(),
        ...(runner ? { projections: async () => ({ lag: await runner.lag() }) } : {}),
      },
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(config.PORT, config.HOST, () => resolve(listening));
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port }, 'api listening');
    process.stdout.write(`\nVitrina is running at ${config.PUBLIC_URL.replace(`:${config.PORT}`, `:${port}`)}\n\n`);
  }
  logger.info({ roles: [...roles], eventStore: config.eventStore.kind, readStore: config.readStore.kind, jobs: config.REDIS_URL ? 'bullmq' : 'sqlite' }, 'started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    if (server) await new Promise((resolve) => server.close(resolve));
    await runner?.stop();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
