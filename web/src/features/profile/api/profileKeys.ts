import type { Language } from '@vitrina/domain/core/languages';

/** One root for the profile's queries; the account's own data is dropped for the next person by the session. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
  history: (language: Language) => [...profileKeys.all, 'history', language] as const,
  genders: (language: Language) => [...profileKeys.all, 'genders', language] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
};
