import { pathSegments } from './paths';
import type { IndexSpec } from './port';

/** Rules both adapters apply, so a name or index that works on one works on the other. */
const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_]{0,100}$/;

export function assertCollectionName(name: string): void {
  if (typeof name !== 'string' || !COLLECTION_NAME.test(name)) {
    throw new Error(`Invalid collection name ${JSON.stringify(name)}: use a letter, then letters, digits or _ (at most 101)`);
  }
}

export interface NormalizedIndex {
  name: string;
  fields: [path: string, direction: 1 | -1][];
  unique: boolean;
  multikey: boolean;
}

/** Checks a spec and fills in MongoDB's default name (`brand.id_1_createdAt_-1`). */
export function normalizeIndex(collection: string, spec: IndexSpec): NormalizedIndex {
  const fields = Object.entries(spec.fields ?? {});
  if (fields.length === 0) throw new Error(`An index on ${collection} needs at least one field`);
  for (const [path, direction] of fields) {
    pathSegments(path);
    if (path === '_id' || path.startsWith('_id.')) throw new Error(`An index on ${collection} cannot use _id: it is always indexed`);
    if (direction !== 1 && direction !== -1) throw new Error(`Index direction for "${path}" must be 1 or -1`);
  }
  const multikey = spec.multikey === true;
  if (multikey && fields.length !== 1) {
    throw new Error(`A multikey index on ${collection} takes exactly one field (got ${fields.length})`);
  }
  const name = spec.name ?? fields.map(([path, direction]) => `${path}_${direction}`).join('_');
  if (name.length === 0 || name.length > 120) throw new Error(`Index name on ${collection} must be 1 to 120 characters`);
  return { name, fields, unique: spec.unique === true, multikey };
}

export function sameIndex(a: NormalizedIndex, b: NormalizedIndex): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
