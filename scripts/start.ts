import { DEMO_PASSWORD } from '@vitrina/api/demo/seed';
import { startVitrina } from '@vitrina/api/server';
import { ConfigError, loadConfig, type Config } from '@vitrina/infra/config/config';
import { createLogger, prettyLogs } from '@vitrina/infra/log/logger';

/** The process entry point for every role (ROLES); see api/server.ts. */
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
  // Readable lines at a terminal; JSON when piped (a collector) or in production.
  const logger = createLogger(config.LOG_LEVEL, 'vitrina', { pretty: prettyLogs({ isTTY: process.stdout.isTTY, nodeEnv: config.NODE_ENV }) });
  const vitrina = await startVitrina(config, logger);
  // Before "started" is said: whoever reads it may stop the process at once (a supervisor, the start test).
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 20_000).unref();
    await vitrina.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  logger.info(
    {
      roles: config.ROLES,
      eventStore: config.eventStore.kind,
      readStore: config.readStore.kind,
      jobs: config.REDIS_URL ? 'bullmq' : 'sqlite',
      payments: config.PAYMENTS_PROVIDER,
    },
    'started',
  );
  if (vitrina.demoAccounts.length > 0) {
    const rows = vitrina.demoAccounts.map((account) => `  ${account.role.padEnd(22)} ${account.email}`).join('\n');
    process.stdout.write(`\nDemo accounts (password for all: ${DEMO_PASSWORD}):\n${rows}\n`);
  }
  if (vitrina.url) process.stdout.write(`\nVitrina is running at ${vitrina.url}\n\n`);
}

void main();
