import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';
import { sessionKeys } from './sessionKeys';

/** The api's refusal of what needs a confirmed email (favouriting, recommending). */
export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED';
}

/**
 * When the api refuses for an unconfirmed email that this tab believed confirmed (a session stored earlier), asks
 * who is signed in again: the shell's notice and the "Confirm your email" prompts then show.
 */
export function recheckSessionAfter(queryClient: QueryClient, error: unknown): void {
  if (isEmailNotVerified(error)) void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
}
