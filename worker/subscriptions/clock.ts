import { subscriptionStream } from '@vitrina/domain/subscriptions/events';
import { RENEWAL_REMINDER_DAYS, subscriptionDecider } from '@vitrina/domain/subscriptions/subscription';
import { addDays } from '@vitrina/domain/subscriptions/periods';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import type { JobHandler, JobQueue } from '@vitrina/infra/jobs/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { PaymentsProvider } from '@vitrina/infra/payments/port';
import { reconcileSubscriptions, type ReconcileSummary } from './reconcile';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import type { SubscriptionDoc } from '@vitrina/projector/subscriptions';

export const SUBSCRIPTIONS_QUEUE = 'subscriptions';
const SCHEDULER_ID = 'subscriptions:clock';
const RECONCILE_SCHEDULER_ID = 'subscriptions:reconcile';

export interface SubscriptionClockDeps {
  eventStore: EventStore;
  readModels: ReadStoreSession;
  payments: PaymentsProvider;
  jobs: JobQueue;
  logger: Logger;
  graceDays: number;
  everyMinutes: number;
  reconcileMinutes: number;
  now(): Date;
}

/**
 * Time passes for subscriptions by schedule, never by request: every few minutes the provider's own clock runs (the
 * test provider renews what is due, through its webhooks), then each subscription with a date at hand (a period
 * end, a grace end, a cancel date, a renewal reminder) is decided on with the clock's `now`. Deciding again changes
 * nothing, so a tick that runs twice, or late, appends each fact once.
 */
export class SubscriptionClock {
  constructor(private readonly deps: SubscriptionClockDeps) {}

  async start(): Promise<void> {
    const { jobs, everyMinutes, reconcileMinutes } = this.deps;
    jobs.work(SUBSCRIPTIONS_QUEUE, this.handler(), { concurrency: 1 });
    await jobs.upsertSchedule(SUBSCRIPTIONS_QUEUE, { schedulerId: SCHEDULER_ID, everyMs: everyMinutes * 60_000, name: 'tick', data: {} });
    await jobs.upsertSchedule(SUBSCRIPTIONS_QUEUE, { schedulerId: RECONCILE_SCHEDULER_ID, everyMs: reconcileMinutes * 60_000, name: 'reconcile', data: {} });
  }

  handler(): JobHandler {
    return (_data, job) => (job.name === 'reconcile' ? this.reconcile().then(() => undefined) : this.tick());
  }

  /** Reconciliation of every subscription the provider may hold facts about (worker/subscriptions/reconcile.ts). */
  reconcile(options: { brandId?: string } = {}): Promise<ReconcileSummary> {
    return reconcileSubscriptions(this.deps, options);
  }

  async tick(): Promise<void> {
    const { eventStore, readModels, payments, logger, graceDays } = this.deps;
    const now = this.deps.now();
    await payments.advance?.(now);
    const soon = addDays(now.toISOString(), RENEWAL_REMINDER_DAYS);
    const subscriptions = readModels.collection<SubscriptionDoc>('subscriptions');
    const due = [
      ...(await subscriptions.find({ status: 'ACTIVE', expiresAt: { $lte: soon } })),
      ...(await subscriptions.find({ status: 'PAST_DUE', graceEndsAt: { $lte: now.toISOString() } })),
    ];
    for (const doc of due) {
      try {
        await runCommand(
          eventStore,
          subscriptionStream(doc._id),
          subscriptionDecider,
          { type: 'PassTime', graceDays, now: now.toISOString() },
          { correlationId: `clock-${now.toISOString()}`, now },
        );
      } catch (error) {
        logger.error({ err: error, brandId: doc._id }, 'subscription clock failed for a brand; the next tick tries again');
      }
    }
  }
}
