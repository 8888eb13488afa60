import type { MessageId } from '../../i18n/messages';

/** Why a provider refused a payment, by the code the api sends (the provider's own words are not the reader's). */
const DECLINE_MESSAGES = {
  card_declined: 'subscription.decline.card_declined',
  insufficient_funds: 'subscription.decline.insufficient_funds',
  expired_card: 'subscription.decline.expired_card',
  incorrect_cvc: 'subscription.decline.incorrect_cvc',
  processing_error: 'subscription.decline.processing_error',
  authentication_required: 'subscription.decline.authentication_required',
  unknown: 'subscription.decline.unknown',
} as const satisfies Record<string, MessageId>;

/** The reason in the reader's words; a record older than the codes (null) or a code not known here reads as refused. */
export function declineMessage(code: string | null | undefined): MessageId {
  return code && Object.hasOwn(DECLINE_MESSAGES, code) ? DECLINE_MESSAGES[code as keyof typeof DECLINE_MESSAGES] : DECLINE_MESSAGES.unknown;
}
