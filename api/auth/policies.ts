import type { RequestHandler } from 'express';
import { isAdmin, isBrand, isInfluencer, ROLE_TYPES, type RoleType } from '@vitrina/domain/accounts/roles';
import { HttpError } from '../http/errors';

/** The refusal of an action that needs a confirmed email; the web shows it with "Send the link again". */
export const EMAIL_NOT_VERIFIED = {
  code: 'EMAIL_NOT_VERIFIED',
  message: 'Confirm your email to do this: open the link we sent you, or ask for a new one.',
} as const;

/** Who calls: a guest, or a signed-in account of its type. */
export type Caller = 'guest' | RoleType;

/**
 * A route's guard that says whom it admits (`admits`; `verified`: their email must be confirmed, else 403
 * EMAIL_NOT_VERIFIED), so the access table is read from the endpoint's record rather than written again.
 */
export type Policy = RequestHandler & { readonly admits: readonly Caller[]; readonly verified?: true };

const policy = (guard: RequestHandler, admits: readonly Caller[], verified?: true): Policy => Object.assign(guard, { admits }, verified ? { verified } : {});

const requireRole = (name: string, allowed: (type: RoleType) => boolean, options: { verified?: true } = {}): Policy =>
  policy(
    (req, _res, next) => {
      if (!req.caller) return next(new HttpError(401, 'UNAUTHENTICATED', 'Please log in to continue.'));
      if (!allowed(req.caller.type)) return next(new HttpError(403, 'FORBIDDEN', `This needs the ${name} role.`));
      if (options.verified && !req.caller.emailVerified) return next(new HttpError(403, EMAIL_NOT_VERIFIED.code, EMAIL_NOT_VERIFIED.message));
      next();
    },
    ROLE_TYPES.filter(allowed),
    options.verified,
  );

/**
 * Who may call a route, declared in its endpoint's record (`policy: allow.admin`, api/http/endpoints.ts).
 * The server enforces; the web app only hides.
 *
 * An account whose email is not confirmed may log in and do its own business (a brand pays and fills its
 * catalogue at once), but not put its name to what others see: favourites (counted on brands' dashboards) and
 * recommendations with their reviews need `verified` (the type and the email's state both come from the users
 * read model on every request, see authenticate).
 */
export const allow = {
  anyone: policy((_req, _res, next) => next(), ['guest', ...ROLE_TYPES]),
  signedIn: requireRole('signed-in', () => true),
  influencer: requireRole('influencer', isInfluencer),
  brand: requireRole('brand', isBrand),
  admin: requireRole('admin', isAdmin),
  /** Signed in with a confirmed email. */
  verified: requireRole('signed-in', () => true, { verified: true }),
  /** An influencer (or admin) with a confirmed email. */
  verifiedInfluencer: requireRole('influencer', isInfluencer, { verified: true }),
} as const satisfies Record<string, Policy>;

export function callerOf(req: Parameters<RequestHandler>[0]) {
  if (!req.caller) throw new HttpError(401, 'UNAUTHENTICATED', 'Please log in to continue.');
  return req.caller;
}
