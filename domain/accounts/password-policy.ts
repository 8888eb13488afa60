import { failure, type Failure } from '../core/failures';

/**
 * The password rules, the same at registration and at reset (SECURITY.md 2): a minimum length from the
 * configuration (the spec's 6 by default), at most 128 characters, no composition rules, and none of the most
 * common passwords. The caller passes the common list (the server loads domain/accounts/common-passwords.txt).
 */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export type PasswordFailureCode = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_COMMON';
export type PasswordFailure = Failure<PasswordFailureCode>;

export interface PasswordPolicy {
  minLength?: number;
  commonPasswords?: ReadonlySet<string>;
}

export const passwordTooShortMessage = (minLength: number) => `Password must be at least ${minLength} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common. Please choose another one.';

/** Null when the password is acceptable. Lengths count characters as people see them (code points). */
export function checkPassword(password: string, policy: PasswordPolicy = {}): PasswordFailure | null {
  const minLength = policy.minLength ?? DEFAULT_MIN_PASSWORD_LENGTH;
  const length = [...password].length;
  if (length < minLength) return failure('PASSWORD_TOO_SHORT', passwordTooShortMessage(minLength));
  if (length > MAX_PASSWORD_LENGTH) return failure('PASSWORD_TOO_LONG', PASSWORD_TOO_LONG_MESSAGE);
  if (policy.commonPasswords?.has(password.trim().toLowerCase())) {
    return failure('PASSWORD_TOO_COMMON', PASSWORD_TOO_COMMON_MESSAGE);
  }
  return null;
}
