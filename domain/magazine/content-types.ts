// A plain list, without zod: the web app's pages read it through the contract (contract/magazine.ts), and zod's
// classic build stays out of them.

/** What an entry's media is. */
export const MAGAZINE_CONTENT_TYPES = ['image', 'video'] as const;
export type MagazineContentType = (typeof MAGAZINE_CONTENT_TYPES)[number];
