import { USERNAME_PATTERN } from '@vitrina/domain/accounts/rules';
import type { MessageId } from '../i18n/messages';

/** The spec's minimum; the server checks its own (configured) minimum at registration and reset alike. */
export const MIN_PASSWORD_LENGTH = 6;

// Deliberately loose: one @, something on each side, a dot in the domain. The server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function usernameError(value: string): MessageId | undefined {
  if (!value.trim()) return 'validation.usernameRequired';
  return USERNAME_PATTERN.test(value.trim()) ? undefined : 'validation.usernameFormat';
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** A form's problems, one message per field; an empty object means the form may be sent. */
export type FieldErrors<Field extends string> = Partial<Record<Field, MessageId>>;

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

export function emailError(value: string): MessageId | undefined {
  if (!value.trim()) return 'validation.emailRequired';
  return isEmail(value) ? undefined : 'validation.emailInvalid';
}

export function newPasswordError(value: string): MessageId | undefined {
  if (!value) return 'validation.passwordRequired';
  return value.length < MIN_PASSWORD_LENGTH ? 'validation.passwordTooShort' : undefined;
}

export type NewPassword = { password: string; confirmation: string };

/** A new password, as registration's rule has it and the same twice: reset and change alike. */
export function newPasswordErrors(values: NewPassword): FieldErrors<keyof NewPassword> {
  return {
    password: newPasswordError(values.password),
    confirmation: values.confirmation === values.password ? undefined : 'validation.passwordsDoNotMatch',
  };
}
