/**
 * The signed-in user's own root, apart from every feature's: signing in or out refreshes every query but these,
 * and a page that changes what the session holds (the preferred gender, a verified email) invalidates `me`.
 */
export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};
