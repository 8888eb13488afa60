import type { Request } from 'express';
import { userDecider, userStream, type UserCommand } from '@vitrina/domain/accounts/user';
import { termKey } from '@vitrina/domain/taxonomy/taxonomy';
import type { TaxonomyTermDoc } from '@vitrina/projector/taxonomy';
import type { UserDoc } from '@vitrina/projector/users';
import { allow, callerOf } from '../auth/policies';
import type { ApiContext } from '../context';
import { commandContextOf, commandRunner } from '../http/commands';
import { HttpError } from '../http/errors';
import { endpointOf, endpoints } from '../http/endpoints';
import { changePassword } from './password';
import { ChangePasswordBody, EmailPreferencesBody, SettingsBody } from './schemas';
import { Profile, profileView } from './views';

/**
 * What the profile's endpoints share: the caller's profile as the users read model has it (503 while it is being
 * set up), and a command on the caller's stream answered with the profile as it then is.
 */
function profileScope(context: ApiContext) {
  const current = async (userId: string) => {
    const doc = await context.readModels.collection<UserDoc>('users').findOne({ _id: userId });
    if (!doc) throw new HttpError(503, 'NOT_READY', 'Your account is being set up. Please try again in a moment.');
    return profileView(doc);
  };

  const runner = commandRunner(context, { decider: userDecider, projections: ['users'] });
  const run = async (req: Request, decide: (now: string) => UserCommand) => {
    const { userId } = callerOf(req);
    await runner(req, userStream(userId), decide(context.now().toISOString()));
    return current(userId);
  };

  return { context, current, run };
}

const endpoint = endpointOf<ReturnType<typeof profileScope>>();
const tag = 'profile';

/** /profile: the signed-in person's own settings, email preferences and password. Each acts on the caller only. */
const profile = endpoints([
  endpoint({
    method: 'GET',
    path: '/profile',
    policy: allow.signedIn,
    tag,
    summary: "The caller's profile",
    response: Profile,
    handler: ({ scope, req }) => scope.current(callerOf(req).userId),
  }),
  endpoint({
    method: 'PUT',
    path: '/profile/settings',
    policy: allow.signedIn,
    tag,
    summary: 'Change name, preferences and language',
    body: SettingsBody,
    response: Profile,
    handler: async ({ scope, body: settings, req }) => {
      if (settings.preferenceGender !== null) {
        const gender = await scope.context.readModels
          .collection<TaxonomyTermDoc>('taxonomyTerms')
          .findOne({ _id: termKey('gender', settings.preferenceGender) });
        if (!gender) {
          throw new HttpError(400, 'UNKNOWN_GENDER', 'preferenceGender: No gender with this id.', {
            fields: [{ path: 'preferenceGender', code: 'unknown_gender', message: 'No gender with this id.' }],
          });
        }
      }
      return scope.run(req, (now) => ({ type: 'UpdateProfile', settings, now }));
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/profile/email-preferences',
    policy: allow.signedIn,
    tag,
    summary: 'Choose which emails to receive',
    body: EmailPreferencesBody,
    response: Profile,
    handler: ({ scope, body: preferences, req }) => scope.run(req, (now) => ({ type: 'SetEmailPreferences', preferences, now })),
  }),
  endpoint({
    method: 'POST',
    path: '/profile/password',
    policy: allow.signedIn,
    tag,
    summary: 'Change the password',
    body: ChangePasswordBody,
    status: 204,
    handler: async ({ scope: { context }, body, req }) => {
      await changePassword(context, req, commandContextOf(context, req), { current: body.current_password, next: body.new_password });
    },
  }),
]);

export const profileRoutes = (context: ApiContext) => profile.router(profileScope(context));
export const profileApi = profile.operations;
