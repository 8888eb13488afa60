import { kindOf, type FilterNode, type OpNode, type RangeOp } from './filter';
import { pathSegments } from './paths';
import type { JsonPrimitive, JsonValue, SortSpec } from './port';
import { BAND_ARRAY, BAND_BOOLEAN, BAND_OBJECT, BAND_SCALAR, elementKey } from './values';

/**
 * Compiles a parsed filter and a sort to SQL over `doc` (JSON text) and `id`, with the semantics of
 * documents.ts. Three ways to reach a path:
 * - a path with a non-multikey index compiles straight to the indexed expressions (`band`, `json_extract`),
 *   which SQLite matches to the expression index; the store guarantees such a path never holds an array;
 * - a path with a multikey index looks its elements up in the index's side table;
 * - any other path walks the JSON with `json_each`, entering arrays as MongoDB does.
 * Values are bound as named parameters, so the SQL text depends only on the filter's shape and is cached.
 */
export type PathIndex = { kind: 'scalar' } | { kind: 'multikey'; table: string };

export interface QueryContext {
  indexOf(path: string): PathIndex | undefined;
}

export class Params {
  readonly values: Record<string, string | number | null> = {};
  private count = 0;

  add(value: string | number | boolean | null): string {
    const name = `p${this.count++}`;
    this.values[name] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
    return `@${name}`;
  }

  json(value: JsonValue): string {
    return this.add(JSON.stringify(value));
  }

  /** The arguments for a statement's run/get/all: none when the SQL has no parameters. */
  bindings(): [Record<string, string | number | null>] | [] {
    return this.count === 0 ? [] : [this.values];
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `'$."brand"."id"'`: segments are checked by pathSegments, so quoting them is enough. */
export function jsonPathLiteral(segments: readonly string[]): string {
  return `'$${segments
    .map((segment) => `."${segment}"`)
    .join('')
    .replace(/'/g, "''")}'`;
}

export function bandOf(typeExpression: string): string {
  return `(CASE ${typeExpression} WHEN 'object' THEN ${BAND_OBJECT} WHEN 'array' THEN ${BAND_ARRAY} WHEN 'true' THEN ${BAND_BOOLEAN} WHEN 'false' THEN ${BAND_BOOLEAN} ELSE ${BAND_SCALAR} END)`;
}

/** The two expressions a scalar index holds per field, in this exact text (SQLite matches indexes by text). */
export function indexedExpressions(path: string): { band: string; value: string; type: string } {
  const literal = jsonPathLiteral(pathSegments(path));
  const type = `json_type(doc, ${literal})`;
  return { band: bandOf(type), value: `json_extract(doc, ${literal})`, type };
}

const SQL_OPS: Record<RangeOp, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };
const not = (sql: string) => `NOT coalesce(${sql}, 0)`;
const all = (parts: string[]) => (parts.length === 0 ? '1' : parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`);
const any = (parts: string[]) => (parts.length === 0 ? '0' : parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`);

export function compileWhere(node: FilterNode, context: QueryContext, params: Params): string {
  if (node.kind === 'and') return all(node.nodes.map((child) => compileWhere(child, context, params)));
  if (node.kind === 'or') return any(node.nodes.map((child) => compileWhere(child, context, params)));
  const compiler = node.path === '_id' ? new IdCompiler(params) : pathCompiler(node.segments, context.indexOf(node.path), params);
  return all(node.ops.map((op) => compiler.op(op)));
}

interface OpCompiler {
  op(op: OpNode): string;
}

function pathCompiler(segments: readonly string[], index: PathIndex | undefined, params: Params): OpCompiler {
  if (index?.kind === 'scalar') return new ScalarCompiler(segments.join('.'), params);
  const generic = new GenericCompiler(segments, params);
  if (index?.kind === 'multikey') return new MultikeyCompiler(index.table, params, generic);
  return generic;
}

/**
 * A test on one value (`V` its SQL value, `T` its json type) and whether a missing path passes. `value` also
 * sees the path's whole value when it is missing (T is NULL there), so it must be false for a NULL T.
 */
interface Predicate {
  value: ((V: string, T: string) => string) | null;
  missing: boolean;
}

class GenericCompiler implements OpCompiler {
  private aliases = 0;

