import { kindOf, parseFilter, type FilterNode, type OpNode } from './filter';
import { collectItems, isPlainObject, MISSING, pathSegments, valueThroughObjects, type Item, type JsonObject } from './paths';
import type { Doc, Filter, JsonPrimitive, JsonValue, SortSpec, Update } from './port';
import { parseUpdate, type PullCondition, type UpdateOp } from './update';
import { cloneJson, compareSortKeys, compareStrings, deepEqual, sortKey } from './values';

/**
 * The read store's MongoDB subset, in plain JavaScript. The SQLite adapter compiles the same semantics to SQL
 * and its tests compare the two; the contract suite checks MongoDB against them too.
 */
export function matches(doc: Doc, filter: Filter): boolean {
  return evaluate(parseFilter(filter), doc as JsonObject);
}

/** Parses the filter once, for testing many documents. */
export function compileMatcher(filter: Filter): (doc: Doc) => boolean {
  const node = parseFilter(filter);
  return (doc) => evaluate(node, doc as JsonObject);
}

function evaluate(node: FilterNode, doc: JsonObject): boolean {
  if (node.kind === 'and') return node.nodes.every((child) => evaluate(child, doc));
  if (node.kind === 'or') return node.nodes.some((child) => evaluate(child, doc));
  const items = collectItems(doc, node.segments);
  return node.ops.every((op) => evaluateOp(op, items));
}

interface ItemPredicate {
  value: (value: JsonValue) => boolean;
  missing: boolean;
}

/** True when some item satisfies the predicate: the item itself, or, for an array, one of its elements. */
function anyItem(items: readonly Item[], predicate: ItemPredicate): boolean {
  for (const item of items) {
    if (item === MISSING) {
      if (predicate.missing) return true;
    } else if (predicate.value(item) || (Array.isArray(item) && item.some(predicate.value))) {
      return true;
    }
  }
  return false;
}

// Predicates are built per evaluation. Their functions are returned by the helpers below rather than written in
// the object literals: tsx (esbuild's keepNames) wraps each function assigned to a property in a call that sets
// its name, which costs more than the test itself.
const NEVER: ItemPredicate = { value: () => false, missing: false };
const PRESENT: ItemPredicate = { value: () => true, missing: false };
const IS_NULL: ItemPredicate = { value: (value) => value === null, missing: true };

function equalTo(target: JsonValue): ItemPredicate {
  if (target === null) return IS_NULL;
  return { value: equalsTarget(target), missing: false };
}

function equalsTarget(target: JsonValue): (value: JsonValue) => boolean {
  return (value) => deepEqual(value, target);
}

function inList(targets: readonly JsonValue[]): ItemPredicate {
  return { value: inTargets(targets), missing: targets.includes(null) };
}

function inTargets(targets: readonly JsonValue[]): (value: JsonValue) => boolean {
  return (value) => targets.some((target) => deepEqual(value, target));
}

function inRange(op: '$gt' | '$gte' | '$lt' | '$lte', target: JsonPrimitive): ItemPredicate {
  if (target === null) return op === '$gte' || op === '$lte' ? IS_NULL : NEVER;
  return { value: comparesTo(op, target), missing: false };
}

function comparesTo(op: '$gt' | '$gte' | '$lt' | '$lte', target: string | number | boolean): (value: JsonValue) => boolean {
  const kind = kindOf(target);
  return (value) => {
    if (value === null || kindOf(value) !== kind) return false;
    const order = kind === 'string' ? compareStrings(value as string, target as string) : Number(value) - Number(target);
    if (op === '$gt') return order > 0;
    if (op === '$gte') return order >= 0;
    if (op === '$lt') return order < 0;
    return order <= 0;
  };
}

function evaluateOp(op: OpNode, items: readonly Item[]): boolean {
  switch (op.op) {
    case '$eq':
      return anyItem(items, equalTo(op.value));
    case '$ne':
      return !anyItem(items, equalTo(op.value));
    case '$in':
      return anyItem(items, inList(op.values));
    case '$nin':
      return !anyItem(items, inList(op.values));
    case '$all':
      return op.values.length > 0 && op.values.every((value) => anyItem(items, equalTo(value)));
    case '$exists':
      return anyItem(items, PRESENT) === op.value;
    default:
      return anyItem(items, inRange(op.op, op.value));
  }
}

/**
 * Orders two documents by a sort spec, then by `_id`. A path is followed through objects only; an array sorts
 * by its smallest element ascending and its largest descending; objects compare by their JSON text.
 */
export function compareForSort(a: Doc, b: Doc, sort: SortSpec = {}): number {
  for (const [path, direction] of Object.entries(sort)) {
    let order: number;
    if (path === '_id') {
      order = compareStrings(a._id, b._id);
    } else {
      const segments = pathSegments(path);
      const aKey = sortKey(valueThroughObjects(a as JsonObject, segments), direction);
      const bKey = sortKey(valueThroughObjects(b as JsonObject, segments), direction);
      order = compareSortKeys(aKey, bKey);
    }
    if (order !== 0) return order * direction;
  }
  return Object.hasOwn(sort, '_id') ? 0 : compareStrings(a._id, b._id);
}

/**
 * Applies an update to a copy of `doc` (objects on the changed paths are copied, the rest is shared).
 * `$setOnInsert` applies only when `isInsert`. Refuses what MongoDB refuses: changing `_id`, `$inc` on a
 * non-number, `$addToSet`/`$pull` on a non-array, a field inside a scalar.
 */
