/**
 * Bad input for the robustness test (SECURITY.md 15), built from a route's valid body: whole bodies that are not
 * JSON objects, and for every field (nested ones too) wrong types, a huge string, deep nesting and Unicode
 * tricks put into its valid value.
 */
export interface Probe {
  name: string;
  /** The raw request body. */
  body: string;
  /** A legitimate input that the route may accept (an emoji in a name); it must still never crash. */
  mayPass?: boolean;
}

export interface FieldProbe {
  name: string;
  mayPass?: boolean;
  /** The probe applied to a fresh valid body (a captcha token is good once). */
  rebuild(valid: Record<string, unknown>): string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const DEPTH = 1_000;
/** Deeper than any recursive parser or validator could follow on the default stack, yet under the body limit. */
const ABYSS = 40_000;

function nestedArray(depth: number): Json {
  let value: Json = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
}

function nestedObject(depth: number): Json {
  let value: Json = {};
  for (let i = 1; i < depth; i++) value = { a: value };
  return value;
}

/** A valid body with one more member, written as raw JSON so keys like `__proto__` survive. */
function withMember(valid: Record<string, unknown>, member: string): string {
  const rest = JSON.stringify(valid).slice(1, -1);
  return `{${member}${rest ? `,${rest}` : ''}}`;
}

export const OVERSIZED: Probe = { name: 'a body over the limit', body: JSON.stringify({ filler: 'x'.repeat(120 * 1024) }) };

export function wholeBodyProbes(valid: Record<string, unknown>): Probe[] {
  const json = JSON.stringify(valid);
  const raw: Array<[string, string]> = [
    ['an unfinished object', json.slice(0, -1)],
    ['an unfinished member', '{"email":'],
    ['a trailing comma', json === '{}' ? '{,}' : `${json.slice(0, -1)},}`],
    ['single quotes', withMember(valid, "'zzz':1").replace(/"/g, "'")],
    ['a bad escape', '{"a":"\\uZZZZ"}'],
    ['a bare word', 'nul'],
    ['a closing brace too many', `${json}}`],
    ['a leading zero', '{"a":01}'],
    ['a NUL byte', '\u0000'],
    ['two objects', `${json}${json}`],
    ['an array', '[]'],
    ['the body in an array', `[${json}]`],
    ['a string', '"text"'],
    ['a number', '42'],
    ['null', 'null'],
    ['true', 'true'],
    ['an unknown member', withMember(valid, '"zzz":1')],
    ['a __proto__ member', withMember(valid, '"__proto__":{"type":"ADMIN","isAdmin":true}')],
    ['a constructor.prototype member', withMember(valid, '"constructor":{"prototype":{"isAdmin":true}}')],
    [`objects ${DEPTH} deep`, JSON.stringify(nestedObject(DEPTH))],
    [`arrays ${DEPTH} deep`, JSON.stringify(nestedArray(DEPTH))],
    [`arrays ${ABYSS} deep`, '['.repeat(ABYSS) + ']'.repeat(ABYSS)],
    [`objects ${ABYSS} deep`, '{"a":'.repeat(ABYSS / 2) + '1' + '}'.repeat(ABYSS / 2)],
  ];
  return raw.map(([name, body]) => ({ name, body }));
}

const PASSWORD_FIELDS = new Set(['password', 'new_password']);

interface Path {
  keys: string[];
  value: unknown;
}

function paths(value: Record<string, unknown>, prefix: string[] = []): Path[] {
  return Object.entries(value).flatMap(([key, member]) => {
    const keys = [...prefix, key];
    const nested = member !== null && typeof member === 'object' && !Array.isArray(member) ? paths(member as Record<string, unknown>, keys) : [];
    return [{ keys, value: member }, ...nested];
  });
}

function replaced(valid: Record<string, unknown>, keys: string[], change: (value: unknown) => unknown): Record<string, unknown> {
  const [key, ...rest] = keys as [string, ...string[]];
  const current = valid[key];
  return { ...valid, [key]: rest.length === 0 ? change(current) : replaced(current as Record<string, unknown>, rest, change) };
}

const insert = (text: string) => (value: unknown) => (typeof value === 'string' ? `${value.slice(0, 1)}${text}${value.slice(1)}` : value);

export function fieldProbes(valid: Record<string, unknown>): FieldProbe[] {
  return paths(valid).flatMap(({ keys, value }) => {
    const field = keys.join('.');
    const probe = (name: string, change: (value: unknown) => unknown, mayPass = false): FieldProbe => ({
      name: `${field} = ${name}`,
      mayPass,
      rebuild: (fresh) => JSON.stringify(replaced(fresh, keys, change)),
    });
    const wrongTypes: Array<[string, unknown]> = [
      ['a number', 42],
      ['true', true],
      ['null', null],
      ['an empty array', []],
      ['an array of its value', [value]],
      ['an empty object', {}],
      ['10,000 characters', 'x'.repeat(10_000)],
      [`arrays ${DEPTH} deep`, nestedArray(DEPTH)],
      [`objects ${DEPTH} deep`, nestedObject(DEPTH)],
    ];
    // A number is no wrong type for a numeric field (its range is the route's own test).
    const probes = wrongTypes
      .filter(([, wrong]) => wrong !== value && !(typeof value === 'number' && typeof wrong === 'number'))
      .map(([name, wrong]) => probe(name, () => wrong));
    if (typeof value === 'string' && value.length > 0) {
      probes.push(
        probe('a lone high surrogate inside', insert('\uD800')),
        probe('a lone low surrogate inside', insert('\uDC00')),
        probe('a NUL inside', insert('\u0000')),
        probe('a right-to-left override inside', insert('\u202E'), PASSWORD_FIELDS.has(field)),
        probe('an emoji with skin tone and joiner inside', insert('👩🏽‍💻'), true),
      );
    }
    return probes;
  });
}
