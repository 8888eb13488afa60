import { describe, expect, it } from 'vitest';
import { LEGAL_VERSIONS } from './legal';
import { specFor } from '@vitrina/testkit/domain/decider-spec';
import { userRegisteredData } from '@vitrina/testkit/domain/accounts';
import type { UserEvent } from './events';
import { userDecider, type Registration } from './user';

const spec = specFor(userDecider);
const userId = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const adminId = '7a2d4c9f-2e3b-4d6c-8f9a-1b2c3d4e5f60';
const now = '2026-11-21T10:00:00.000Z';
const later = '2026-11-21T12:00:00.000Z';
const hashA = 'a'.repeat(64);
const hashB = 'b'.repeat(64);
const nonce = 'bm9uY2Utbm9uY2Utbm9uY2U';
const {
  acceptedTermsAt: _terms,
  acceptedPrivacyAt: _privacy,
  termsVersion: _termsVersion,
  privacyVersion: _privacyVersion,
  registeredAt: _at,
  ...person
} = userRegisteredData(userId, now);
const registration: Registration = { ...person, acceptedPrivacy: true };
const registered: UserEvent[] = [
  { type: 'UserRegistered', data: userRegisteredData(userId, now) },
  { type: 'EmailVerificationRequested', data: { userId, nonce, tokenHash: hashA, expiresAt: '2026-11-23T10:00:00.000Z' } },
];

