// A plain list, without zod: the web app's pages read it through the contract (contract/favourite-view.ts), and
// zod's classic build stays out of them.

/** What a person may favourite: a cloth or a magazine entry. */
export const FAVOURITE_TYPES = ['cloth', 'magazine'] as const;
