import { Router } from 'express';
import { z } from 'zod';
import { AccountFailures } from '@vitrina/domain/accounts/failures';
import { COOKIE_NOTICE_VERSION } from '@vitrina/domain/accounts/legal';
import { userDecider, userStream } from '@vitrina/domain/accounts/user';
import { FailureError } from '@vitrina/domain/core/failures';
import { clearSessionCookie } from '../auth/cookies';
import { allow, callerOf } from '../auth/policies';
import type { ApiContext } from '../context';
import { commandRunner } from '../http/commands';
import { HttpError } from '../http/errors';
import { operations } from '../http/openapi';
import { NoBody, parseInput } from '../http/validate';
import { confirmPassword } from '../profile/password';
import { eraseAccount } from './erase';
import { exportPersonalData } from './export';
import { PersonalDataExport } from './responses';

const EraseBody = z.object({ password: z.string().min(1).max(200) }).strict();
const UserParams = z.object({ id: z.string().uuid() }).strict();
const CookieBody = z.object({ version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).strict();

/**
 * People's data rights: a person downloads everything held about them, or erases their account after entering
 * their password again; an admin erases an account on its owner's request (never their own here: /profile).
 */
export function privacyRoutes(context: ApiContext): Router {
  const router = Router();
  const runOnUser = commandRunner(context, { decider: userDecider, projections: ['users'] });
  const secure = context.config.PUBLIC_URL.startsWith('https:');

  router.get('/profile/export', allow.signedIn, async (req, res) => {
    const caller = callerOf(req);
    const data = await exportPersonalData(context, caller.userId, caller.sessionId);
    if (!data) throw new FailureError(AccountFailures.userNotFound());
    const day = context.now().toISOString().slice(0, 10);
    res.set('Content-Disposition', `attachment; filename="vitrina-${data.profile.username}-${day}.json"`);
    res.json(data);
  });

  router.post('/profile/erase', allow.signedIn, async (req, res) => {
    const { password } = parseInput(EraseBody, req.body);
    const caller = callerOf(req);
    await confirmPassword(context, req, password);
    await eraseAccount(context, caller.userId, { correlationId: String(req.id), actor: caller.userId, now: context.now() });
    clearSessionCookie(res, secure);
    res.status(204).end();
  });

  // Consent on record: new versions of the texts accepted again, and the cookie notice accepted while signed in.
  router.post('/profile/legal', allow.signedIn, async (req, res) => {
    parseInput(NoBody, req.body);
    await runOnUser(req, userStream(callerOf(req).userId), { type: 'AcceptLegalTerms', now: context.now().toISOString() });
    res.status(204).end();
  });

  router.post('/profile/cookies', allow.signedIn, async (req, res) => {
    const { version } = parseInput(CookieBody, req.body);
    if (version !== COOKIE_NOTICE_VERSION) throw new HttpError(409, 'STALE_NOTICE', 'This is not the cookie notice in force. Please read it again.');
    await runOnUser(req, userStream(callerOf(req).userId), { type: 'GiveCookieConsent', version, now: context.now().toISOString() });
    res.status(204).end();
  });

  router.post('/admin/users/:id/erase', allow.admin, async (req, res) => {
    parseInput(NoBody, req.body);
    const { id } = parseInput(UserParams, req.params);
    const caller = callerOf(req);
    if (id === caller.userId) throw new HttpError(422, 'CANNOT_ERASE_SELF', 'Erase your own account from your profile.');
    await eraseAccount(context, id, { correlationId: String(req.id), actor: caller.userId, now: context.now() });
    res.status(204).end();
  });
  return router;
}

export const privacyApi = operations([
  { method: 'GET', path: '/profile/export', tag: 'profile', summary: 'Everything held about the caller, as JSON from the log', response: PersonalDataExport },
  { method: 'POST', path: '/profile/erase', tag: 'profile', summary: "Erase the caller's account (the password again)", body: EraseBody, status: 204 },
  { method: 'POST', path: '/profile/legal', tag: 'profile', summary: 'Accept the terms and privacy policy in force', body: NoBody, status: 204 },
  { method: 'POST', path: '/profile/cookies', tag: 'profile', summary: 'Accept the cookie notice in force (on record)', body: CookieBody, status: 204 },
  { method: 'POST', path: '/admin/users/:id/erase', tag: 'admin', summary: 'Erase an account on its owner\'s request (admins)', params: UserParams, body: NoBody, status: 204 },
]);
