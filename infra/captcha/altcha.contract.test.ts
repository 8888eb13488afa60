import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { createLogger } from '@vitrina/infra/log/logger';
import { REDIS, findServer } from '@vitrina/testkit/infra/servers';
import { AltchaVerifier } from '@vitrina/infra/captcha/altcha';
import { solveAltcha } from '@vitrina/testkit/infra/captcha/altcha-solver';
import { captchaContract } from '@vitrina/testkit/infra/captcha/contract';
import type { CaptchaChallenge } from '@vitrina/infra/captcha/port';
import type { RateLimiter } from '@vitrina/infra/ratelimit/port';
import { RedisRateLimiter } from '@vitrina/infra/ratelimit/redis';
import { SqliteRateLimiter } from '@vitrina/infra/ratelimit/sqlite';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-altcha-'));
const hmacKey = 'test-hmac-key-0123456789';
const opened: RateLimiter[] = [];
let files = 0;

async function solve(challenge: CaptchaChallenge): Promise<string> {
  if (challenge.provider !== 'altcha') throw new Error('expected an ALTCHA challenge');
  return solveAltcha(challenge.challenge);
}

function fixtureOn(open: () => RateLimiter) {
  return async () => {
    const limiter = open();
    opened.push(limiter);
    return {
      verifier: new AltchaVerifier({ hmacKey, usedTokens: limiter, maxNumber: 2_000 }),
      second: async () => {
        const other = open();
        opened.push(other);
        return new AltchaVerifier({ hmacKey, usedTokens: other, maxNumber: 2_000 });
      },
      solve,
    };
  };
}

const server = await findServer(REDIS);
afterAll(async () => {
  await Promise.all(opened.map((limiter) => limiter.close()));
  rmSync(dir, { recursive: true, force: true });
  if (!('skip' in server)) await server.stop();
});

captchaContract('ALTCHA on SQLite', () => {
  const file = path.join(dir, `used-${(files += 1)}.sqlite`);
  return fixtureOn(() => new SqliteRateLimiter({ file }))();
});

if ('skip' in server) {
  describe.skip(server.skip, () => {
    it('runs the captcha contract for ALTCHA on Redis', () => {});
  });
} else {
  const logger = createLogger('silent');
  captchaContract('ALTCHA on Redis', () => {
    const prefix = `t-${randomUUID()}:`;
    return fixtureOn(() => new RedisRateLimiter({ url: server.url, prefix, logger }))();
  });
}
