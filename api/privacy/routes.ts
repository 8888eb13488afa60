import { z } from 'zod';
import { AccountFailures } from '@vitrina/domain/accounts/failures';
import { COOKIE_NOTICE_VERSION } from '@vitrina/domain/accounts/legal';
import { userDecider, userStream } from '@vitrina/domain/accounts/user';
import { FailureError } from '@vitrina/domain/core/failures';
import { clearSessionCookie } from '../auth/cookies';
import { allow, callerOf } from '../auth/policies';
import type { ApiContext } from '../context';
import { commandRunner } from '../http/commands';
import { endpointOf, endpoints } from '../http/endpoints';
import { HttpError } from '../http/errors';
import { NoBody } from '../http/validate';
import { confirmPassword } from '../profile/password';
import { eraseAccount } from './erase';
import { exportPersonalData } from './export';
import { PersonalDataExport } from './responses';

const EraseBody = z.object({ password: z.string().min(1).max(200) }).strict();
const UserParams = z.object({ id: z.string().uuid() }).strict();
const CookieBody = z.object({ version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).strict();

/** What the privacy endpoints share: the context, the user stream's command runner, and whether cookies are secure. */
function privacyScope(context: ApiContext) {
  return {
    context,
    runOnUser: commandRunner(context, { decider: userDecider, projections: ['users'] }),
    secure: context.config.PUBLIC_URL.startsWith('https:'),
  };
}

const endpoint = endpointOf<ReturnType<typeof privacyScope>>();
const tag = 'profile';

/**
 * People's data rights: a person downloads everything held about them, or erases their account after entering
 * their password again; an admin erases an account on its owner's request (never their own here: /profile).
 */
const privacy = endpoints([
  endpoint({
    method: 'GET',
    path: '/profile/export',
    policy: allow.signedIn,
    tag,
    summary: 'Everything held about the caller, as JSON from the log',
    response: PersonalDataExport,
    handler: async ({ scope: { context }, req, res }) => {
      const caller = callerOf(req);
      const data = await exportPersonalData(context, caller.userId, caller.sessionId);
      if (!data) throw new FailureError(AccountFailures.userNotFound());
      const day = context.now().toISOString().slice(0, 10);
      res.set('Content-Disposition', `attachment; filename="vitrina-${data.profile.username}-${day}.json"`);
      return data;
    },
  }),
  endpoint({
    method: 'POST',
    path: '/profile/erase',
    policy: allow.signedIn,
    tag,
    summary: "Erase the caller's account (the password again)",
    body: EraseBody,
    status: 204,
    handler: async ({ scope: { context, secure }, body, req, res }) => {
      const caller = callerOf(req);
      await confirmPassword(context, req, body.password);
      await eraseAccount(context, caller.userId, { correlationId: String(req.id), actor: caller.userId, now: context.now() });
      clearSessionCookie(res, secure);
    },
  }),
  // Consent on record: new versions of the texts accepted again, and the cookie notice accepted while signed in.
  endpoint({
    method: 'POST',
    path: '/profile/legal',
    policy: allow.signedIn,
    tag,
    summary: 'Accept the terms and privacy policy in force',
    body: NoBody,
    status: 204,
    handler: async ({ scope: { context, runOnUser }, req }) => {
      await runOnUser(req, userStream(callerOf(req).userId), { type: 'AcceptLegalTerms', now: context.now().toISOString() });
    },
  }),
  endpoint({
    method: 'POST',
    path: '/profile/cookies',
    policy: allow.signedIn,
    tag,
    summary: 'Accept the cookie notice in force (on record)',
    body: CookieBody,
    status: 204,
    handler: async ({ scope: { context, runOnUser }, body: { version }, req }) => {
      if (version !== COOKIE_NOTICE_VERSION) throw new HttpError(409, 'STALE_NOTICE', 'This is not the cookie notice in force. Please read it again.');
      await runOnUser(req, userStream(callerOf(req).userId), { type: 'GiveCookieConsent', version, now: context.now().toISOString() });
    },
  }),
  endpoint({
    method: 'POST',
    path: '/admin/users/:id/erase',
    policy: allow.admin,
    tag: 'admin',
    summary: "Erase an account on its owner's request (admins)",
    params: UserParams,
    body: NoBody,
    status: 204,
    handler: async ({ scope: { context }, params: { id }, req }) => {
      const caller = callerOf(req);
      if (id === caller.userId) throw new HttpError(422, 'CANNOT_ERASE_SELF', 'Erase your own account from your profile.');
      await eraseAccount(context, id, { correlationId: String(req.id), actor: caller.userId, now: context.now() });
    },
  }),
]);

export const privacyRoutes = (context: ApiContext) => privacy.router(privacyScope(context));
export const privacyApi = privacy.operations;