  constructor(
    private readonly segments: readonly string[],
    private readonly params: Params,
  ) {}

  op(op: OpNode): string {
    switch (op.op) {
      case '$eq':
        return this.anyItem(this.equal(op.value));
      case '$ne':
        return not(this.anyItem(this.equal(op.value)));
      case '$in':
        return this.anyItem(this.inList(op.values));
      case '$nin':
        return not(this.anyItem(this.inList(op.values)));
      case '$all':
        return op.values.length === 0 ? '0' : all(op.values.map((value) => this.anyItem(this.equal(value))));
      case '$exists': {
        const exists = this.anyItem({ value: (_V, T) => `${T} IS NOT NULL`, missing: false });
        return op.value ? exists : not(exists);
      }
      default:
        return this.anyItem(this.range(op.op, op.value));
    }
  }

  equal(value: JsonValue): Predicate {
    const kind = kindOf(value);
    if (kind === 'null') return { value: (_V, T) => `${T} = 'null'`, missing: true };
    if (kind === 'boolean') return { value: (_V, T) => `${T} = '${value ? 'true' : 'false'}'`, missing: false };
    if (kind === 'string' || kind === 'number') {
      const name = this.params.add(value as string | number);
      const types = kind === 'string' ? `= 'text'` : `IN ('integer', 'real')`;
      return { value: (V, T) => `(${T} ${types} AND ${V} = ${name})`, missing: false };
    }
    const name = this.params.json(value);
    return { value: (V, T) => `(${T} = '${kind}' AND ${V} = ${name})`, missing: false };
  }

  private inList(values: readonly JsonValue[]): Predicate {
    const strings = values.filter((value) => typeof value === 'string');
    const numbers = values.filter((value) => typeof value === 'number');
    const others = values.filter((value) => typeof value !== 'string' && typeof value !== 'number').map((value) => this.equal(value));
    const stringList = strings.length > 0 ? this.params.json(strings) : undefined;
    const numberList = numbers.length > 0 ? this.params.json(numbers) : undefined;
    if (!stringList && !numberList && others.length === 0) return { value: null, missing: false };
    return {
      value: (V, T) => {
        const parts: string[] = [];
        if (stringList) parts.push(`(${T} = 'text' AND ${V} IN (SELECT value FROM json_each(${stringList})))`);
        if (numberList) parts.push(`(${T} IN ('integer', 'real') AND ${V} IN (SELECT value FROM json_each(${numberList})))`);
        for (const other of others) parts.push(other.value!(V, T));
        return any(parts);
      },
      missing: others.some((other) => other.missing),
    };
  }

  private range(op: RangeOp, value: JsonPrimitive): Predicate {
    if (value === null) return op === '$gte' || op === '$lte' ? this.equal(null) : { value: null, missing: false };
    const name = this.params.add(value);
    const types = typeof value === 'string' ? `= 'text'` : typeof value === 'number' ? `IN ('integer', 'real')` : `IN ('true', 'false')`;
    return { value: (V, T) => `(${T} ${types} AND ${V} ${SQL_OPS[op]} ${name})`, missing: false };
  }

