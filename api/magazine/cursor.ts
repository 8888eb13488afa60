import type { Filter } from '@vitrina/infra/readstore/port';
import { HttpError } from '../http/errors';

/** Where a newest-first page ended: the last entry's publication time and id (ties broken by id). */
export interface PageEnd {
  publishedAt: string;
  id: string;
}

/** Opaque to clients: base64url of a small JSON pair, so its shape can change without breaking a link. */
export function encodeCursor(end: PageEnd): string {
  return Buffer.from(JSON.stringify([end.publishedAt, end.id])).toString('base64url');
}

const invalid = () => new HttpError(400, 'INVALID_CURSOR', 'The page cursor is not valid. Start again from the first page.');

export function decodeCursor(cursor: string): PageEnd {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [publishedAt, id] = parsed as unknown[];
  if (typeof publishedAt !== 'string' || Number.isNaN(Date.parse(publishedAt)) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) throw invalid();
  return { publishedAt, id };
}

/** Entries strictly after `end` in (publishedAt desc, _id desc) order: no repeats, no gaps across pages. */
export function after(end: PageEnd): Filter {
  return { $or: [{ publishedAt: { $lt: end.publishedAt } }, { publishedAt: end.publishedAt, _id: { $lt: end.id } }] };
}
