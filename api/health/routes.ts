import { z } from 'zod';
import { operations } from '../http/openapi';
import { Router } from 'express';

/** A named dependency check for readiness; it rejects (or times out) when the dependency is down. */
export type ReadinessCheck = () => Promise<Record<string, unknown> | void>;

const CHECK_TIMEOUT_MS = 2_000;

async function runCheck(check: ReadinessCheck): Promise<{ status: 'up' | 'down'; [key: string]: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const detail = await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', ...(detail ?? {}) };
  } catch (error) {
    return { status: 'down', error: (error as Error).message.split('\n')[0]?.slice(0, 200) };
  } finally {
    clearTimeout(timer);
  }
}

/** `/health`: the process is alive. `/ready`: each dependency's state; 503 when any is down. */
export function healthRoutes(checks: Record<string, ReadinessCheck>): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => runCheck(checks[name]!)));
    const dependencies = Object.fromEntries(names.map((name, i) => [name, results[i]]));
    const ready = results.every((result) => result.status === 'up');
    res.status(ready ? 200 : 503).set('Cache-Control', 'no-store').json({ status: ready ? 'ready' : 'unavailable', dependencies });
  });
  return router;
}

export const healthApi = operations([
  { method: 'GET', path: '/health', tag: 'health', summary: 'The process is alive', response: z.object({ status: z.literal('ok') }) },
  { method: 'GET', path: '/ready', tag: 'health', summary: "Each dependency's state (503 when one is down)" },
]);
