import type { RequestHandler } from 'express';
import { isAdmin, isBrand, isInfluencer, type RoleType } from '@vitrina/domain/accounts/roles';
import { HttpError } from '../http/errors';

const requireRole =
  (name: string, allowed: (type: RoleType) => boolean): RequestHandler =>
  (req, _res, next) => {
    if (!req.caller) return next(new HttpError(401, 'UNAUTHENTICATED', 'Please log in to continue.'));
    if (!allowed(req.caller.type)) return next(new HttpError(403, 'FORBIDDEN', `This needs the ${name} role.`));
    next();
  };

/**
 * Who may call a route, declared beside it: `router.put('/admin/users/:id/type', allow.admin, handler)`.
 * The server enforces; the web app only hides.
 */
export const allow = {
  anyone: ((_req, _res, next) => next()) as RequestHandler,
  signedIn: requireRole('signed-in', () => true),
  influencer: requireRole('influencer', isInfluencer),
  brand: requireRole('brand', isBrand),
  admin: requireRole('admin', isAdmin),
} as const;

export function callerOf(req: Parameters<RequestHandler>[0]) {
  if (!req.caller) throw new HttpError(401, 'UNAUTHENTICATED', 'Please log in to continue.');
  return req.caller;
}
