import { ROLE_TYPES } from '@vitrina/domain/accounts/roles';
import type { RoleType } from '@vitrina/domain/accounts/roles';

// A plain check rather than the domain's zod schema, which would pull all of zod into the admin chunk.
export function isRoleType(value: unknown): value is RoleType {
  return typeof value === 'string' && (ROLE_TYPES as readonly string[]).includes(value);
}
