import * as z from 'zod/mini';
import { ROLE_TYPES } from '@vitrina/domain/accounts/roles';
import { readStored, removeStored, writeStored } from '../storage';

/** Who is signed in, as the server reports it and as local storage remembers it between visits. */
export const SessionUser = z.object({
  user: z.string().check(z.minLength(1)),
  type: z.enum(ROLE_TYPES),
  preferenceGender: z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((value) => (value == null || value === '' ? null : String(value))),
  ),
  // From the login answer and /auth/me only; local storage keeps the three fields above.
  emailVerified: z.optional(z.boolean()),
  email: z.optional(z.string()),
  userId: z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  /** Whether new versions of the terms or the policy wait to be accepted, and the cookie notice accepted on record. */
  legal: z.optional(z.object({ mustAccept: z.boolean(), cookies: z.nullable(z.string()) })),
});
export type SessionUser = z.output<typeof SessionUser>;

const KEYS = { user: 'user', type: 'type', preferenceGender: 'preferenceGender' } as const;

export function readStoredSession(): SessionUser | null {
  const parsed = SessionUser.safeParse({
    user: readStored(KEYS.user),
    type: readStored(KEYS.type),
    preferenceGender: readStored(KEYS.preferenceGender),
  });
  return parsed.success ? parsed.data : null;
}

export function storeSession(session: SessionUser | null): void {
  if (!session) {
    for (const key of Object.values(KEYS)) removeStored(key);
    return;
  }
  writeStored(KEYS.user, session.user);
  writeStored(KEYS.type, session.type);
  if (session.preferenceGender === null) removeStored(KEYS.preferenceGender);
  else writeStored(KEYS.preferenceGender, session.preferenceGender);
}
