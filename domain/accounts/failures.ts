import { failure } from '../core/failures';

/** Every account failure the api can answer with: a stable code and the spec's English message. */
export const AccountFailures = {
  usernameExists: () => failure('USERNAME_EXISTS', 'Username already exists.'),
  emailExists: () => failure('EMAIL_EXISTS', 'Email already exists.'),
  captchaFailed: () => failure('CAPTCHA_FAILED', 'Captcha verification failed. Please try again.'),
  /** The login throttle asks for a solved captcha before it checks the password. */
  captchaRequired: () => failure('CAPTCHA_REQUIRED', 'Please confirm you are a person to log in.'),
  invalidCredentials: () => failure('INVALID_CREDENTIALS', 'Username or password is incorrect'),
  wrongPassword: () => failure('WRONG_PASSWORD', 'The current password is incorrect.'),
  accountDeactivated: () => failure('ACCOUNT_DEACTIVATED', 'This account has been deactivated.'),
  invalidToken: () => failure('INVALID_TOKEN', 'This link is invalid or has expired.'),
  cannotChangeOwnType: () => failure('CANNOT_CHANGE_OWN_TYPE', 'You cannot change your own type.'),
  cannotDeactivateSelf: () => failure('CANNOT_DEACTIVATE_SELF', 'You cannot deactivate your own account.'),
  alreadyVerified: () => failure('ALREADY_VERIFIED', 'This email address is already verified.'),
  tooYoung: (minimumAge: number) => failure('TOO_YOUNG', `You must be at least ${minimumAge} years old to create an account.`),
  userNotFound: () => failure('NOT_FOUND', 'User not found.'),
} as const;

export type AccountFailureCode = ReturnType<(typeof AccountFailures)[keyof typeof AccountFailures]>['code'];
