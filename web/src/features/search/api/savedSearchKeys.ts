/** One root for the saved searches: saving, opening or deleting one reaches the profile's list. Each person's own. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  lists: () => [...savedSearchKeys.all, 'list'] as const,
  list: (user: string) => [...savedSearchKeys.lists(), user] as const,
};
