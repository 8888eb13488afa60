import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openRuntime } from '@vitrina/api/runtime';
import { loadConfig } from '@vitrina/infra/config/config';
import { createLogger } from '@vitrina/infra/log/logger';
import { reconcileSubscriptions } from '@vitrina/worker/subscriptions/reconcile';

const USAGE = `Usage: npm run payments:reconcile [-- --brand <brand id>]
Asks the payment provider what it holds for every subscription in checkout, active, cancelling or past due (or for
one brand) and records what Vitrina has not: payments, the refusal outstanding, the end. Running it again records
nothing more.`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { brand: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const brand = values.brand === undefined ? undefined : z.string().uuid().safeParse(values.brand);
  if (brand && !brand.success) {
    process.stderr.write(`--brand takes a brand id (a UUID).\n${USAGE}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const runtime = await openRuntime(config, logger);
  try {
    const summary = await reconcileSubscriptions({ ...runtime, graceDays: config.SUBSCRIPTION_GRACE_DAYS }, brand ? { brandId: brand.data } : {});
    process.stdout.write(`${summary.brands} brands asked of ${runtime.payments.name}: ${summary.appended} facts recorded, ${summary.failed} brands failed\n`);
    if (summary.failed > 0) process.exitCode = 1;
  } finally {
    await runtime.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`payments:reconcile failed: ${error.message}\n`);
  process.exit(1);
});
