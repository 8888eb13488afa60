import { createLogger } from '@vitrina/infra/log/logger';
import { SqliteJobQueue } from '@vitrina/infra/jobs/sqlite';

/**
 * Test helper run as its own process by sqlite.int.test.ts: it works the "mail" queue of the given file and
 * kills itself with SIGKILL (no cleanup of any kind) once it holds two jobs, as a crash would.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: sqlite-crash-worker.ts <jobs.sqlite>');

const jobs = new SqliteJobQueue({ file, logger: createLogger('silent') });
let held = 0;
jobs.work(
  'mail',
  () => {
    held += 1;
    if (held === 2) process.kill(process.pid, 'SIGKILL');
    return new Promise<void>(() => {});
  },
  { concurrency: 2 },
);
process.stdout.write('ready\n');
