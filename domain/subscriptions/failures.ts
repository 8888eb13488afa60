import { failure } from '../core/failures';

/** Subscription failures: a stable code and the English message (the web app translates the code). */
export const SubscriptionFailures = {
  alreadySubscribed: () => failure('ALREADY_SUBSCRIBED', 'This brand already has an active plan. Change or cancel it from the dashboard.'),
  notActive: () => failure('SUBSCRIPTION_NOT_ACTIVE', 'This brand has no active plan. Choose a plan and pay for it first.'),
  grantedPlan: () => failure('GRANTED_PLAN', 'This plan was granted by Vitrina. Ask an admin to change it.'),
  notGranted: () => failure('NOT_GRANTED', 'This plan was not granted by an admin.'),
  alreadyCancelling: () => failure('ALREADY_CANCELLING', 'This plan is already set to end at the end of its period.'),
  nothingToResume: () => failure('NOTHING_TO_RESUME', 'This plan is not set to end, so there is nothing to resume.'),
  // The tier limit counts every cloth a brand holds, hidden ones included, so only removing makes room.
  overTierLimit: (clothes: number, limit: number) =>
    failure('OVER_TIER_LIMIT', `This plan allows ${limit} clothes and your brand has ${clothes}. Remove ${clothes - limit} first.`, {
      clothes,
      limit,
      excess: clothes - limit,
    }),
  amountMismatch: (expected: string, got: string) => failure('AMOUNT_MISMATCH', `The payment was ${got}, but the plan costs ${expected}.`),
  inactiveUploads: () => failure('SUBSCRIPTION_INACTIVE', 'Your plan is not active. Pay your subscription to upload clothes.'),
} as const;
