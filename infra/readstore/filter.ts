import { isPlainObject, pathSegments } from './paths';
import type { Filter, JsonPrimitive, JsonValue } from './port';
import { isJsonPrimitive } from './values';

/**
 * A filter parsed once into a tree that the JavaScript matcher and the SQL compiler both walk, so both refuse
 * the same filters with the same message. MongoDB gets the original filter, after this check.
 */
export type FilterNode =
  { kind: 'and'; nodes: FilterNode[] } | { kind: 'or'; nodes: FilterNode[] } | { kind: 'path'; path: string; segments: readonly string[]; ops: OpNode[] };

export type RangeOp = '$gt' | '$gte' | '$lt' | '$lte';

export type OpNode =
  | { op: '$eq' | '$ne'; value: JsonValue }
  | { op: RangeOp; value: JsonPrimitive }
  | { op: '$in' | '$nin' | '$all'; values: JsonValue[] }
  | { op: '$exists'; value: boolean };

const RANGE_OPS = new Set(['$gt', '$gte', '$lt', '$lte']);

export function parseFilter(filter: Filter): FilterNode {
  if (!isPlainObject(filter)) throw new Error('A filter must be an object');
  const nodes: FilterNode[] = [];
  for (const key of Object.keys(filter)) {
    const value = filter[key];
    if (value === undefined) continue;
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || value.length === 0) throw new Error(`${key} needs a non-empty array of filters`);
      nodes.push({ kind: key === '$and' ? 'and' : 'or', nodes: value.map((sub) => parseFilter(sub as Filter)) });
    } else if (key.startsWith('$')) {
      throw new Error(`Unsupported query operator ${key}`);
    } else {
      nodes.push({ kind: 'path', path: key, segments: pathSegments(key), ops: parseCondition(key, value as JsonValue) });
    }
  }
  return nodes.length === 1 ? nodes[0]! : { kind: 'and', nodes };
}

function parseCondition(path: string, condition: JsonValue): OpNode[] {
  if (!isPlainObject(condition)) return [{ op: '$eq', value: condition }];
  const keys = Object.keys(condition);
  const operators = keys.filter((key) => key.startsWith('$'));
  if (operators.length === 0) return [{ op: '$eq', value: condition }];
  if (operators.length !== keys.length) {
    throw new Error(`Condition on "${path}" mixes operators and field names: ${keys.join(', ')}`);
  }
  const ops: OpNode[] = [];
  for (const op of keys) {
    const operand = condition[op];
    if (operand === undefined) continue;
    ops.push(parseOperator(path, op, operand));
  }
  return ops;
}

function parseOperator(path: string, op: string, operand: JsonValue): OpNode {
  switch (op) {
    case '$eq':
    case '$ne':
      return { op, value: operand };
    case '$in':
    case '$nin':
    case '$all':
      if (!Array.isArray(operand)) throw new Error(`${op} on "${path}" needs an array`);
      for (const value of operand) {
        if (isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'))) {
          throw new Error(`${op} on "${path}" takes values, not operators`);
        }
      }
      return { op, values: operand };
    case '$exists':
      if (typeof operand !== 'boolean') throw new Error(`$exists on "${path}" needs true or false`);
      return { op, value: operand };
    default:
      if (RANGE_OPS.has(op)) {
        if (!isJsonPrimitive(operand)) throw new Error(`${op} on "${path}" needs a string, number, boolean or null`);
        return { op: op as RangeOp, value: operand };
      }
      throw new Error(`Unsupported query operator ${op} on "${path}"`);
  }
}

/** The JSON types a primitive operand is compared with. */
export type ValueKind = 'null' | 'string' | 'number' | 'boolean' | 'object' | 'array';

export function kindOf(value: JsonValue): ValueKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'object' ? 'object' : (type as 'string' | 'number' | 'boolean');
}