  /** Some value the path reaches passes: the value, an element of it when it is an array, or a missing one. */
  anyItem(predicate: Predicate, container = 'doc', base = '$', from = 0): string {
    const segments = this.segments;
    const path = `${base}."${segments[from]}"`;
    const literal = `'${path.replace(/'/g, "''")}'`;
    const T = `json_type(${container}, ${literal})`;
    const parts: string[] = [];
    if (from === segments.length - 1) {
      if (predicate.value) {
        const e = `e${this.aliases++}`;
        parts.push(predicate.value(`json_extract(${container}, ${literal})`, T));
        parts.push(
          `(${T} = 'array' AND EXISTS (SELECT 1 FROM json_each(${container}, ${literal}) AS ${e} WHERE ${predicate.value(`${e}.value`, `${e}.type`)}))`,
        );
      }
      if (predicate.missing) parts.push(`${T} IS NULL`);
      return any(parts);
    }
    const e = `e${this.aliases++}`;
    const inElement = this.anyItem(predicate, `${e}.value`, '$', from + 1);
    const elementTest = predicate.missing ? `((${e}.type = 'object' AND ${inElement}) OR ${e}.type <> 'object')` : `(${e}.type = 'object' AND ${inElement})`;
    parts.push(`(${T} = 'array' AND EXISTS (SELECT 1 FROM json_each(${container}, ${literal}) AS ${e} WHERE ${elementTest}))`);
    parts.push(`(${T} = 'object' AND ${this.anyItem(predicate, container, path, from + 1)})`);
    if (predicate.missing) parts.push(`coalesce(${T} NOT IN ('object', 'array'), 1)`);
    return any(parts);
  }
}

/**
 * A path holding one value per document (an indexed scalar, or `_id`): every operator comes down to equality,
 * membership, presence and range on that value, which each compiler writes in its own SQL.
 */
abstract class SingleValueCompiler implements OpCompiler {
  op(op: OpNode): string {
    switch (op.op) {
      case '$eq':
        return this.equal(op.value);
      case '$ne':
        return not(this.equal(op.value));
      case '$in':
        return this.inList(op.values);
      case '$nin':
        return not(this.inList(op.values));
      case '$all':
        return op.values.length === 0 ? '0' : all(op.values.map((value) => this.equal(value)));
      case '$exists':
        return this.exists(op.value);
      default:
        return this.range(op.op, op.value);
    }
  }

  protected abstract equal(value: JsonValue): string;
  protected abstract inList(values: readonly JsonValue[]): string;
  protected abstract exists(present: boolean): string;
  protected abstract range(op: RangeOp, value: JsonPrimitive): string;
}

/** A path whose index promises scalars: compiled to the indexed expressions so the index is used. */
class ScalarCompiler extends SingleValueCompiler {
  private readonly band: string;
  private readonly value: string;
  private readonly type: string;

  constructor(
    path: string,
    private readonly params: Params,
  ) {
    super();
    ({ band: this.band, value: this.value, type: this.type } = indexedExpressions(path));
  }

  protected exists(present: boolean): string {
    return `${this.type} IS ${present ? 'NOT ' : ''}NULL`;
  }

  protected equal(value: JsonValue): string {
    const { band, value: X } = this;
    if (value === null) return `(${band} = ${BAND_SCALAR} AND ${X} IS NULL)`;
    const key = elementKey(value);
    return `(${band} = ${key.band} AND ${X} = ${this.params.add(key.value)})`;
  }

  protected inList(values: readonly JsonValue[]): string {
    const scalars = values.filter((value) => typeof value === 'string' || typeof value === 'number');
    const parts = values.filter((value) => typeof value !== 'string' && typeof value !== 'number').map((value) => this.equal(value));
    if (scalars.length > 0) {
      parts.unshift(`(${this.band} = ${BAND_SCALAR} AND ${this.value} IN (SELECT value FROM json_each(${this.params.json(scalars)})))`);
    }
    return any(parts);
  }

  protected range(op: RangeOp, value: JsonPrimitive): string {
    if (value === null) return op === '$gte' || op === '$lte' ? this.equal(null) : '0';
    const key = elementKey(value);
    const bound = `(${this.band} = ${key.band} AND ${this.value} ${SQL_OPS[op]} ${this.params.add(key.value)}`;
    // Numbers sort before all text and text after all numbers: the extra bound keeps the other type out.
    const lower = op === '$gt' || op === '$gte';
    if (typeof value === 'number' && lower) return `${bound} AND ${this.value} < '')`;
    if (typeof value === 'string' && !lower) return `${bound} AND ${this.value} >= '')`;
    return `${bound})`;
  }
}

/** A path with a multikey index: element tests go to the side table (band, v, id); the rest walks the JSON. */
class MultikeyCompiler implements OpCompiler {
  constructor(
    private readonly table: string,
    private readonly params: Params,
    private readonly generic: GenericCompiler,
  ) {}

