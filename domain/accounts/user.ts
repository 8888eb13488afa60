import type { Decider } from '../core/decider';
import type { Failure } from '../core/failures';
import type { Language } from '../core/languages';
import type { RoleType } from './roles';
import type { UserEvent } from './events';
import { AccountFailures } from './failures';
import { LEGAL_VERSIONS, mustAcceptAgain } from './legal';
import { DEFAULT_EMAIL_PREFERENCES, sameEmailPreferences, sameSettings, type EmailPreferences, type ProfileSettings } from './profile';

/** The account's stream: `user-<id>`. */
export const userStream = (userId: string) => `user-${userId}`;

export interface PendingToken {
  tokenHash: string;
  expiresAt: string;
}

/** A token being issued: its hash and expiry are kept in state, its nonce lets the worker rebuild the link. */
export interface IssuedToken extends PendingToken {
  nonce: string;
}

export type UserState =
  | { status: 'none' }
  /** Forgotten: nothing of the person is readable any more, and nothing can be done with the account. */
  | { status: 'erased'; userId: string }
  | {
      status: 'registered';
      userId: string;
      username: string;
      email: string;
      type: RoleType;
      active: boolean;
      emailVerified: boolean;
      passwordHash: string;
      language: Language;
      firstName: string | null;
      lastName: string | null;
      preferenceGender: string | null;
      emailPreferences: EmailPreferences;
      pendingVerification: PendingToken | null;
      /** The token that verified the email: clicking that link again is fine, any other token is not. */
      verifiedWith: string | null;
      pendingReset: PendingToken | null;
      /** The versions of the texts the person accepted last (domain/accounts/legal.ts). */
      termsVersion: string;
      privacyVersion: string | null;
      cookieConsent: string | null;
    };

export type Registration = Omit<
  Extract<UserEvent, { type: 'UserRegistered' }>['data'],
  'registeredAt' | 'acceptedTermsAt' | 'acceptedPrivacyAt' | 'termsVersion' | 'privacyVersion'
> & {
  acceptedPrivacy: boolean;
};

export type UserCommand =
  | { type: 'RegisterUser'; registration: Registration; verification: IssuedToken; now: string }
  | { type: 'RequestEmailVerification'; verification: IssuedToken; now: string }
  | { type: 'VerifyEmail'; tokenHash: string; now: string }
  | { type: 'RequestPasswordReset'; reset: IssuedToken; now: string }
  | { type: 'ResetPassword'; tokenHash: string; passwordHash: string; now: string }
  | { type: 'ChangePassword'; passwordHash: string; now: string }
  | { type: 'UpdateProfile'; settings: ProfileSettings; now: string }
  | { type: 'SetEmailPreferences'; preferences: EmailPreferences; now: string }
  | { type: 'ChangeUserType'; to: RoleType; by: string; now: string }
  | { type: 'DeactivateUser'; by: string; now: string }
  | { type: 'ReactivateUser'; by: string; now: string }
  /** The current terms and privacy policy (LEGAL_VERSIONS), accepted again by a signed-in person. */
  | { type: 'AcceptLegalTerms'; now: string }
  | { type: 'GiveCookieConsent'; version: string; now: string }
  /** The login throttle saw this many failures on the account: its owner is told (the api decides how often). */
  | { type: 'NoticeLoginFailures'; failures: number; now: string }
  /** `reservations`: the account's username and email reservation streams, which the api names. */
  | { type: 'EraseAccount'; by: string; reservations: string[]; now: string };

type Decision = UserEvent[] | Failure;

// Exactly these fields, so nothing else a caller's object carries reaches an event or the state.
const pickSettings = ({ firstName, lastName, preferenceGender, language }: ProfileSettings): ProfileSettings => ({
  firstName,
  lastName,
  preferenceGender,
  language,
});
const pickPreferences = ({ promotions, news, specialOffers, digest, backInStock }: EmailPreferences): EmailPreferences => ({
  promotions,
  news,
  specialOffers,
  digest,
  backInStock,
});

const isLive = (token: PendingToken | null, tokenHash: string, now: string): boolean =>
  token !== null && token.tokenHash === tokenHash && Date.parse(token.expiresAt) > Date.parse(now);

