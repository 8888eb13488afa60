import { Router, type Request } from 'express';
import { userDecider, userStream, type UserCommand } from '@vitrina/domain/accounts/user';
import { termKey } from '@vitrina/domain/taxonomy/taxonomy';
import type { TaxonomyTermDoc } from '@vitrina/projector/taxonomy';
import type { UserDoc } from '@vitrina/projector/users';
import { allow, callerOf } from '../auth/policies';
import type { ApiContext } from '../context';
import { commandContextOf, commandRunner } from '../http/commands';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { operations } from '../http/openapi';
import { changePassword } from './password';
import { ChangePasswordBody, EmailPreferencesBody, SettingsBody } from './schemas';
import { Profile, profileView } from './views';

/** /profile: the signed-in person's own settings, email preferences and password. Each acts on the caller only. */
export function profileRoutes(context: ApiContext): Router {
  const router = Router();
  const users = () => context.readModels.collection<UserDoc>('users');

  const current = async (userId: string) => {
    const doc = await users().findOne({ _id: userId });
    if (!doc) throw new HttpError(503, 'NOT_READY', 'Your account is being set up. Please try again in a moment.');
    return profileView(doc);
  };

  const runner = commandRunner(context, { decider: userDecider, projections: ['users'] });
  const run = async (req: Request, decide: (now: string) => UserCommand) => {
    const { userId } = callerOf(req);
    await runner(req, userStream(userId), decide(context.now().toISOString()));
    return current(userId);
  };

  router.get('/profile', allow.signedIn, async (req, res) => {
    res.json(await current(callerOf(req).userId));
  });

  router.put('/profile/settings', allow.signedIn, async (req, res) => {
    const settings = parseInput(SettingsBody, req.body);
    if (settings.preferenceGender !== null) {
      const gender = await context.readModels.collection<TaxonomyTermDoc>('taxonomyTerms').findOne({ _id: termKey('gender', settings.preferenceGender) });
      if (!gender) {
        throw new HttpError(400, 'UNKNOWN_GENDER', 'preferenceGender: No gender with this id.', {
          fields: [{ path: 'preferenceGender', code: 'unknown_gender', message: 'No gender with this id.' }],
        });
      }
    }
    res.json(await run(req, (now) => ({ type: 'UpdateProfile', settings, now })));
  });

  router.put('/profile/email-preferences', allow.signedIn, async (req, res) => {
    const preferences = parseInput(EmailPreferencesBody, req.body);
    res.json(await run(req, (now) => ({ type: 'SetEmailPreferences', preferences, now })));
  });

  router.post('/profile/password', allow.signedIn, async (req, res) => {
    const body = parseInput(ChangePasswordBody, req.body);
    await changePassword(context, req, commandContextOf(context, req), { current: body.current_password, next: body.new_password });
    res.status(204).end();
  });

  return router;
}

export const profileApi = operations([
  { method: 'GET', path: '/profile', tag: 'profile', summary: "The caller's profile", response: Profile },
  { method: 'PUT', path: '/profile/settings', tag: 'profile', summary: 'Change name, preferences and language', body: SettingsBody, response: Profile },
  { method: 'PUT', path: '/profile/email-preferences', tag: 'profile', summary: 'Choose which emails to receive', body: EmailPreferencesBody, response: Profile },
  { method: 'POST', path: '/profile/password', tag: 'profile', summary: 'Change the password', body: ChangePasswordBody, status: 204 },
]);
