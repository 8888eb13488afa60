import type { Language } from '@vitrina/domain/core/languages';

/**
 * One root for every favourites query, so a change invalidates the list, the buttons and "what influencers wear"
 * at once. A list belongs to one person: the username is in its key, so the next one to sign in never sees it.
 */
export const favouriteKeys = {
  all: ['favourites'] as const,
  lists: () => [...favouriteKeys.all, 'list'] as const,
  list: (user: string, language: Language) => [...favouriteKeys.lists(), user, language] as const,
  recommendations: (language: Language, limit: number) => [...favouriteKeys.all, 'recommendations', language, limit] as const,
};
