import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { ApiError } from './api';

/** The reader's own text for each error code a form knows. */
export type KnownErrors = Partial<Record<string, MessageId>>;

export type ErrorText = { id: MessageId } | { text: string };

/** Codes any call may meet, with the same text everywhere; a form's own map may say more. */
const COMMON_ERRORS: KnownErrors = {
  RATE_LIMITED: 'error.rateLimited',
  TOO_MANY_ATTEMPTS: 'error.rateLimited',
};

/** Codes a new password may be refused with, wherever one is chosen (registration, reset, change). */
export const NEW_PASSWORD_ERRORS: KnownErrors = {
  // PASSWORD_TOO_SHORT is left to the server's message: it names the configured minimum, which may exceed 6.
  PASSWORD_TOO_COMMON: 'validation.passwordTooCommon',
};

/**
 * What to tell the reader about a failed call: our translation of a known code (the form's, then the common
 * ones); otherwise the server's message (the api writes one for every error); otherwise the form's fallback (no
 * answer, or an answer without a message).
 */
export function errorTextFor(error: unknown, known: KnownErrors, fallback: MessageId): ErrorText {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const knownId = typeof code === 'string' ? (known[code] ?? COMMON_ERRORS[code]) : undefined;
  if (knownId) return { id: knownId };
  if (error instanceof ApiError && error.fromServer) {
    return { text: error.message };
  }
  return { id: fallback };
}

export function useErrorText() {
  const intl = useIntl();
  return useCallback(
    (error: unknown, known: KnownErrors, fallback: MessageId): string => {
      const text = errorTextFor(error, known, fallback);
      return 'id' in text ? intl.formatMessage({ id: text.id }) : text.text;
    },
    [intl],
  );
}
