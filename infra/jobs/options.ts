import type { JobOptions, RepeatSpec } from '@vitrina/infra/jobs/port';

/** What both adapters store for a job, with the port's defaults applied and checked once, here. */
export interface ResolvedJobOptions {
  jobId: string;
  attempts: number;
  backoffMs: number;
  delayMs: number;
}

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 1000;

export function resolveJobOptions(options: JobOptions): ResolvedJobOptions {
  const resolved = {
    jobId: options.jobId,
    attempts: options.attempts ?? DEFAULT_ATTEMPTS,
    backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
    delayMs: options.delayMs ?? 0,
  };
  if (typeof resolved.jobId !== 'string' || resolved.jobId.length === 0) {
    throw new Error('jobId must be a non-empty string');
  }
  if (!Number.isInteger(resolved.attempts) || resolved.attempts < 1) {
    throw new Error('attempts must be an integer >= 1');
  }
  if (!Number.isFinite(resolved.backoffMs) || resolved.backoffMs < 0) throw new Error('backoffMs must be >= 0');
  if (!Number.isFinite(resolved.delayMs) || resolved.delayMs < 0) throw new Error('delayMs must be >= 0');
  return resolved;
}

export function checkRepeatSpec(spec: RepeatSpec): void {
  if (typeof spec.schedulerId !== 'string' || spec.schedulerId.length === 0) {
    throw new Error('schedulerId must be a non-empty string');
  }
  if (!Number.isInteger(spec.everyMs) || spec.everyMs < 1) throw new Error('everyMs must be an integer >= 1');
}

/** The delay before try `attempt + 1` after try `attempt` failed (attempt counts from 1). */
export function backoffDelay(backoffMs: number, attempt: number): number {
  return Math.round(backoffMs * 2 ** (attempt - 1));
}

export function errorReason(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
