import { SqliteRateLimiter } from '@vitrina/infra/ratelimit/sqlite';

/**
 * Test helper run as its own process by sqlite.int.test.ts: waits for "go" on stdin, then consumes each of
 * `keys` keys (k0, k1, ...) `count` times against the shared file, limit 10, and prints how many passed.
 */
const [file, keys, count] = process.argv.slice(2);
if (!file || !keys || !count) throw new Error('usage: sqlite-consume-worker.ts <file> <keys> <count>');

const limiter = new SqliteRateLimiter({ file });
process.stdout.write('ready\n');
process.stdin.once('data', async () => {
  let allowed = 0;
  for (let k = 0; k < Number(keys); k += 1) {
    for (let n = 0; n < Number(count); n += 1) {
      if ((await limiter.consume(`k${k}`, { limit: 10, windowMs: 60_000 })).allowed) allowed += 1;
    }
  }
  await limiter.close();
  process.stdout.write(`allowed ${allowed}\n`);
  process.exit(0);
});
