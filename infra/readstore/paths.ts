import type { JsonValue } from './port';

/**
 * Dotted paths (`brand.id`) as both adapters read them. A path is split once and cached; every segment is
 * checked so that it can be embedded in a quoted SQLite JSON path and can never reach an object's prototype.
 */
const cache = new Map<string, readonly string[]>();
const MAX_CACHED = 5_000;

export function pathSegments(path: string): readonly string[] {
  const cached = cache.get(path);
  if (cached) return cached;
  if (typeof path !== 'string' || path.length === 0 || path.length > 300) {
    throw new Error(`Invalid path ${JSON.stringify(path)}: must be 1 to 300 characters`);
  }
  const segments = path.split('.');
  for (const segment of segments) {
    if (segment === '') throw new Error(`Invalid path "${path}": empty segment`);
    if (segment.startsWith('$')) throw new Error(`Invalid path "${path}": a field name cannot start with $`);
    if (segment === '__proto__') throw new Error(`Invalid path "${path}": __proto__ is not a field name`);
    // eslint-disable-next-line no-control-regex
    if (/["\\\u0000-\u001f]/.test(segment)) {
      throw new Error(`Invalid path "${path}": quotes, backslashes and control characters are not allowed`);
    }
  }
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(path, segments);
  return segments;
}

export type JsonObject = { [key: string]: JsonValue };

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property only: `constructor` on a plain object is absent, not a function. */
export function own(container: JsonObject, key: string): JsonValue | undefined {
  return Object.hasOwn(container, key) ? container[key] : undefined;
}

/** Marks a path that leads nowhere (a missing field, or a field of a scalar). */
export const MISSING = Symbol('missing');
export type Item = JsonValue | typeof MISSING;

/**
 * The values a query path reaches, MongoDB style: an array met on the way is entered and the rest of the path
 * is followed in each element that is an object; any other element counts as missing. Arrays at the end are
 * returned whole (the caller tests the array and each of its elements).
 */
export function collectItems(container: JsonObject, segments: readonly string[], from = 0, out: Item[] = []): Item[] {
  const value = own(container, segments[from]!);
  if (from === segments.length - 1) {
    out.push(value === undefined ? MISSING : value);
    return out;
  }
  if (Array.isArray(value)) {
    for (const element of value) {
      if (isPlainObject(element)) collectItems(element, segments, from + 1, out);
      else out.push(MISSING);
    }
  } else if (isPlainObject(value)) {
    collectItems(value, segments, from + 1, out);
  } else {
    out.push(MISSING);
  }
  return out;
}

/** The value at a path through objects only (sorting does not enter arrays on the way). */
export function valueThroughObjects(container: JsonObject, segments: readonly string[]): JsonValue | undefined {
  let value: JsonValue | undefined = container;
  for (const segment of segments) {
    if (!isPlainObject(value)) return undefined;
    value = own(value, segment);
  }
  return value;
}

/**
 * The leaf values a multikey index holds for a document: what `collectItems` reaches, with arrays replaced by
 * their elements and duplicates removed (compared by their JSON text).
 */
export function indexedElements(doc: JsonObject, segments: readonly string[]): JsonValue[] {
  const seen = new Set<string>();
  const out: JsonValue[] = [];
  const add = (value: JsonValue) => {
    const key = typeof value === 'string' ? `s${value}` : JSON.stringify(value);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(value);
  };
  for (const item of collectItems(doc, segments)) {
    if (item === MISSING) continue;
    if (Array.isArray(item)) item.forEach(add);
    else add(item);
  }
  return out;
}
