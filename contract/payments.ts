import * as z from 'zod/mini';
import { PAYMENT_PROVIDERS } from '@vitrina/domain/subscriptions/payments';

/*
 * GET /payments/provider's answer, apart from ./subscriptions.ts: every page's shell asks it (the test-mode banner),
 * so what it imports is all the shell carries of the contract.
 */

/** The payment provider this site bills with, and whether it is the test one. */
export const Billing = z.object({ provider: z.enum(PAYMENT_PROVIDERS), currency: z.string(), testMode: z.boolean() });

/** GET /payments/provider: which provider bills, so every page can say "test mode". */
export const PaymentsProviderView = z.object({
  ...Billing.shape,
  announce: z.boolean().check(z.describe('The test provider in production: pages say no real money moves.')),
});
export type PaymentsProviderView = z.infer<typeof PaymentsProviderView>;
