import type { Request } from 'express';
import type { Decider } from '@vitrina/domain/core/decider';
import type { DomainEvent } from '@vitrina/domain/core/events';
import { runCommand, type CommandContext, type CommandResult } from '@vitrina/infra/eventstore/commands';
import type { RateLimit } from '@vitrina/infra/ratelimit/port';
import type { ApiContext } from '../context';
import { HttpError, tooManyRequests } from './errors';

/** Who acts in a request (the signed-in caller, if any) and when, as every event's metadata carries it. */
export function commandContextOf(context: ApiContext, req: Request): CommandContext {
  return { correlationId: String(req.id), actor: req.caller?.userId, now: context.now() };
}

/** How one feature's routes run their commands. */
export interface CommandRoutes<Command, Event extends DomainEvent, State> {
  decider: Decider<Command, Event, State>;
  /** The read models the answer (and the caller's next read) shows: the route waits until they hold the events. */
  projections: readonly string[];
  /** A writer's budget of changes: its key per signed-in caller, its limit, and what a 429 says. */
  budget?: { key: (userId: string) => string; limit: RateLimit; message: string };
  /** Decisions made again on a concurrent write before the conflict goes to the client (runCommand's default: 3). */
  retries?: number;
  /** A command that changes nothing still waits for the log's head: what it repeats may still be on its way. */
  noOpWaitsForHead?: boolean;
}

/**
 * The api's one way from a request to the log: the caller's budget (when the feature has one), the command decided
 * on its stream and appended (infra/eventstore/commands.ts, the one write path), then read-your-own-writes on the
 * feature's read models. A feature declares it once and its routes call `run(req, stream, command)`.
 */
export function commandRunner<Command extends { type: string }, Event extends DomainEvent, State>(
  context: ApiContext,
  routes: CommandRoutes<Command, Event, State>,
) {
  return async (req: Request, streamId: string, command: Command): Promise<CommandResult<Event>> => {
    const who = commandContextOf(context, req);
    if (routes.budget) {
      if (!who.actor) throw new HttpError(401, 'UNAUTHENTICATED', 'Please log in to continue.');
      const budget = await context.limiter.consume(routes.budget.key(who.actor), routes.budget.limit);
      if (!budget.allowed) throw tooManyRequests('RATE_LIMITED', routes.budget.message, budget.retryAfterMs);
    }
    const result = await runCommand(
      context.eventStore,
      streamId,
      routes.decider,
      command,
      who,
      routes.retries === undefined ? {} : { retries: routes.retries },
    );
    const position = result.position ?? (routes.noOpWaitsForHead ? await context.eventStore.headPosition() : null);
    await context.waitFor(position, routes.projections);
    return result;
  };
}
