import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { migratePersonalData } from '@vitrina/api/privacy/migrate';
import { productEventRegistry } from '@vitrina/domain/registry';
import { loadConfig } from '@vitrina/infra/config/config';
import { resolveDataKey, resolveServerSecret } from '@vitrina/infra/crypto/secrets';
import { openDataKeyStore } from '@vitrina/infra/datakeys/factory';
import { PersonalDataCipher } from '@vitrina/infra/eventstore/personal-data';

const USAGE = `Usage: npm run migrate:personal-data [-- --dry-run]
Encrypts the personal data of an embedded event log written before it was encrypted, and renames its
reservation streams to keyed ids: a copy of the log replaces it (the old file is kept as events.sqlite.pre-migration).
Stop the site first; afterwards rebuild the read models with npm run replay -- --all.`;

const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const config = loadConfig();
if (config.eventStore.kind !== 'sqlite') {
  process.stderr.write('The migration copies the embedded (SQLite) log; an EventStoreDB log is migrated by replicating it into a new database.\n');
  process.exit(2);
}
if (!existsSync(config.eventStore.file)) {
  process.stdout.write(`No event log at ${config.eventStore.file}: nothing to migrate.\n`);
  process.exit(0);
}
mkdirSync(config.DATA_DIR, { recursive: true });
const file = (name: string) => path.join(config.DATA_DIR, name);
const registry = productEventRegistry();
const keys = await openDataKeyStore(config.readStore, resolveDataKey({ dataKey: config.DATA_KEY, file: file('data.key') }));
const bar = new cliProgress.SingleBar(
  { format: 'personal data [{bar}] {percentage}% | {value}/{total} events', hideCursor: true },
  cliProgress.Presets.shades_classic,
);
try {
  bar.start(1, 0);
  const report = await migratePersonalData({
    file: config.eventStore.file,
    registry,
    cipher: new PersonalDataCipher(registry, keys),
    secret: resolveServerSecret({ secretKey: config.SECRET_KEY, file: file('secret.key') }),
    dryRun: values['dry-run'] === true,
    progress: (done, total) => {
      bar.setTotal(Math.max(1, total));
      bar.update(done);
    },
  });
  bar.stop();
  const verb = report.dryRun ? 'would seal' : 'sealed';
  process.stdout.write(
    `${report.events} events read; ${verb} the personal data of ${report.sealed}; ${report.dryRun ? 'would rename' : 'renamed'} ${report.renamedStreams} reservation streams.\n`,
  );
  if (!report.dryRun) process.stdout.write('Now rebuild the read models: npm run replay -- --all\n');
} finally {
  bar.stop();
  await keys.close();
}
