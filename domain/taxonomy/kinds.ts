// A plain list, without zod: the web app's pages read it through the contract (contract/taxonomy.ts), and zod's
// classic build stays out of them.

/** The kinds of term the taxonomy holds. */
export const TERM_KINDS = ['type', 'category', 'event', 'gender', 'season', 'weather', 'color', 'style', 'material'] as const;