export function applyUpdate<T extends Doc>(doc: T, update: Update | readonly UpdateOp[], options: { isInsert: boolean }): T {
  const ops = Array.isArray(update) ? (update as readonly UpdateOp[]) : parseUpdate(update as Update);
  const root = applyOps(doc as JsonObject, ops, options.isInsert);
  if (!options.isInsert && root._id !== doc._id) throw new Error(`_id is immutable (was "${doc._id}")`);
  return root as T;
}

type Container = JsonObject | JsonValue[];

function applyOps(doc: JsonObject, ops: readonly UpdateOp[], isInsert: boolean): JsonObject {
  const root = { ...doc };
  // Which containers are already copies; made only for a dotted path, as most updates change top-level fields.
  let fresh: WeakSet<object> | undefined;
  for (const op of ops) {
    if (op.op === '$setOnInsert' && !isInsert) continue;
    const create = op.op !== '$unset' && op.op !== '$pull';
    const parent = op.segments.length === 1 ? root : parentOf(root, op.segments, create, (fresh ??= new WeakSet([root])));
    if (!parent) continue;
    const last = op.segments[op.segments.length - 1]!;
    const current = read(parent, last, create);
    switch (op.op) {
      case '$set':
      case '$setOnInsert':
        write(parent, last, cloneJson(op.value));
        break;
      case '$unset':
        if (current === undefined) break;
        if (Array.isArray(parent)) parent[Number(last)] = null;
        else delete parent[last];
        break;
      case '$inc':
        if (current !== undefined && typeof current !== 'number') throw new Error(`Cannot $inc "${op.path}": not a number`);
        write(parent, last, (current ?? 0) + op.amount);
        break;
      case '$addToSet': {
        if (current !== undefined && !Array.isArray(current)) throw new Error(`Cannot $addToSet "${op.path}": not an array`);
        const next = current ? [...current] : [];
        for (const value of op.values) if (!next.some((element) => deepEqual(element, value))) next.push(cloneJson(value));
        write(parent, last, next);
        break;
      }
      case '$pull': {
        if (current === undefined) break;
        if (!Array.isArray(current)) throw new Error(`Cannot $pull from "${op.path}": not an array`);
        const kept = current.filter((element) => !pulls(op.remove, element));
        if (kept.length !== current.length) write(parent, last, kept);
        break;
      }
    }
  }
  return root;
}

function pulls(condition: PullCondition, element: JsonValue): boolean {
  if (condition.kind === 'equal') return deepEqual(element, condition.value);
  if (condition.kind === 'in') return condition.values.some((value) => deepEqual(element, value));
  return isPlainObject(element) && evaluate(condition.node, element);
}

/** The container that holds the last segment, copying the containers on the way; undefined when absent. */
function parentOf(root: JsonObject, segments: readonly string[], create: boolean, fresh: WeakSet<object>): Container | undefined {
  let container: Container = root;
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i]!;
    const child = read(container, segment, create);
    if (child === undefined) {
      if (!create) return undefined;
      const made: JsonObject = {};
      fresh.add(made);
      write(container, segment, made);
      container = made;
    } else if (typeof child === 'object' && child !== null) {
      let copy: Container = child;
      if (!fresh.has(child)) {
        copy = Array.isArray(child) ? [...child] : { ...child };
        fresh.add(copy);
        write(container, segment, copy);
      }
      container = copy;
    } else if (create) {
      throw new Error(`Cannot create field "${segments[i + 1]}" in "${segments.slice(0, i + 1).join('.')}" (${JSON.stringify(child)})`);
    } else {
      return undefined;
    }
  }
  return container;
}

function read(container: Container, segment: string, create: boolean): JsonValue | undefined {
  if (!Array.isArray(container)) return Object.hasOwn(container, segment) ? container[segment] : undefined;
  if (/^\d+$/.test(segment)) return container[Number(segment)];
  if (create) throw new Error(`Cannot create field "${segment}" in an array`);
  return undefined;
}

function write(container: Container, segment: string, value: JsonValue): void {
  if (!Array.isArray(container)) {
    container[segment] = value;
    return;
  }
  const index = Number(segment);
  while (container.length < index) container.push(null);
  container[index] = value;
}

/**
 * The document an upsert inserts when nothing matched: the filter's equality fields (top level and inside
 * `$and`, as MongoDB takes them), then the update with `$setOnInsert`, `_id` first. `newId` fills a missing _id.
 */
export function upsertDocument(filter: Filter, update: Update | readonly UpdateOp[], newId: () => string): Doc {
  const seedOps: UpdateOp[] = [];
  collectEqualities(parseFilter(filter), seedOps);
  const seeded = applyOps({}, seedOps, true);
  const ops = Array.isArray(update) ? (update as readonly UpdateOp[]) : parseUpdate(update as Update);
  const { _id, ...rest } = applyOps(seeded, ops, true);
  if (_id !== undefined && typeof _id !== 'string') throw new Error('_id must be a string');
  return { _id: _id ?? newId(), ...rest };
}

function collectEqualities(node: FilterNode, out: UpdateOp[]): void {
  if (node.kind === 'and') node.nodes.forEach((child) => collectEqualities(child, out));
  else if (node.kind === 'or') {
    if (node.nodes.length === 1) collectEqualities(node.nodes[0]!, out);
  } else {
    for (const op of node.ops) {
      if (op.op === '$eq') out.push({ op: '$set', path: node.path, segments: node.segments, value: op.value });
    }
  }
}

/** Puts `_id` first, as MongoDB stores it, so both adapters return fields in the same order. */
export function idFirst<T extends Doc>(doc: T): T {
  for (const key in doc) {
    if (key === '_id') return doc;
    break;
  }
  const { _id, ...rest } = doc;
  return { _id, ...rest } as T;
}
