/**
 * The cards the test checkout offers, named after Stripe's test cards: one that always pays, one that pays now
 * but fails every renewal, one that is declined, and one declined for insufficient funds.
 */
export const TEST_CARDS = ['ok', 'fails_renewal', 'declined', 'insufficient_funds'] as const;
export type TestCard = (typeof TEST_CARDS)[number];
