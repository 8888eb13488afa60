import type { UnreachableReason } from '@vitrina/infra/fetch/errors';
import type { PageRefusedError } from '@vitrina/importer/fetcher';
import type { PageTooComplexError } from '@vitrina/importer/pool';
import { HttpError } from '../http/errors';

/*
 * How the importer's readings say why a shop was not read, each a stable code with a reason the web app translates:
 * - IMPORT_SHOP_UNREACHABLE: the shop cannot be reached at all (UNKNOWN_HOST, CONNECTION_REFUSED, CONNECTION_FAILED,
 *   TIMEOUT: its address answered nothing within the fetcher's time);
 * - IMPORT_SHOP_TOO_SLOW: it answered, but "Read the shop" ran out of its time waiting for it;
 * - IMPORT_PAGE_REFUSED: Vitrina will not read it (robots.txt, a forbidden address, too large, not a page, an error);
 * - IMPORT_PAGE_TOO_COMPLEX: its page is too deep, too large or too costly to parse.
 * The messages are for people reading the api; the detail behind a refusal (an address, a status) goes only to the log.
 */

/** Messages for the reasons a page is not read: every refusal of the fetcher's but being out of reach. */
const REFUSALS: Record<Exclude<PageRefusedError['code'], 'UNREACHABLE' | 'TIMEOUT'>, string> = {
  ROBOTS_DISALLOWED: "The shop's robots.txt does not let Vitrina read this page.",
  FORBIDDEN_ADDRESS: 'This address cannot be fetched.',
  TOO_LARGE: 'The page is too large to import.',
  BAD_CONTENT_TYPE: 'The URL is not a web page.',
  HTTP_ERROR: 'The shop answered with an error.',
  TOO_MANY_REDIRECTS: 'The page redirects too many times.',
  INVALID_URL: 'The address is not one Vitrina can read.',
  UNSUPPORTED_SCHEME: 'Only http and https addresses can be read.',
};

export type ShopUnreachableReason = UnreachableReason | 'TIMEOUT';

const UNREACHABLE: Record<ShopUnreachableReason, string> = {
  UNKNOWN_HOST: 'No shop answers at this address: its name does not exist. Check how it is written.',
  CONNECTION_REFUSED: "The shop's server refused the connection: it may be down. Try again later.",
  CONNECTION_FAILED: "The shop's server could not be reached. Try again later.",
  TIMEOUT: 'The shop took too long to answer: it may be slow or down. Try again later.',
};

/** A page fetch the importer could not make, as the api answers it. */
export function pageRefusal(error: Pick<PageRefusedError, 'code' | 'unreachable'>): HttpError {
  if (error.code === 'UNREACHABLE' || error.code === 'TIMEOUT') {
    const reason: ShopUnreachableReason = error.code === 'TIMEOUT' ? 'TIMEOUT' : (error.unreachable ?? 'CONNECTION_FAILED');
    return new HttpError(400, 'IMPORT_SHOP_UNREACHABLE', UNREACHABLE[reason], { reason });
  }
  return new HttpError(400, 'IMPORT_PAGE_REFUSED', REFUSALS[error.code], { reason: error.code });
}

/** A page whose parsing the reader threads refused. */
export function tooComplex(error: PageTooComplexError): HttpError {
  return new HttpError(400, 'IMPORT_PAGE_TOO_COMPLEX', error.message, { reason: error.reason });
}

/**
 * "Read the shop" past its time: its thread mostly waits for the shop's answers (a dozen requests, paced), so the
 * time running out says the shop is slow, not that its page is complex.
 */
export function shopTooSlow(limitMs: number): HttpError {
  const seconds = Math.round(limitMs / 1000);
  return new HttpError(400, 'IMPORT_SHOP_TOO_SLOW', `The shop answers too slowly: Vitrina stopped reading it after ${seconds} seconds. Try again later.`, {
    reason: 'TOO_SLOW',
  });
}
