import type { Language } from '@vitrina/domain/core/languages';

/** One factory for every news query; slides carry cloth names in the reader's language, so it is in the key. */
export const newsKeys = {
  all: ['news'] as const,
  carousel: (language: Language) => [...newsKeys.all, 'carousel', language] as const,
  admin: () => [...newsKeys.all, 'admin'] as const,
  adminList: (language: Language) => [...newsKeys.admin(), language] as const,
  clothSearch: (q: string, language: Language) => [...newsKeys.all, 'clothSearch', language, q] as const,
};
