import { isPlainObject, pathSegments, type JsonObject } from './paths';
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

export type PullCondition = { kind: 'equal'; value: JsonValue } | { kind: 'in'; values: JsonValue[] } | { kind: 'match'; node: FilterNode };

const OPERATORS = new Set(['$set', '$setOnInsert', '$unset', '$inc', '$addToSet', '$pull']);

export function parseUpdate(update: Update): UpdateOp[] {
  const operands: JsonValue[] = [];
  const plan = isPlainObject(update) ? knownShape(update, operands) : undefined;
  if (!plan) {
    const ops = parseShape(update);
    rememberShape(update as JsonObject, ops);
    return ops;
  }
  const ops: UpdateOp[] = new Array(plan.length);
  for (let i = 0; i < plan.length; i++) {
    const { op, path, segments, operand } = plan[i]!;
    ops[i] = parseOne(op, path, segments, operands[operand]!);
  }
  return ops;
}

function parseShape(update: Update): UpdateOp[] {
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

/**
 * Updates of a shape parsed before (the same operators with the same paths, in the same order) skip checking
 * paths and conflicts and sorting, which depend on the shape only; operands are still checked on every call.
 * A projection sends one shape per event type, so a replay parses the same few shapes hundreds of thousands of
 * times. Shapes live in a trie keyed by operator and path strings, each operator's paths closed by END_OF_PATHS,
 * so two different shapes can never share an entry.
 */
interface ShapeNode {
  next: Map<string | symbol, ShapeNode>;
  plan?: readonly PlanStep[];
}
interface PlanStep {
  op: UpdateOp['op'];
  path: string;
  segments: readonly string[];
  /** Where the step's operand is among the operands in the order the shape lists them. */
  operand: number;
}

const END_OF_PATHS = Symbol('end of paths');
const MAX_SHAPES = 1_000;
let shapes: ShapeNode = { next: new Map() };
let shapeCount = 0;

/**
 * The plan for an update whose shape is known, pushing its operands to `operands` in shape order. The keys are
 * each operator with a defined value, its paths with defined values, then END_OF_PATHS. Operands are read here,
 * inside `for...in`, where V8 can read a property by the enumeration's index instead of looking its key up
 * (which made parsing a known shape a quarter faster, measured).
 */
function knownShape(update: JsonObject, operands: JsonValue[]): readonly PlanStep[] | undefined {
  let node: ShapeNode | undefined = shapes;
  for (const operator in update) {
    const fields = update[operator];
    if (!Object.hasOwn(update, operator) || fields === undefined) continue;
    if (!isPlainObject(fields) || !(node = node.next.get(operator))) return undefined;
    for (const path in fields) {
      const operand = fields[path];
      if (!Object.hasOwn(fields, path) || operand === undefined) continue;
      if (!(node = node.next.get(path))) return undefined;
      operands.push(operand);
    }
    if (!(node = node.next.get(END_OF_PATHS))) return undefined;
  }
  return node.plan;
}

/** Adds a parsed update's shape, keyed as knownShape looks it up. */
function rememberShape(update: JsonObject, ops: readonly UpdateOp[]): void {
  if (shapeCount >= MAX_SHAPES) {
    shapes = { next: new Map() };
    shapeCount = 0;
  }
  let node = shapes;
  const step = (key: string | symbol) => {
    let child = node.next.get(key);
    if (!child) node.next.set(key, (child = { next: new Map() }));
    node = child;
  };
  // A parsed update has no path twice (that conflicts), so a path names its operand.
  const operandOf = new Map<string, number>();
  for (const operator in update) {
    const fields = update[operator];
    if (!Object.hasOwn(update, operator) || fields === undefined) continue;
    step(operator);
    for (const path in fields as JsonObject) {
      if (!Object.hasOwn(fields as JsonObject, path) || (fields as JsonObject)[path] === undefined) continue;
      step(path);
      operandOf.set(path, operandOf.size);
    }
    step(END_OF_PATHS);
  }
  node.plan = ops.map(({ op, path, segments }) => ({ op, path, segments, operand: operandOf.get(path)! }));
  shapeCount++;
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
