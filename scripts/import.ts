import { parseArgs } from 'node:util';
import { importerStream, runIdOf } from '@vitrina/domain/importer/events';
import { importerDecider } from '@vitrina/domain/importer/importer';
import { loadConfig } from '@vitrina/infra/config/config';
import { loadState, runCommand } from '@vitrina/infra/eventstore/commands';
import { createLogger } from '@vitrina/infra/log/logger';
import type { ImportRunDoc } from '@vitrina/projector/importer';
import { runImport, type RunReport } from '@vitrina/worker/importer/run';
import { imageStoreFor } from '@vitrina/api/catalogue/images';
import { openRuntime } from '@vitrina/api/runtime';

const USAGE = `Usage: npm run import -- --brand <brandId> [--dry-run]
Runs the brand's importer with its saved settings and prints the report.
--dry-run reads the shop and says what a run would create, update, leave or hide, writing nothing.
Without it, the run is asked for like "run now" and the worker runs it; this waits for its report.`;

/** How long to wait for the worker's report before leaving the run to it. */
const WAIT_MS = 30 * 60 * 1000;

function print(report: RunReport, dryRun: boolean): void {
  const lines = [
    `${dryRun ? 'dry run' : 'run'}: ${report.outcome}${report.reason ? ` (${report.reason})` : ''}`,
    ...Object.entries(report.counts).map(([name, value]) => `  ${name.padEnd(10)} ${value}`),
    ...report.problems.map(
      (problem) =>
        `  ! ${problem.name ?? `item ${problem.index + 1}`} (${problem.page}): ${problem.field ?? ''} ${problem.code}${problem.found ? ` "${problem.found}"` : ''}`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { brand: { type: 'string' }, 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help || !values.brand) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const brandId = values.brand;
  const dryRun = values['dry-run'] ?? false;
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const runtime = await openRuntime(config, logger);
  try {
    const { state } = await loadState(runtime.eventStore, importerStream(brandId), importerDecider);
    if (!state?.config) throw new Error(`brand ${brandId} has no importer settings saved`);
    if (dryRun) {
      const report = await runImport({ ...runtime, images: imageStoreFor(config) }, brandId, 'dry-run', { dryRun: true });
      print(report!, true);
      return;
    }
    const now = runtime.now().toISOString();
    const runId = runIdOf(brandId, state.version, now);
    await runCommand(
      runtime.eventStore,
      importerStream(brandId),
      importerDecider,
      { type: 'RequestRun', brandId, runId, trigger: 'manual', dueAt: now, by: null, now },
      { correlationId: `cli-${now}`, now: runtime.now() },
    );
    process.stderr.write(`run ${runId} asked for; waiting for the worker's report…\n`);
    const runs = runtime.readModels.collection<ImportRunDoc>('importRuns');
    for (const started = Date.now(); Date.now() - started < WAIT_MS;) {
      const run = await runs.findOne({ _id: runId });
      if (run && run.status !== 'queued' && run.status !== 'running') {
        print({ outcome: run.status as RunReport['outcome'], reason: run.reason, counts: run.counts, problems: run.problems }, false);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    process.stderr.write('no report yet: the worker will finish the run; its report shows in the admin tab.\n');
  } finally {
    await runtime.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`import failed: ${error.message}\n`);
  process.exit(1);
});
