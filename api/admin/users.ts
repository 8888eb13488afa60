import type { Request } from 'express';
import { z } from 'zod';
import { RoleType } from '@vitrina/domain/accounts/roles';
import { userDecider, userStream, type UserCommand } from '@vitrina/domain/accounts/user';
import type { Filter } from '@vitrina/infra/readstore/port';
import type { UserDoc } from '@vitrina/projector/users';
import { allow, callerOf } from '../auth/policies';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { endpointOf, endpoints } from '../http/endpoints';
import { NoBody } from '../http/validate';
import { AdminUser, AdminUserList } from './responses';

const ListQuery = z
  .object({
    q: z.string().trim().max(100).optional(),
    type: RoleType.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
const Params = z.object({ id: z.string().uuid() }).strict();
const TypeBody = z.object({ type: RoleType }).strict();

/** The admin view of a user (seed section 3). */
export function adminUser(doc: UserDoc) {
  return {
    id: doc._id,
    username: doc.username,
    email: doc.email,
    type: doc.type,
    active: doc.active,
    joined: doc.joined,
    firstName: doc.firstName,
    lastName: doc.lastName,
    dateOfBirth: doc.dateOfBirth,
    owner: doc.owner,
    prestige: doc.prestige,
    subscription: doc.subscription,
    emailVerified: doc.emailVerified,
    erased: doc.erased === true,
  };
}

/** Prefix match on username or email, which is what an admin types into a search box. */
function searchFilter(q: string | undefined, type: string | undefined): Filter {
  const parts: Filter[] = [];
  if (type) parts.push({ type });
  if (q) {
    const prefix = q.toLowerCase();
    const upper = `${prefix}\uffff`;
    parts.push({ $or: [{ usernameLower: { $gte: prefix, $lt: upper } }, { emailLower: { $gte: prefix, $lt: upper } }] });
  }
  return parts.length === 0 ? {} : { $and: parts };
}

/** Acts on an account as an admin: its sessions end when the change took (old rights must not outlive it, SECURITY.md 10). */
function adminUserScope(context: ApiContext) {
  const users = () => context.readModels.collection<UserDoc>('users');
  return {
    users,
    act: async (req: Request, id: string, build: (by: string, now: string) => UserCommand) => {
      const caller = callerOf(req);
      if (!(await users().findOne({ _id: id }))) throw new HttpError(404, 'NOT_FOUND', 'User not found.');
      const now = context.now();
      const { position } = await runCommand(context.eventStore, userStream(id), userDecider, build(caller.userId, now.toISOString()), {
        correlationId: String(req.id),
        actor: caller.userId,
        now,
      });
      if (position !== null) {
        await context.sessions.destroyAllForUser(id);
        await context.waitFor(position, ['users']);
      }
      return adminUser((await users().findOne({ _id: id }))!);
    },
  };
}

const endpoint = endpointOf<ReturnType<typeof adminUserScope>>();
const tag = 'admin';

const adminUsers = endpoints([
  endpoint({
    method: 'GET',
    path: '/admin/users',
    policy: allow.admin,
    tag,
    summary: 'List accounts',
    query: ListQuery,
    response: AdminUserList,
    handler: async ({ scope, query }) => {
      const filter = searchFilter(query.q, query.type);
      const [items, total] = await Promise.all([
        scope.users().find(filter, { sort: { joined: -1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
        scope.users().count(filter),
      ]);
      return { items: items.map(adminUser), total, page: query.page, pageSize: query.pageSize };
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/admin/users/:id/type',
    policy: allow.admin,
    tag,
    summary: "Change an account's type",
    params: Params,
    body: TypeBody,
    response: AdminUser,
    handler: ({ scope, params, body, req }) => scope.act(req, params.id, (by, now) => ({ type: 'ChangeUserType', to: body.type, by, now })),
  }),
  endpoint({
    method: 'POST',
    path: '/admin/users/:id/deactivate',
    policy: allow.admin,
    tag,
    summary: 'Deactivate an account',
    params: Params,
    body: NoBody,
    response: AdminUser,
    handler: ({ scope, params, req }) => scope.act(req, params.id, (by, now) => ({ type: 'DeactivateUser', by, now })),
  }),
  endpoint({
    method: 'POST',
    path: '/admin/users/:id/reactivate',
    policy: allow.admin,
    tag,
    summary: 'Reactivate an account',
    params: Params,
    body: NoBody,
    response: AdminUser,
    handler: ({ scope, params, req }) => scope.act(req, params.id, (by, now) => ({ type: 'ReactivateUser', by, now })),
  }),
]);

export const adminUserRoutes = (context: ApiContext) => adminUsers.router(adminUserScope(context));
export const adminUserApi = adminUsers.operations;
