import { isPlainObject, pathSegments } from './paths';
import { parseFilter, type FilterNode } from './filter';
import type { Filter, JsonValue, Update } from './port';
import { compareStrings } from './values';

/**
 * An update parsed and checked once: known operators only, valid paths, operands of the right type, and no two
 * paths where one is the other or lies inside it (MongoDB refuses those as conflicts).
 */
export type UpdateOp =
  | { op: '$set' | '$setOnInsert'; path: string; segments: readonly string[]; value: JsonValue }
  | { op: '$unset'; path: string; segments: readonly string[] }
  | { op: '$inc'; path: string; segments: readonly string[]; amount: number }
  | { op: '$addToSet'; path: string; segments: readonly string[]; values: JsonValue[] }
  | { op: '$pull'; path: string; segments: readonly string[]; remove: PullCondition };

export type PullCondition =
  | { kind: 'equal'; value: JsonValue }
  | { kind: 'in'; values: JsonValue[] }
  | { kind: 'match'; node: FilterNode };

const OPERATORS = new Set(['$set', '$setOnInsert', '$unset', '$inc', '$addToSet', '$pull']);

export function parseUpdate(update: Update): UpdateOp[] {
  if (!isPlainObject(update)) throw new Error('An update must be an object of operators');
  const ops: UpdateOp[] = [];
  let operatorCount = 0;
  for (const operator of Object.keys(update)) {
    const fields = (update as Record<string, unknown>)[operator];
    if (fields === undefined) continue;
    if (!OPERATORS.has(operator)) {
      throw new Error(
        operator.startsWith('$')
          ? `Unsupported update operator ${operator}`
          : `An update takes operators ($set, $inc, ...), not the field "${operator}"; use replaceOne to replace`,
      );
    }
    if (!isPlainObject(fields)) throw new Error(`${operator} needs an object of paths`);
    operatorCount++;
    for (const path of Object.keys(fields)) {
      const value = fields[path];
      if (value === undefined) continue;
      ops.push(parseOne(operator, path, pathSegments(path), value));
    }
  }
  if (operatorCount === 0) throw new Error('An update needs at least one operator');
  checkConflicts(ops);
  // MongoDB (5.0+) applies an update's fields in name order, numeric names by number; new fields land in that order.
  return ops.sort((a, b) => comparePaths(a.segments, b.segments));
}

function comparePaths(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    if (/^\d+$/.test(x) && /^\d+$/.test(y)) return Number(x) - Number(y);
    return compareStrings(x, y);
  }
  return a.length - b.length;
}

function parseOne(operator: string, path: string, segments: readonly string[], value: JsonValue): UpdateOp {
  switch (operator) {
    case '$set':
    case '$setOnInsert':
      return { op: operator, path, segments, value };
    case '$unset':
      return { op: '$unset', path, segments };
    case '$inc':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`$inc on "${path}" needs a number`);
      return { op: '$inc', path, segments, amount: value };
    case '$addToSet':
      if (isPlainObject(value) && Object.hasOwn(value, '$each')) {
        const each = value.$each;
        if (!Array.isArray(each) || Object.keys(value).length !== 1) {
          throw new Error(`$addToSet on "${path}" takes { $each: [...] } and nothing else`);
        }
        return { op: '$addToSet', path, segments, values: each };
      }
      return { op: '$addToSet', path, segments, values: [value] };
    default:
      return { op: '$pull', path, segments, remove: parsePull(path, value) };
  }
}

function parsePull(path: string, value: JsonValue): PullCondition {
  if (!isPlainObject(value)) return { kind: 'equal', value };
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === '$in') {
    if (!Array.isArray(value.$in)) throw new Error(`$pull on "${path}" needs { $in: [...] } with an array`);
    return { kind: 'in', values: value.$in };
  }
  if (keys.some((key) => key.startsWith('$'))) throw new Error(`$pull on "${path}" supports only $in`);
  // As in MongoDB, an object removes the elements that are objects matching it field by field.
  return { kind: 'match', node: parseFilter(value as Filter) };
}

function checkConflicts(ops: readonly UpdateOp[]): void {
  for (let i = 0; i < ops.length; i++) {
    for (let j = i + 1; j < ops.length; j++) {
      const a = ops[i]!.path;
      const b = ops[j]!.path;
      if (a === b || b.startsWith(`${a}.`) || a.startsWith(`${b}.`)) {
        throw new Error(`Update paths "${a}" and "${b}" conflict`);
      }
    }
  }
}
