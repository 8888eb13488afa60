import { failure, FailureError } from '@vitrina/domain/core/failures';

export const FETCH_REFUSAL_CODES = [
  'INVALID_URL',
  'UNSUPPORTED_SCHEME',
  'FORBIDDEN_ADDRESS',
  'TOO_LARGE',
  'TIMEOUT',
  'BAD_CONTENT_TYPE',
  'TOO_MANY_REDIRECTS',
  'HTTP_ERROR',
  'UNREACHABLE',
] as const;

export type FetchRefusalCode = (typeof FETCH_REFUSAL_CODES)[number];

/**
 * Why a server could not be reached (UNREACHABLE): its name resolves to nothing (or not at all), nothing listens at
 * its address, or the connection failed otherwise (reset, no route, a TLS handshake refused). A slow server is
 * TIMEOUT, a code of its own.
 */
export const UNREACHABLE_REASONS = ['UNKNOWN_HOST', 'CONNECTION_REFUSED', 'CONNECTION_FAILED'] as const;
export type UnreachableReason = (typeof UNREACHABLE_REASONS)[number];

/**
 * The messages people may read. They never name the address a host resolved to: telling a caller which
 * internal address sits behind a name would help them map the network. That goes in `detail`, for the log.
 */
const MESSAGES: Record<FetchRefusalCode, string> = {
  INVALID_URL: 'The URL is not valid.',
  UNSUPPORTED_SCHEME: 'Only http and https URLs can be fetched.',
  FORBIDDEN_ADDRESS: 'This address cannot be fetched.',
  TOO_LARGE: 'The file at this URL is too large.',
  TIMEOUT: 'The server at this URL took too long to answer.',
  BAD_CONTENT_TYPE: 'The URL does not point to a supported kind of file.',
  TOO_MANY_REDIRECTS: 'The URL redirects too many times.',
  HTTP_ERROR: 'The server at this URL answered with an error.',
  UNREACHABLE: 'The server at this URL could not be reached.',
};

/**
 * A user-supplied URL the guarded fetcher would not, or could not, fetch. It is a FailureError, so the api's one
 * error mapping answers 400 with the code unless a slice turns it into its own message first.
 */
export class FetchRefusedError extends FailureError {
  constructor(
    readonly code: FetchRefusalCode,
    /** For the log only: the address, status or cause behind the refusal. */
    readonly detail?: string,
    /** The HTTP status of the answer, for HTTP_ERROR. */
    readonly status?: number,
    /** Which way the server could not be reached, for UNREACHABLE. */
    readonly unreachable?: UnreachableReason,
    /** The answer's Retry-After header, for HTTP_ERROR (a 429 or 503 saying when to ask again). */
    readonly retryAfter?: string,
    /** For TIMEOUT: 'connect' when the server never answered the connection within connectTimeoutMs. */
    readonly phase?: 'connect',
  ) {
    super(failure(code, MESSAGES[code]));
    this.name = 'FetchRefusedError';
  }
}
