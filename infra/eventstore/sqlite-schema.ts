import type { AllFilter } from './port';

export const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    UNIQUE (stream_id, revision)
  );
  CREATE INDEX IF NOT EXISTS events_by_type ON events (type, position);
`;

/** The column order of every event row read as an array (`.raw()`); see `rowToEvent`. */
export const EVENT_COLUMNS = 'position, id, stream_id, revision, type, data, metadata, recorded_at';

/**
 * A filtered read of $all between two positions, as SQL and its parameters after the two positions and before
 * the limit. The shape keeps every read linear in the rows it passes over:
 * - one event type walks the (type, position) index, which is already in position order;
 * - several types, or only prefixes, walk the table in position order and test each row (`+` keeps SQLite from
 *   picking an index whose rows it would then have to sort, which made batched reads quadratic);
 * - a prefix is a half-open range [prefix, next string after every string starting with prefix).
 * Returns undefined when the filter can match nothing (an empty list).
 */
export function filteredQuery(filter: AllFilter): { key: string; sql: string; params: string[] } | undefined {
  const clauses: string[] = [];
  const params: string[] = [];
  const keyParts: string[] = [];

  const types = filter.eventTypes;
  if (types) {
    if (types.length === 0) return undefined;
    if (types.length === 1) {
      clauses.push('type = ?');
    } else {
      clauses.push(`+type IN (${types.map(() => '?').join(', ')})`);
    }
    params.push(...types);
    keyParts.push(`t${types.length}`);
  }

  const prefixes = filter.streamPrefixes;
  if (prefixes && !prefixes.includes('')) {
    if (prefixes.length === 0) return undefined;
    const ranges: string[] = [];
    for (const prefix of prefixes) {
      const upper = prefixUpperBound(prefix);
      if (upper === undefined) {
        ranges.push('+stream_id >= ?');
        params.push(prefix);
      } else {
        ranges.push('(+stream_id >= ? AND +stream_id < ?)');
        params.push(prefix, upper);
      }
    }
    clauses.push(`(${ranges.join(' OR ')})`);
    keyParts.push(`p${prefixes.map((prefix) => (prefixUpperBound(prefix) === undefined ? 'o' : 'r')).join('')}`);
  }

  const where = clauses.length > 0 ? ` AND ${clauses.join(' AND ')}` : '';
  return {
    key: keyParts.join(':'),
    sql: `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? AND position <= ?${where} ORDER BY position LIMIT ?`,
    params,
  };
}

/**
 * The smallest string greater than every string that starts with `prefix`, in SQLite's BINARY order (UTF-8
 * bytes, which is code point order): the prefix with its last code point incremented. Undefined when no such
 * string exists (the prefix is all U+10FFFF).
 */
export function prefixUpperBound(prefix: string): string | undefined {
  const codePoints = [...prefix].map((char) => char.codePointAt(0)!);
  while (codePoints.length > 0) {
    const last = codePoints.pop()!;
    if (last < 0x10ffff) {
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return String.fromCodePoint(...codePoints, next);
    }
  }
  return undefined;
}
