import type { UserEvent } from '@vitrina/domain/accounts/events';
import { LEGAL_VERSIONS } from '@vitrina/domain/accounts/legal';

export type UserRegisteredData = Extract<UserEvent, { type: 'UserRegistered' }>['data'];

/**
 * The data of a UserRegistered event: Ana, an adult Spanish-speaking USER (her email follows her username), who
 * accepted the current terms and privacy policy when she registered `at`. `overrides` set anything else.
 */
export function userRegisteredData(userId: string, at: string, overrides: Partial<UserRegisteredData> = {}): UserRegisteredData {
  const username = overrides.username ?? 'Ana';
  return {
    userId,
    username,
    email: `${username.toLowerCase()}@example.com`,
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    type: 'USER',
    firstName: 'Ana',
    lastName: 'García',
    dateOfBirth: '1990-04-07',
    language: 'es',
    acceptedTermsAt: at,
    acceptedPrivacyAt: at,
    termsVersion: LEGAL_VERSIONS.terms,
    privacyVersion: LEGAL_VERSIONS.privacy,
    registeredAt: at,
    ...overrides,
  };
}
