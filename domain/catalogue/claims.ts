import { CLAIMABLE_FIELDS } from './claimable';
import type { ClaimableField, ClothFields } from './events';

/**
 * Which fields of an imported cloth are the brand's (issue 43, "the brand's edits stand"): the ones it changed by
 * hand. An import writes the shop's values everywhere else and leaves these as the brand set them.
 */

/** The keys of ClothFields each claimable field stands for: the category carries its type. */
const KEYS: Record<ClaimableField, ReadonlyArray<keyof ClothFields>> = {
  names: ['names'],
  description: ['description'],
  categoryId: ['typeId', 'categoryId'],
  colors: ['colors'],
  materials: ['materials'],
  gender: ['gender'],
  eventIds: ['eventIds'],
  seasons: ['seasons'],
  visible: ['visible'],
  images: ['images'],
};

/** The same data, whatever the order of object keys; a key holding undefined is a key left out. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  const defined = (value: object) => Object.entries(value).filter(([, item]) => item !== undefined);
  const left = defined(a);
  const right = new Map(defined(b));
  return left.length === right.size && left.every(([key, item]) => right.has(key) && sameValue(item, right.get(key)));
}

/** The claimable fields `after` changes from `before`, in CLAIMABLE_FIELDS' order. */
export function changedClaimable(before: ClothFields, after: ClothFields): ClaimableField[] {
  return CLAIMABLE_FIELDS.filter((field) => KEYS[field].some((key) => !sameValue(before[key], after[key])));
}

/** `incoming` (an import's fields) with the brand's fields kept as `current` holds them. */
export function keepClaimed(incoming: ClothFields, current: ClothFields, claimed: ReadonlySet<ClaimableField>): ClothFields {
  if (claimed.size === 0) return incoming;
  const kept: Partial<Record<keyof ClothFields, unknown>> = {};
  for (const field of claimed) for (const key of KEYS[field]) kept[key] = current[key];
  return { ...incoming, ...kept } as ClothFields;
}
