import type { LoggedIn, Me } from '@vitrina/contract/accounts';
import { ROLE_TYPES, type RoleType } from '@vitrina/domain/accounts/roles';
import { readStored, removeStored, writeStored } from '../storage';

/** The signed-in account as GET /auth/me answers it. */
export type SignedInMe = Exclude<Me, { user: null }>;

/**
 * Who is signed in: what a login or a registration answers (contract/accounts.ts LoggedIn), and what GET /auth/me
 * adds; local storage keeps the first three fields between visits.
 */
export type SessionUser = Pick<LoggedIn, 'user' | 'type' | 'preferenceGender'> & Partial<Pick<SignedInMe, 'emailVerified' | 'email' | 'userId' | 'legal'>>;

const isRoleType = (value: string | null): value is RoleType => (ROLE_TYPES as readonly (string | null)[]).includes(value);

const KEYS = { user: 'user', type: 'type', preferenceGender: 'preferenceGender' } as const;

export function readStoredSession(): SessionUser | null {
  const user = readStored(KEYS.user);
  const type = readStored(KEYS.type);
  if (!user || !isRoleType(type)) return null;
  return { user, type, preferenceGender: readStored(KEYS.preferenceGender) || null };
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
