import type { JsonValue } from './port';

/** Equality as MongoDB sees it: by value, and for objects by fields in the same order. */
export function deepEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((value, index) => deepEqual(value, b[index]));
  }
  if (Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key, index) => key === bKeys[index] && deepEqual(a[key], b[key]));
}

/** Code point order, which is the byte order of UTF-8 that SQLite and MongoDB compare strings by. */
export function compareStrings(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return fixup(x) - fixup(y);
  }
  return a.length - b.length;
}

// Moves surrogates above U+E000..U+FFFF so UTF-16 code units order like code points.
function fixup(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  if (unit >= 0xe000) return unit - 0x800;
  return unit;
}

/**
 * A value's place in sort order, in the two parts both adapters compare: a band (MongoDB's order of types:
 * an empty array, then null/missing, numbers and strings, then objects, arrays, booleans) and, inside a band,
 * the value as SQLite sees it (null < numbers < text; booleans as 0/1; objects and arrays as their JSON text).
 */
export interface SortKey {
  band: number;
  value: null | number | string;
}

export const BAND_SCALAR = 0;
export const BAND_OBJECT = 3;
export const BAND_ARRAY = 4;
export const BAND_BOOLEAN = 5;
const EMPTY_ARRAY: SortKey = { band: -1, value: null };

export function elementKey(value: JsonValue | undefined): SortKey {
  if (value === undefined || value === null) return { band: BAND_SCALAR, value: null };
  if (typeof value === 'number' || typeof value === 'string') return { band: BAND_SCALAR, value };
  if (typeof value === 'boolean') return { band: BAND_BOOLEAN, value: value ? 1 : 0 };
  return { band: Array.isArray(value) ? BAND_ARRAY : BAND_OBJECT, value: JSON.stringify(value) };
}

/** An array sorts by its smallest element ascending and its largest descending, as in MongoDB. */
export function sortKey(value: JsonValue | undefined, direction: 1 | -1): SortKey {
  if (!Array.isArray(value)) return elementKey(value);
  if (value.length === 0) return EMPTY_ARRAY;
  let best = elementKey(value[0]);
  for (let i = 1; i < value.length; i++) {
    const key = elementKey(value[i]);
    if (compareSortKeys(key, best) * direction < 0) best = key;
  }
  return best;
}

export function compareSortKeys(a: SortKey, b: SortKey): number {
  if (a.band !== b.band) return a.band - b.band;
  return compareSqlValues(a.value, b.value);
}

function compareSqlValues(a: null | number | string, b: null | number | string): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a === 'number') return typeof b === 'number' ? a - b : -1;
  if (typeof b === 'number') return 1;
  return compareStrings(a, b);
}

export function isJsonPrimitive(value: unknown): value is string | number | boolean | null {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

export function cloneJson<T extends JsonValue>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  const out: Record<string, JsonValue> = {};
  for (const key of Object.keys(value)) {
    const child = value[key];
    if (child === undefined) continue;
    // A parsed document may carry an own "__proto__" key; plain assignment would set the prototype instead.
    if (key === '__proto__') Object.defineProperty(out, key, { value: cloneJson(child), enumerable: true, writable: true, configurable: true });
    else out[key] = cloneJson(child);
  }
  return out as T;
}
