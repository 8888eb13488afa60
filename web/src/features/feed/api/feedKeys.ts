import type { Language } from '@vitrina/domain/core/languages';

/** One root for a member's feed and notifications; each person's own, in the language its names are in. */
export const feedKeys = {
  all: ['feed'] as const,
  pages: (user: string, language: Language) => [...feedKeys.all, 'pages', user, language] as const,
  notificationLists: () => [...feedKeys.all, 'notifications'] as const,
  notifications: (user: string, language: Language) => [...feedKeys.notificationLists(), user, language] as const,
};