describe('user decider', () => {
  it('registers a user and asks for email verification', () => {
    spec([])
      .when({ type: 'RegisterUser', registration, verification: { nonce, tokenHash: hashA, expiresAt: '2026-11-23T10:00:00.000Z' }, now })
      .then(registered);
  });

  it('verifies the email with the live token only', () => {
    spec(registered)
      .when({ type: 'VerifyEmail', tokenHash: hashA, now: later })
      .then([{ type: 'EmailVerified', data: { userId, verifiedAt: later } }]);
    spec(registered).when({ type: 'VerifyEmail', tokenHash: hashB, now: later }).thenFails('INVALID_TOKEN');
    spec(registered).when({ type: 'VerifyEmail', tokenHash: hashA, now: '2026-11-24T00:00:00.000Z' }).thenFails('INVALID_TOKEN');
  });

  it('treats a second click on the verification link as done', () => {
    const verified: UserEvent[] = [...registered, { type: 'EmailVerified', data: { userId, verifiedAt: later } }];
    spec(verified).when({ type: 'VerifyEmail', tokenHash: hashA, now: later }).then([]);
    // Any other token must not reveal that the account exists and is verified.
    spec(verified).when({ type: 'VerifyEmail', tokenHash: hashB, now: later }).thenFails('INVALID_TOKEN');
    spec(verified)
      .when({ type: 'RequestEmailVerification', verification: { nonce, tokenHash: hashB, expiresAt: later }, now })
      .thenFails('ALREADY_VERIFIED');
  });

  it('resets a password with the newest reset token, once, before it expires', () => {
    const requested: UserEvent[] = [
      ...registered,
      { type: 'PasswordResetRequested', data: { userId, nonce, tokenHash: hashA, expiresAt: '2026-11-21T11:00:00.000Z' } },
      { type: 'PasswordResetRequested', data: { userId, nonce, tokenHash: hashB, expiresAt: '2026-11-21T11:30:00.000Z' } },
    ];
    const newHash = '$argon2id$v=19$m=19456,t=2,p=1$bmV3$bmV3';
    const at = '2026-11-21T11:10:00.000Z';
    spec(requested).when({ type: 'ResetPassword', tokenHash: hashA, passwordHash: newHash, now: at }).thenFails('INVALID_TOKEN');
    spec(requested)
      .when({ type: 'ResetPassword', tokenHash: hashB, passwordHash: newHash, now: at })
      .then([{ type: 'PasswordReset', data: { userId, passwordHash: newHash, resetAt: at } }]);
    spec(requested).when({ type: 'ResetPassword', tokenHash: hashB, passwordHash: newHash, now: '2026-11-21T11:31:00.000Z' }).thenFails('INVALID_TOKEN');
    const used: UserEvent[] = [...requested, { type: 'PasswordReset', data: { userId, passwordHash: newHash, resetAt: at } }];
    spec(used).when({ type: 'ResetPassword', tokenHash: hashB, passwordHash: newHash, now: at }).thenFails('INVALID_TOKEN');
  });

  it('lets an admin change another user type, never their own', () => {
    spec(registered)
      .when({ type: 'ChangeUserType', to: 'INFLUENCER', by: adminId, now })
      .then([{ type: 'UserTypeChanged', data: { userId, from: 'USER', to: 'INFLUENCER', changedBy: adminId, changedAt: now } }]);
    spec(registered).when({ type: 'ChangeUserType', to: 'ADMIN', by: userId, now }).thenFails('CANNOT_CHANGE_OWN_TYPE');
    spec(registered).when({ type: 'ChangeUserType', to: 'USER', by: adminId, now }).then([]);
  });

  it('deactivates and reactivates idempotently, never oneself', () => {
    spec(registered)
      .when({ type: 'DeactivateUser', by: adminId, now })
      .then([{ type: 'UserDeactivated', data: { userId, by: adminId, at: now } }]);
    spec(registered).when({ type: 'DeactivateUser', by: userId, now }).thenFails('CANNOT_DEACTIVATE_SELF');
    spec(registered).when({ type: 'ReactivateUser', by: adminId, now }).then([]);
    const off: UserEvent[] = [...registered, { type: 'UserDeactivated', data: { userId, by: adminId, at: now } }];
    spec(off).when({ type: 'DeactivateUser', by: adminId, now }).then([]);
    spec(off)
      .when({ type: 'ReactivateUser', by: adminId, now })
      .then([{ type: 'UserReactivated', data: { userId, by: adminId, at: now } }]);
  });

  it('erases an account once; after that the account answers nothing and knows nothing', () => {
    const reservations = [`username-${'1'.repeat(40)}`, `email-${'2'.repeat(40)}`];
    const erased: UserEvent = { type: 'AccountErased', data: { userId, by: userId, reservations, erasedAt: later } };
    spec(registered).when({ type: 'EraseAccount', by: userId, reservations, now: later }).then([erased]);
    spec([...registered, erased])
      .when({ type: 'EraseAccount', by: adminId, reservations, now: later })
      .then([]);
    spec([...registered, erased])
      .when({ type: 'ChangePassword', passwordHash: registration.passwordHash, now: later })
      .thenFails('NOT_FOUND');
    spec([...registered, erased])
      .when({ type: 'RequestEmailVerification', verification: { nonce, tokenHash: hashB, expiresAt: later }, now: later })
      .thenFails('NOT_FOUND');
    expect(
      userDecider.decide({ type: 'ReactivateUser', by: adminId, now: later }, [...registered, erased].reduce(userDecider.evolve, userDecider.initialState())),
    ).toMatchObject({ code: 'NOT_FOUND' });
    spec([]).when({ type: 'EraseAccount', by: adminId, reservations, now }).thenFails('NOT_FOUND');
  });

  it('records new versions of the terms and the policy accepted, and each cookie notice version once', () => {
    spec(registered).when({ type: 'AcceptLegalTerms', now: later }).then([]);
    const older: UserEvent[] = [
      { ...registered[0]!, data: { ...(registered[0]!.data as object), termsVersion: '2025-01-01', privacyVersion: null } } as UserEvent,
      registered[1]!,
    ];
    const accepted: UserEvent = {
      type: 'LegalTermsAccepted',
      data: { userId, termsVersion: LEGAL_VERSIONS.terms, privacyVersion: LEGAL_VERSIONS.privacy, at: later },
    };
    spec(older).when({ type: 'AcceptLegalTerms', now: later }).then([accepted]);
    spec([...older, accepted])
      .when({ type: 'AcceptLegalTerms', now: later })
      .then([]);
    const consent: UserEvent = { type: 'CookieConsentGiven', data: { userId, version: '2026-11-26', at: later } };
    spec(registered).when({ type: 'GiveCookieConsent', version: '2026-11-26', now: later }).then([consent]);
    spec([...registered, consent])
      .when({ type: 'GiveCookieConsent', version: '2026-11-26', now: later })
      .then([]);
  });

  it('knows no unregistered user', () => {
    spec([]).when({ type: 'VerifyEmail', tokenHash: hashA, now }).thenFails('NOT_FOUND');
    expect(() => spec(registered).when({ type: 'RegisterUser', registration, verification: { nonce, tokenHash: hashA, expiresAt: now }, now })).toThrow();
  });
});
