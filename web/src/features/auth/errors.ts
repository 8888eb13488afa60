import { NEW_PASSWORD_ERRORS } from '../../lib/errorText';
import type { KnownErrors } from '../../lib/errorText';
import type { MessageId } from '../../i18n/messages';

/** Error codes of the accounts api, each with the reader's text; anything else shows the server's message. */
export const REGISTER_ERRORS: KnownErrors = {
  USERNAME_EXISTS: 'register.error.usernameExists',
  EMAIL_EXISTS: 'register.error.emailExists',
  CAPTCHA_FAILED: 'register.error.captcha',
  ...NEW_PASSWORD_ERRORS,
};
export const REGISTER_FALLBACK: MessageId = 'error.generic';

export const LOGIN_ERRORS: KnownErrors = {
  INVALID_CREDENTIALS: 'login.error.invalid',
  CAPTCHA_FAILED: 'login.error.captcha',
  ACCOUNT_DEACTIVATED: 'login.error.deactivated',
};
export const LOGIN_FALLBACK: MessageId = 'login.error.invalid';

export const RESET_ERRORS: KnownErrors = {
  INVALID_TOKEN: 'error.invalidLink',
  ...NEW_PASSWORD_ERRORS,
};
export const RESET_FALLBACK: MessageId = 'reset.error.failed';

export const VERIFY_ERRORS: KnownErrors = {
  INVALID_TOKEN: 'error.invalidLink',
  // Everything verified comes from the link, so a malformed field means a damaged link.
  VALIDATION_FAILED: 'error.invalidLink',
  ALREADY_VERIFIED: 'verify.already',
};
export const VERIFY_FALLBACK: MessageId = 'error.generic';
