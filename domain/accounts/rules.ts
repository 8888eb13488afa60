/**
 * Account field rules shared by the api (which enforces them) and the web app (which checks early, for the
 * reader's sake). The password's minimum is configurable on the server; this is the spec's default.
 */
export const USERNAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}._-]{2,29}$/u;
export const USERNAME_MAX_LENGTH = 30;
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const LEGAL_NAME_MAX_LENGTH = 120;
export const BRAND_NAME_MAX_LENGTH = 80;
export const DESCRIPTION_MAX_LENGTH = 2_000;
export const LOCATION_MAX_LENGTH = 200;
