import type { ErrorRequestHandler, RequestHandler } from 'express';
import { FailureError, type Failure } from '@vitrina/domain/core/failures';
import { UnknownEventTypeError, InvalidEventError } from '@vitrina/domain/core/events';
import { WrongExpectedRevisionError } from '@vitrina/infra/eventstore/port';
import type { Logger } from '@vitrina/infra/log/logger';

/**
 * The one place errors become HTTP responses. Every error body is `{ code, message }` (plus `fields` for
 * validation), with a stable code; no stack trace ever leaves the process.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 429 with a Retry-After in whole seconds (at least one): how every limit refuses. */
export function tooManyRequests(code: string, message: string, retryAfterMs: number): HttpError {
  return new HttpError(429, code, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}

/** HTTP status of each business failure code; a code not listed is a 400 (refused input). */
const STATUS_BY_CODE: Record<string, number> = {
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  STALE_REVISION: 412,
  USERNAME_EXISTS: 409,
  EMAIL_EXISTS: 409,
  INVALID_CREDENTIALS: 401,
  CAPTCHA_REQUIRED: 401,
  ACCOUNT_DEACTIVATED: 403,
  BRAND_NOT_FOUND: 404,
  OWNER_NOT_FOUND: 404,
  OWNER_HAS_BRAND: 409,
  CLOTH_NOT_FOUND: 404,
  CLOTH_NEEDS_PHOTO: 409,
  IMPORT_RUN_NOT_FOUND: 404,
  IMPORTER_NOT_CONFIGURED: 409,
  IMPORT_RUN_IN_PROGRESS: 409,
  IMPORT_RUN_FINISHED: 409,
  UPLOAD_LIMIT_REACHED: 403,
  IMAGE_TOO_LARGE: 413,
  TOO_LARGE: 413,
  TERM_EXISTS: 409,
  TERM_NOT_FOUND: 404,
  TERM_IN_USE: 409,
  NOT_FAVOURITED: 409,
  TOO_MANY_STOCK_ALERTS: 409,
  NOT_SOLD_OUT: 409,
  FOLLOW_LIMIT: 409,
  SAVED_SEARCH_LIMIT: 409,
  SAVED_SEARCH_NOT_FOUND: 404,
  ORDER_MISMATCH: 409,
  SLIDE_LIMIT_REACHED: 409,
  SUBSCRIPTION_NOT_FOUND: 404,
  ALREADY_SUBSCRIBED: 409,
  SUBSCRIPTION_NOT_ACTIVE: 409,
  // 402: what stands between the brand and uploading is a payment.
  SUBSCRIPTION_INACTIVE: 402,
  GRANTED_PLAN: 409,
  NOT_GRANTED: 409,
  ALREADY_CANCELLING: 409,
  NOTHING_TO_RESUME: 409,
  OVER_TIER_LIMIT: 409,
  AMOUNT_MISMATCH: 422,
  PAYMENTS_UNAVAILABLE: 502,
  CHECKOUT_CLOSED: 409,
  SUBSCRIPTION_ENDED: 409,
};

export function statusOfFailure(failure: Failure): number {
  return STATUS_BY_CODE[failure.code] ?? 400;
}

interface ErrorBody {
  code: string;
  message: string;
  [key: string]: unknown;
}

/** Maps anything thrown to a status and body; unknown errors are 500 INTERNAL with no detail. */
export function toHttp(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof HttpError) {
    return { status: error.status, body: { code: error.code, message: error.message, ...error.details }, headers: error.headers };
  }
  if (error instanceof FailureError) {
    const { code, message, details } = error.failure;
    return { status: statusOfFailure(error.failure), body: { ...details, code, message } };
  }
  if (error instanceof WrongExpectedRevisionError) {
    return { status: 409, body: { code: 'CONFLICT', message: 'Someone else changed this at the same time. Please try again.' } };
  }
  if (error instanceof UnknownEventTypeError || error instanceof InvalidEventError) {
    // A command produced an event its own schema refuses: a bug, but the input is the likely cause.
    return { status: 400, body: { code: 'INVALID_INPUT', message: 'The request could not be processed.' } };
  }
  const bodyParser = bodyParserError(error);
  if (bodyParser) return bodyParser;
  return { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong. Please try again later.' } };
}

/**
 * node:zlib's codes for bytes that do not decompress: zlib's (gzip, deflate), brotli's format errors and zstd's
 * (save running out of memory, which is ours). body-parser passes them on untyped, with a 400.
 */
const UNDECODABLE_BODY = /^(Z_DATA_ERROR|Z_BUF_ERROR|Z_NEED_DICT|ERR__ERROR_FORMAT_\w+|ERR__ERROR_DICTIONARY_NOT_SET|ZSTD_error_(?!memory_allocation)\w+)$/;

/**
 * Errors raised while reading a body (express.json, express.raw): body-parser's carry a `type` and a `status`; a
 * body whose bytes do not match its Content-Encoding carries zlib's `code` instead.
 */
function bodyParserError(error: unknown): { status: number; body: ErrorBody } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, code } = error as { status?: unknown; code?: unknown };
  if (status === 400 && typeof code === 'string' && UNDECODABLE_BODY.test(code)) {
    return { status: 400, body: { code: 'BODY_UNREADABLE', message: 'The request body could not be decoded.' } };
  }
  if (!('type' in error)) return undefined;
  switch ((error as { type: unknown }).type) {
    case 'entity.too.large':
      return { status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' } };
    case 'entity.parse.failed':
      return { status: 400, body: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' } };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, body: { code: 'UNSUPPORTED_ENCODING', message: 'The request body encoding is not supported.' } };
    case 'request.aborted':
      return { status: 400, body: { code: 'REQUEST_ABORTED', message: 'The request was aborted.' } };
    default:
      return undefined;
  }
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const { status, body, headers } = toHttp(error);
    if (status >= 500) logger.error({ err: error, reqId: req.id }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    if (headers) res.set(headers);
    res.status(status).json(body);
  };
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new HttpError(404, 'NOT_FOUND', 'Not found.'));
};