function decide(command: UserCommand, state: UserState): Decision {
  if (command.type === 'RegisterUser') {
    if (state.status !== 'none') throw new Error('A new user id was reused');
    const { acceptedPrivacy, ...registration } = command.registration;
    return [
      {
        type: 'UserRegistered',
        data: {
          ...registration,
          acceptedTermsAt: command.now,
          acceptedPrivacyAt: acceptedPrivacy ? command.now : null,
          termsVersion: LEGAL_VERSIONS.terms,
          privacyVersion: acceptedPrivacy ? LEGAL_VERSIONS.privacy : null,
          registeredAt: command.now,
        },
      },
      { type: 'EmailVerificationRequested', data: { userId: registration.userId, ...command.verification } },
    ];
  }
  if (state.status === 'none') return AccountFailures.userNotFound();
  if (state.status === 'erased') return command.type === 'EraseAccount' ? [] : AccountFailures.userNotFound();
  const userId = state.userId;
  switch (command.type) {
    case 'RequestEmailVerification':
      if (state.emailVerified) return AccountFailures.alreadyVerified();
      return [{ type: 'EmailVerificationRequested', data: { userId, ...command.verification } }];
    case 'VerifyEmail':
      if (state.emailVerified) return command.tokenHash === state.verifiedWith ? [] : AccountFailures.invalidToken();
      if (!isLive(state.pendingVerification, command.tokenHash, command.now)) return AccountFailures.invalidToken();
      return [{ type: 'EmailVerified', data: { userId, verifiedAt: command.now } }];
    case 'RequestPasswordReset':
      return [{ type: 'PasswordResetRequested', data: { userId, ...command.reset } }];
    case 'ResetPassword':
      if (!isLive(state.pendingReset, command.tokenHash, command.now)) return AccountFailures.invalidToken();
      return [{ type: 'PasswordReset', data: { userId, passwordHash: command.passwordHash, resetAt: command.now } }];
    case 'ChangePassword':
      return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash, changedAt: command.now } }];
    case 'UpdateProfile':
      if (sameSettings(pickSettings(state), command.settings)) return [];
      return [{ type: 'ProfileUpdated', data: { userId, ...pickSettings(command.settings), at: command.now } }];
    case 'SetEmailPreferences':
      if (sameEmailPreferences(state.emailPreferences, command.preferences)) return [];
      return [
        { type: 'EmailPreferencesChanged', data: { userId, ...pickPreferences(command.preferences), privacyVersion: LEGAL_VERSIONS.privacy, at: command.now } },
      ];
    case 'AcceptLegalTerms':
      if (!mustAcceptAgain({ terms: state.termsVersion, privacy: state.privacyVersion })) return [];
      return [{ type: 'LegalTermsAccepted', data: { userId, termsVersion: LEGAL_VERSIONS.terms, privacyVersion: LEGAL_VERSIONS.privacy, at: command.now } }];
    case 'GiveCookieConsent':
      if (state.cookieConsent === command.version) return [];
      return [{ type: 'CookieConsentGiven', data: { userId, version: command.version, at: command.now } }];
    case 'NoticeLoginFailures':
      // A deactivated account cannot log in, whatever the password: nothing to tell.
      return state.active ? [{ type: 'LoginFailuresNoticed', data: { userId, failures: command.failures, at: command.now } }] : [];
    case 'ChangeUserType':
      if (command.by === userId) return AccountFailures.cannotChangeOwnType();
      if (command.to === state.type) return [];
      return [{ type: 'UserTypeChanged', data: { userId, from: state.type, to: command.to, changedBy: command.by, changedAt: command.now } }];
    case 'DeactivateUser':
      if (command.by === userId) return AccountFailures.cannotDeactivateSelf();
      return state.active ? [{ type: 'UserDeactivated', data: { userId, by: command.by, at: command.now } }] : [];
    case 'ReactivateUser':
      return state.active ? [] : [{ type: 'UserReactivated', data: { userId, by: command.by, at: command.now } }];
    case 'EraseAccount':
      return [{ type: 'AccountErased', data: { userId, by: command.by, reservations: command.reservations, erasedAt: command.now } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const data = event.data;
    return {
      status: 'registered',
      userId: data.userId,
      username: data.username,
      email: data.email,
      type: data.type,
      active: true,
      emailVerified: false,
      passwordHash: data.passwordHash,
      language: data.language,
      firstName: data.firstName,
      lastName: data.lastName,
      preferenceGender: null,
      emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES },
      pendingVerification: null,
      verifiedWith: null,
      pendingReset: null,
      termsVersion: data.termsVersion,
      privacyVersion: data.privacyVersion,
      cookieConsent: null,
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'AccountErased':
      return { status: 'erased', userId: state.userId };
    case 'EmailVerificationRequested':
      return { ...state, pendingVerification: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'EmailVerified':
      return { ...state, emailVerified: true, verifiedWith: state.pendingVerification?.tokenHash ?? null, pendingVerification: null };
    case 'PasswordResetRequested':
      // A new request voids the previous link.
      return { ...state, pendingReset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'PasswordReset':
      return { ...state, passwordHash: event.data.passwordHash, pendingReset: null };
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, pendingReset: null };
    case 'UserTypeChanged':
      return { ...state, type: event.data.to };
    case 'UserDeactivated':
      return { ...state, active: false };
    case 'UserReactivated':
      return { ...state, active: true };
    case 'ProfileUpdated':
      return { ...state, ...pickSettings(event.data) };
    case 'EmailPreferencesChanged':
      return { ...state, emailPreferences: pickPreferences(event.data) };
    case 'LegalTermsAccepted':
      return { ...state, termsVersion: event.data.termsVersion, privacyVersion: event.data.privacyVersion };
    case 'CookieConsentGiven':
      return { ...state, cookieConsent: event.data.version };
    case 'LoginFailuresNoticed':
      return state;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