  op(op: OpNode): string {
    switch (op.op) {
      case '$eq':
        return this.elements(this.equal(op.value)) ?? this.generic.op(op);
      case '$in': {
        const tests = op.values.map((value) => this.equal(value));
        if (tests.some((test) => test === undefined)) return this.generic.op(op);
        return this.elements(any(tests as string[])) ?? this.generic.op(op);
      }
      case '$all':
        if (op.values.length === 0) return '0';
        return all(op.values.map((value) => this.elements(this.equal(value)) ?? this.generic.op({ op: '$eq', value })));
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte': {
        if (op.value === null) return this.generic.op(op);
        const key = elementKey(op.value);
        let test = `band = ${key.band} AND v ${SQL_OPS[op.op]} ${this.params.add(key.value)}`;
        const lower = op.op === '$gt' || op.op === '$gte';
        if (typeof op.value === 'number' && lower) test += ` AND v < ''`;
        if (typeof op.value === 'string' && !lower) test += ` AND v >= ''`;
        return this.elements(test)!;
      }
      default:
        return this.generic.op(op);
    }
  }

  /** Null and whole-array equality need the document itself (a missing path, the array as a value). */
  private equal(value: JsonValue): string | undefined {
    if (value === null || Array.isArray(value)) return undefined;
    const key = elementKey(value);
    return `(band = ${key.band} AND v = ${this.params.add(key.value)})`;
  }

  private elements(test: string | undefined): string | undefined {
    return test === undefined ? undefined : `id IN (SELECT id FROM ${quoteIdentifier(this.table)} WHERE ${test})`;
  }
}

/** `_id` is the `id` column: always present, always a string. */
class IdCompiler extends SingleValueCompiler {
  constructor(private readonly params: Params) {
    super();
  }

  protected exists(present: boolean): string {
    return present ? '1' : '0';
  }

  protected range(op: RangeOp, value: JsonPrimitive): string {
    return typeof value === 'string' ? `id ${SQL_OPS[op]} ${this.params.add(value)}` : '0';
  }

  protected equal(value: JsonValue): string {
    return typeof value === 'string' ? `id = ${this.params.add(value)}` : '0';
  }

  protected inList(values: readonly JsonValue[]): string {
    const strings = values.filter((value) => typeof value === 'string');
    return strings.length === 0 ? '0' : `id IN (SELECT value FROM json_each(${this.params.json(strings)}))`;
  }
}

/**
 * ORDER BY for a sort, with `id` as the final tie-break (MongoDB's adapter adds `_id: 1` the same way).
 * A scalar path the filter pins with an equality sorts as a constant, so its terms are left out: SQLite does
 * not see that on its own, and would sort in a temporary table instead of walking the index.
 */
export function compileOrder(sort: SortSpec | undefined, context: QueryContext, filter?: FilterNode): string {
  const pinned = filter ? pinnedPaths(filter) : new Set<string>();
  const terms: string[] = [];
  for (const [path, direction] of Object.entries(sort ?? {})) {
    if (direction !== 1 && direction !== -1) throw new Error(`Sort direction for "${path}" must be 1 or -1`);
    const dir = direction === 1 ? 'ASC' : 'DESC';
    const scalar = path === '_id' || context.indexOf(path)?.kind === 'scalar';
    if (scalar && pinned.has(path)) continue;
    if (path === '_id') {
      terms.push(`id ${dir}`);
      continue;
    }
    const { band, value, type } = indexedExpressions(path);
    if (scalar) {
      terms.push(`${band} ${dir}`, `${value} ${dir}`);
      continue;
    }
    const literal = jsonPathLiteral(pathSegments(path));
    const pick = `FROM json_each(doc, ${literal}) AS e ORDER BY ${bandOf('e.type')} ${dir}, e.value ${dir} LIMIT 1`;
    terms.push(
      `(CASE WHEN ${type} = 'array' THEN coalesce((SELECT ${bandOf('e.type')} ${pick}), -1) ELSE ${band} END) ${dir}`,
      `(CASE WHEN ${type} = 'array' THEN (SELECT e.value ${pick}) ELSE ${value} END) ${dir}`,
    );
  }
  if (!Object.hasOwn(sort ?? {}, '_id') || terms.length === 0) terms.push('id ASC');
  return terms.join(', ');
}

/** Paths the filter, at its top level, requires to equal one value. */
function pinnedPaths(node: FilterNode, out = new Set<string>()): Set<string> {
  if (node.kind === 'and') node.nodes.forEach((child) => pinnedPaths(child, out));
  else if (node.kind === 'path' && node.ops.some((op) => op.op === '$eq')) out.add(node.path);
  return out;
}
