import Bowser from 'bowser';
import { z } from 'zod';
import { addressRefusal } from '@vitrina/infra/fetch/address-policy';
import type { ListedSession } from '@vitrina/infra/sessions/port';
import { allow, callerOf } from '../auth/policies';
import { clearSessionCookie } from '../auth/cookies';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { endpointOf, endpoints } from '../http/endpoints';
import { NoBody } from '../http/validate';
import { DEVICE_TYPES, SessionList, SessionsEnded, type SessionView } from '@vitrina/contract/profile';

/**
 * Profile → security: where the person is signed in, and ending any of it (issue 42). Sessions are the session
 * store's, not the log's: they are no business fact, and a replay must never bring one back.
 */
const DeviceType = z.enum(DEVICE_TYPES);
export { SessionList, SessionsEnded };
const SessionParams = z.object({ handle: z.string().regex(/^[0-9a-f]{32}$/, 'Malformed session') }).strict();

const endpoint = endpointOf<ApiContext>();
const tag = 'profile';

const sessions = endpoints([
  endpoint({
    method: 'GET',
    path: '/profile/sessions',
    policy: allow.signedIn,
    tag,
    summary: 'Where the caller is signed in',
    response: SessionList,
    handler: async ({ scope: context, req, res }) => {
      const caller = callerOf(req);
      res.set('Cache-Control', 'no-store');
      return { sessions: (await context.sessions.listForUser(caller.userId, { current: caller.sessionId })).map(sessionView) };
    },
  }),
  // "Sign out everywhere else": every session of the person but the one asking.
  endpoint({
    method: 'DELETE',
    path: '/profile/sessions',
    policy: allow.signedIn,
    tag,
    summary: 'End every session of the caller but this one',
    body: NoBody,
    response: SessionsEnded,
    handler: async ({ scope: context, req }) => ({
      ended: await context.sessions.destroyAllForUser(callerOf(req).userId, { except: callerOf(req).sessionId }),
    }),
  }),
  endpoint({
    method: 'DELETE',
    path: '/profile/sessions/:handle',
    policy: allow.signedIn,
    tag,
    summary: 'End one of the caller\u2019s sessions',
    params: SessionParams,
    body: NoBody,
    status: 204,
    handler: async ({ scope: context, params: { handle }, req, res }) => {
      const caller = callerOf(req);
      const current = (await context.sessions.listForUser(caller.userId, { current: caller.sessionId })).find((session) => session.current);
      if (!(await context.sessions.destroyByHandle(caller.userId, handle))) throw new HttpError(404, 'SESSION_NOT_FOUND', 'This session has already ended.');
      // Ending the session one is using is logging out.
      if (current?.handle === handle) clearSessionCookie(res, context.config.PUBLIC_URL.startsWith('https:'));
    },
  }),
]);

export const sessionRoutes = sessions.router;
export const sessionsApi = sessions.operations;

function sessionView(session: ListedSession): SessionView {
  const agent = session.userAgent ? Bowser.parse(session.userAgent) : undefined;
  return {
    handle: session.handle,
    browser: agent?.browser.name || null,
    os: agent?.os.name || null,
    deviceType: DeviceType.safeParse(agent?.platform.type).data ?? 'unknown',
    place: placeOf(session.ip),
    signedInAt: new Date(session.createdAt).toISOString(),
    lastSeenAt: new Date(session.lastSeenAt).toISOString(),
    current: session.current,
  };
}

/** The address's class and its network with the host part hidden (`181.45.x.x`, `2800:810:4a1::/48`). */
export function placeOf(ip: string | undefined): SessionView['place'] {
  const address = ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!address) return { kind: 'unknown', network: null };
  const refusal = addressRefusal(address);
  const kind =
    refusal === undefined
      ? 'internet'
      : refusal === 'loopback'
        ? 'this-device'
        : refusal.startsWith('shared address space')
          ? 'shared-network'
          : refusal === 'not an IP address'
            ? 'unknown'
            : 'local-network';
  return { kind, network: kind === 'internet' || kind === 'shared-network' ? networkOf(address) : null };
}

function networkOf(address: string): string | null {
  const v4 = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.x.x`;
  const groups = address.split(':').filter((group) => group !== '');
  return groups.length >= 3 ? `${groups.slice(0, 3).join(':')}::/48` : null;
}
