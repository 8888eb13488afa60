import { IMPORTER_FAILURES, type ImporterFailureCode } from '@vitrina/domain/importer/failures';
import type { MessageId } from '../../i18n/messages';
import { ApiError } from '../../lib/api';

/** A failure as the brand reads it: what happened, what to try next, and the code to quote to support. */
export interface FailureWords {
  what: MessageId;
  next: MessageId;
  /** `UNKNOWN_HOST`, `FORBIDDEN_ADDRESS`, `IMPORTER_NOT_CONFIGURED`: the reason when there is one, else the code. */
  code: string;
}

/**
 * The codes each of whose reasons (domain/importer/failures.ts) has words of its own (importer.failure.CODE.REASON),
 * unless SHARED words it as another failure; any other code's reasons are worded as the code is (importer.failure.CODE).
 */
const WORDED_BY_REASON: ReadonlySet<ImporterFailureCode> = new Set(['IMPORT_SHOP_UNREACHABLE', 'IMPORT_PAGE_REFUSED', 'IMPORT_BUSY']);

/** Failures said in another's words (`CODE` or `CODE.REASON` → the words' key). */
const SHARED: Record<string, string> = {
  IMPORT_SHOP_UNREACHABLE: 'IMPORT_SHOP_UNREACHABLE.CONNECTION_FAILED',
  'IMPORT_PAGE_REFUSED.UNSUPPORTED_SCHEME': 'IMPORT_PAGE_REFUSED.INVALID_URL',
  // A run's report says the fetcher's code alone: out of reach, or no answer in time.
  'IMPORT_PAGE_REFUSED.UNREACHABLE': 'IMPORT_SHOP_UNREACHABLE.CONNECTION_FAILED',
  'IMPORT_PAGE_REFUSED.TIMEOUT': 'IMPORT_SHOP_UNREACHABLE.TIMEOUT',
  IMPORT_BUSY: 'IMPORT_BUSY.SITE_BUSY',
};

const isListed = (code: string): code is ImporterFailureCode => Object.hasOwn(IMPORTER_FAILURES, code);

/** The words of an importer failure by its code and reason; null for a code the importer does not answer. */
export function failureWords(code: string, reason?: string | null): FailureWords | null {
  if (!isListed(code)) return null;
  const reasons: readonly string[] = IMPORTER_FAILURES[code];
  const shared = reason ? SHARED[`${code}.${reason}`] : undefined;
  const own = reason && WORDED_BY_REASON.has(code) && reasons.includes(reason) ? `${code}.${reason}` : null;
  const key = shared ?? own ?? SHARED[code] ?? code;
  return { what: `importer.failure.${key}` as MessageId, next: `importer.failure.${key}.next` as MessageId, code: reason || code };
}

/** The words of a failed call to the importer's endpoints; null when it is no answer of theirs (no connection…). */
export function failureOf(error: unknown): FailureWords | null {
  if (!(error instanceof ApiError)) return null;
  const reason = typeof error.details.reason === 'string' ? error.details.reason : null;
  return failureWords(error.code, reason);
}

/** A run's reason as its report stores it (`IMPORT_PAGE_REFUSED:UNREACHABLE`, `IMPORT_SHOP_TOO_SLOW`). */
export function runFailureWords(reason: string): FailureWords | null {
  const [code, detail] = reason.split(':');
  return failureWords(code!, detail ?? null);
}
