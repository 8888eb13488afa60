import { reservationDecider, type ReservationKind } from '@vitrina/domain/accounts/reservation';
import type { DataKeyStore } from '@vitrina/infra/datakeys/port';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { EventStore, RecordedEvent } from '@vitrina/infra/eventstore/port';
import type { JobHandler, JobQueue } from '@vitrina/infra/jobs/port';
import type { SessionStore } from '@vitrina/infra/sessions/port';
import type { Reactor } from '../reactor';

export const ERASURE_QUEUE = 'erasure';
const DAY = 24 * 3600_000;

interface ReleaseJob {
  userId: string;
  reservations: string[];
}

/**
 * After an account is erased (AccountErased): its data key is destroyed and its sessions ended, again, whatever
 * the api managed before a crash (both are idempotent), and the release of its username and email is queued for
 * when the hold ends, so no one takes a name that was just erased. The job's id is the event's: read twice, it
 * is queued once.
 */
export function erasureReactor(deps: { jobs: JobQueue; dataKeys: DataKeyStore; sessions: SessionStore; holdDays: number; now(): Date }): Reactor {
  return {
    name: 'erasure',
    eventTypes: ['AccountErased'],
    async react(event: RecordedEvent) {
      const { userId, reservations, erasedAt } = event.data as { userId: string; reservations: string[]; erasedAt: string };
      await deps.dataKeys.destroy(userId);
      await deps.sessions.destroyAllForUser(userId);
      const delayMs = Math.max(0, Date.parse(erasedAt) + deps.holdDays * DAY - deps.now().getTime());
      const job: ReleaseJob = { userId, reservations };
      await deps.jobs.add(ERASURE_QUEUE, 'release', job, { jobId: `${event.id}:release`, delayMs, attempts: 8, backoffMs: 60_000 });
    },
  };
}

/** Frees an erased account's username and email: a Release on each reservation stream it held. */
export function releaseJobHandler(deps: { eventStore: EventStore }): JobHandler {
  return async (data, context) => {
    const { userId, reservations } = data as ReleaseJob;
    for (const stream of reservations) {
      const kind: ReservationKind = stream.startsWith('username-') ? 'username' : 'email';
      await runCommand(deps.eventStore, stream, reservationDecider, { type: 'Release', kind, userId }, { correlationId: context.id, now: new Date() });
    }
  };
}
