import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobQueue } from '@vitrina/infra/jobs/port';

export interface MetricsSources {
  /** Head of the event log (the store's position). */
  headPosition(): Promise<bigint>;
  /** Events each projection still has to apply (the projector's lag, as /api/ready reports it); unset without a projector. */
  lag?: () => Promise<Record<string, string>>;
  jobs: JobQueue;
  /** The queues to report. */
  queues: readonly string[];
  /** Whole search answers kept for asking again (api/search/answers.ts), and their bytes. */
  searchAnswers?: () => { answers: number; bytes: number };
}

export interface Metrics {
  registry: Registry;
  /** Counts and times every request by its Express route pattern (never the raw URL). */
  middleware: RequestHandler;
}

/** Seconds; search answers in a few ms, imports and uploads take seconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The process's Prometheus metrics (prom-client), each app with its own registry. */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'vitrina_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'vitrina_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });

  new Gauge({
    name: 'vitrina_event_store_position',
    help: 'Position of the head of the event log.',
    registers: [registry],
    async collect() {
      this.set(Number(await sources.headPosition()));
    },
  });
  new Gauge({
    name: 'vitrina_projection_lag_events',
    help: 'Events a projection still has to apply (head of the log minus its position).',
    labelNames: ['projection'] as const,
    registers: [registry],
    async collect() {
      if (!sources.lag) return;
      for (const [projection, lag] of Object.entries(await sources.lag())) this.set({ projection }, Number(lag));
    },
  });
  const jobs = new Gauge({
    name: 'vitrina_jobs',
    help: 'Jobs of a queue by state: waiting, delayed, active (running), failed.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const counts = await Promise.all(sources.queues.map((queue) => sources.jobs.counts(queue)));
      sources.queues.forEach((queue, i) => {
        for (const [state, n] of Object.entries(counts[i]!)) jobs.set({ queue, state }, n);
      });
    },
  });

  new Gauge({
    name: 'vitrina_search_answers_kept',
    help: 'Whole search answers kept to be sent again until the index changes.',
    registers: [registry],
    collect() {
      if (sources.searchAnswers) this.set(sources.searchAnswers().answers);
    },
  });
  new Gauge({
    name: 'vitrina_search_answers_kept_bytes',
    help: 'Bytes of the search answers kept (their compressed forms).',
    registers: [registry],
    collect() {
      if (sources.searchAnswers) this.set(sources.searchAnswers().bytes);
    },
  });

  const middleware: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    res.once('finish', () => {
      const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : req.originalUrl.startsWith('/api/') ? 'unmatched' : 'web';
      end({ method: req.method, route });
      requests.inc({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };

  return { registry, middleware };
}
