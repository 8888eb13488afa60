// A plain list, without zod: the web app's pages read it through the contract (contract/catalogue.ts), and zod's
// classic build stays out of them.

/**
 * The fields of an imported cloth a brand may make its own by editing them by hand (issue 43): later imports keep
 * them as the brand left them, until the brand lets the shop's values back. `categoryId` holds the type with it.
 */
export const CLAIMABLE_FIELDS = ['names', 'description', 'categoryId', 'colors', 'materials', 'gender', 'eventIds', 'seasons', 'visible', 'images'] as const;
