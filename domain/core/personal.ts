/**
 * Which data in events is personal (GDPR, Argentina's Ley 25.326), declared once per event type beside its schema.
 * Personal fields are stored encrypted with a key of the person's own (infra/eventstore/personal-data.ts); erasing
 * the person destroys the key, and every copy of those fields, in every replica and backup, reads as the value
 * declared here for "erased" (one the schema accepts), while the log stays whole and replayable.
 *
 * Field paths are dotted (`review`, `names.es`, `images[].name`); a personal path covers every field under it. A
 * test holds every string field of every event type to one of the two lists, so a new field cannot slip in
 * unmarked.
 */
export interface PersonalFields {
  /** The field holding the id of the person the data is about (their user id). */
  subject: string;
  /** Each personal field and what it reads as once its person is erased. */
  personal: Readonly<Record<string, unknown>>;
  /** The string fields that are not personal: ids, times, terms, business data. */
  notPersonal: readonly string[];
}

/** An event type without personal data: its string fields, all of them not personal. */
export interface NoPersonalFields {
  notPersonal: readonly string[];
}

export type PersonalDeclaration = PersonalFields | NoPersonalFields;
export type PersonalDeclarations<Schemas> = { readonly [Type in keyof Schemas]: PersonalDeclaration };

export function hasPersonalFields(declaration: PersonalDeclaration | undefined): declaration is PersonalFields {
  return declaration !== undefined && 'personal' in declaration;
}

/** What erased text reads as where a schema wants a string. */
export const ERASED_TEXT = '';
/** What an erased password hash reads as: a hash no password matches, and that the schema still takes. */
export const ERASED_PASSWORD_HASH = '$argon2id$erased';

/** What an erased id reads as (a valid UUID that names nothing). */
export const ERASED_ID = '00000000-0000-4000-8000-000000000000';
/** What an erased review reads as. */
export const ERASED_REVIEW = Object.freeze({ es: '—' });

/** The value at a dotted path of top-level-or-nested object fields (no arrays: personal fields never sit in one). */
export function valueAt(data: unknown, path: string): unknown {
  let current = data;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Sets the value at a dotted path in place, when the object holding it exists. */
export function setValueAt(data: unknown, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  const holder = keys.length === 0 ? data : valueAt(data, keys.join('.'));
  if (typeof holder === 'object' && holder !== null) (holder as Record<string, unknown>)[last] = value;
}
