import type { Language } from '@vitrina/domain/core/languages';

/** One factory for every magazine query; descriptions come localized, so the reader's language is in the key. */
export const magazineKeys = {
  all: ['magazine'] as const,
  feed: (language: Language) => [...magazineKeys.all, 'feed', language] as const,
  story: (id: string, language: Language) => [...magazineKeys.all, 'story', id, language] as const,
  admin: () => [...magazineKeys.all, 'admin'] as const,
  adminList: (language: Language) => [...magazineKeys.admin(), language] as const,
};
