import type { Router } from 'express';
import { z } from 'zod';
import { allow } from '../auth/policies';
import { endpointOf, endpoints, type Bare } from '../http/endpoints';
import { operations } from '../http/openapi';
import { operatorsOnly, type IsOperator } from '../operators/access';
import type { Metrics } from '../operators/metrics';

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

export interface OperatorRoutes {
  /** Whose requests are operators' (METRICS_ALLOW, OPERATOR_TOKEN). */
  isOperator: IsOperator;
  metrics?: Metrics;
}

/** A dependency's state on /ready: up (the projections' with their lag), or down with the first line of its error. */
const DependencyState = z
  .object({
    status: z.enum(['up', 'down']),
    error: z.string().optional(),
    lag: z.record(z.string(), z.string()).optional().describe('How many events each projection is behind the log, by projection.'),
  })
  .strict();

/** GET /ready (200); a 503 has the same shape with `unavailable`. Each dependency's state to operators only. */
const Ready = z.object({ status: z.literal('ready'), dependencies: z.record(z.string(), DependencyState).optional() }).strict();

/** What the health endpoints share: the readiness checks, and whose requests are operators'. */
interface HealthScope {
  checks: Record<string, ReadinessCheck>;
  isOperator: IsOperator;
}

/** Every check run at once; 503 when any is down, the dependencies' states to operators only. */
async function readiness({ scope, req, res }: Bare<HealthScope>) {
  const names = Object.keys(scope.checks);
  const results = await Promise.all(names.map((name) => runCheck(scope.checks[name]!)));
  const dependencies = Object.fromEntries(names.map((name, i) => [name, results[i]]));
  const ready = results.every((result) => result.status === 'up');
  const status = ready ? 'ready' : 'unavailable';
  res.status(ready ? 200 : 503).set('Cache-Control', 'no-store');
  return scope.isOperator(req) ? { status, dependencies } : { status };
}

const endpoint = endpointOf<HealthScope>();
const tag = 'health';

const health = endpoints([
  endpoint({
    method: 'GET',
    path: '/health',
    policy: allow.anyone,
    tag,
    summary: 'The process is alive',
    response: z.object({ status: z.literal('ok') }),
    handler: () => ({ status: 'ok' }),
  }),
  endpoint({
    method: 'GET',
    path: '/ready',
    policy: allow.anyone,
    tag,
    summary: "Ready or not (503 when a dependency is down); each dependency's state to operators only",
    response: Ready,
    handler: readiness,
  }),
]);

/**
 * `/health`: the process is alive. `/ready`: 503 when any dependency is down; each dependency's state (and the
 * projections' lag) only to operators, a bare `{ status }` to everyone else. `/metrics`: Prometheus, operators only,
 * a route of its own: its guard is the operators' check, not a caller's policy, and it exists only with metrics.
 */
export function healthRoutes(checks: Record<string, ReadinessCheck>, operators: OperatorRoutes): Router {
  const router = health.router({ checks, isOperator: operators.isOperator });
  const metrics = operators.metrics;
  if (metrics) {
    router.get('/metrics', operatorsOnly(operators.isOperator), async (_req, res) => {
      const text = await metrics.registry.metrics();
      res.set('Content-Type', metrics.registry.contentType).send(text);
    });
  }
  return router;
}

export const healthApi = [
  ...health.operations,
  ...operations([
    { method: 'GET', path: '/metrics', tag, summary: 'Prometheus metrics, to operators only (METRICS_ALLOW or OPERATOR_TOKEN)', produces: 'text/plain' },
  ]),
];
