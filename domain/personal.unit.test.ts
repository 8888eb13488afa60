import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hasPersonalFields, valueAt } from './core/personal';
import { productEventRegistry } from './registry';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string field of a schema, as a dotted path (`names.es`, `images[].name`). */
function stringFields(schema: z.ZodType, path = '', found = new Set<string>()): Set<string> {
  const def = defOf(schema);
  const inner = def.innerType ?? def.in;
  if (def.type === 'object') for (const [key, field] of Object.entries(def.shape!)) stringFields(field, path ? `${path}.${key}` : key, found);
  else if (inner) stringFields(inner, path, found);
  else if (def.type === 'array') stringFields(def.element!, `${path}[]`, found);
  else if (def.type === 'record') stringFields(def.valueType!, `${path}{}`, found);
  else if (def.type === 'union') for (const option of def.options!) stringFields(option, path, found);
  else if (def.type === 'string') found.add(path);
  return found;
}

const registry = productEventRegistry();
const types = registry.types();

describe('personal data declarations', () => {
  it.each(types)('%s: every string field is either personal or listed as not personal, and nothing else is named', (type) => {
    const declaration = registry.personal(type);
    expect(declaration, `${type} has no personal-data declaration`).toBeDefined();
    const fields = stringFields(registry.schema(type)!);
    const personal = hasPersonalFields(declaration) ? Object.keys(declaration.personal) : [];
    const covered = (field: string) => personal.some((path) => field === path || field.startsWith(`${path}.`)) || declaration!.notPersonal.includes(field);
    expect(
      [...fields].filter((field) => !covered(field)),
      `${type}: fields marked neither way`,
    ).toEqual([]);
    expect(
      declaration!.notPersonal.filter((field) => !fields.has(field)),
      `${type}: not-personal fields the schema does not have`,
    ).toEqual([]);
    for (const path of personal) {
      expect(
        [...fields].some((field) => field === path || field.startsWith(`${path}.`)),
        `${type}: personal ${path} is no string field of its schema`,
      ).toBe(true);
    }
  });

  it.each(types.filter((type) => hasPersonalFields(registry.personal(type))))('%s: what an erased field reads as is a value its schema takes', (type) => {
    const declaration = registry.personal(type);
    if (!hasPersonalFields(declaration)) return;
    for (const [path, erased] of Object.entries(declaration.personal)) {
      let schema = registry.schema(type)!;
      for (const key of path.split('.')) {
        while (!defOf(schema).shape) schema = (defOf(schema).innerType ?? defOf(schema).in)!;
        schema = defOf(schema).shape![key]!;
      }
      expect(schema.safeParse(erased).success, `${type}.${path} erased as ${JSON.stringify(erased)}`).toBe(true);
    }
  });

  it.each(types.filter((type) => hasPersonalFields(registry.personal(type))))('%s names its subject among its not-personal fields', (type) => {
    const declaration = registry.personal(type);
    if (!hasPersonalFields(declaration)) return;
    expect(declaration.notPersonal).toContain(declaration.subject);
    expect(valueAt({ [declaration.subject]: 'x' }, declaration.subject)).toBe('x');
  });
});
