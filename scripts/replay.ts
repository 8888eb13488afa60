import { parseArgs } from 'node:util';
import { loadConfig } from '@vitrina/infra/config/config';
import { createLogger } from '@vitrina/infra/log/logger';
import { replayProjections } from '@vitrina/projector/replay';
import { openRuntime } from '@vitrina/api/runtime';

const USAGE = `Usage: npm run replay -- <projection...> | --all [--batch-size N]
Rebuilds read models from the event log into a new generation while the old one keeps serving,
switches when caught up, then drops the old one. One rebuild per projection at a time (a lock).`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { all: { type: 'boolean' }, 'batch-size': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || (!values.all && positionals.length === 0)) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const runtime = await openRuntime(config, logger);
  const controller = new AbortController();
  process.on('SIGINT', () => controller.abort());
  try {
    await replayProjections({
      eventStore: runtime.eventStore,
      readStore: runtime.readStore,
      logger,
      projections: runtime.projections,
      targets: values.all ? 'all' : positionals,
      batchSize: values['batch-size'] ? Number(values['batch-size']) : undefined,
      signal: controller.signal,
    });
  } finally {
    await runtime.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`replay failed: ${error.message}\n`);
  process.exit(1);
});
