// Plain lists, without zod: the web app's first view reads them (contract/payments.ts), and zod's classic build is
// left out of it.

/** The payment providers a subscription can be billed by (infra/payments). */
export const PAYMENT_PROVIDERS = ['test', 'stripe', 'mercadopago'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Why a provider refused a charge, as a code the pages translate; the provider's own words stay in `message`, for
 * operators. Events before codes existed read as having none.
 */
export const DECLINE_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'authentication_required',
  'unknown',
] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];
