/**
 * Expected business failures are values with stable codes, never exceptions. The api maps each code to an
 * HTTP status in one table (api/http/errors.ts); the web app translates the code for the reader and falls back
 * to the message, which is the spec's English text.
 */
export interface Failure<Code extends string = string> {
  readonly kind: 'failure';
  readonly code: Code;
  readonly message: string;
  /** Figures the reader's language needs to say it again (how many, which), sent beside code and message. */
  readonly details?: Readonly<Record<string, string | number>>;
}

export function failure<Code extends string>(code: Code, message: string, details?: Record<string, string | number>): Failure<Code> {
  return details ? { kind: 'failure', code, message, details } : { kind: 'failure', code, message };
}

export function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'failure';
}

/** Thrown at the edge to carry a Failure out of a handler; the error middleware turns it into a response. */
export class FailureError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
    this.name = 'FailureError';
  }
}
