import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { RoleType } from '@vitrina/domain/accounts/roles';
import { userDecider, userStream, type UserCommand } from '@vitrina/domain/accounts/user';
import type { Filter } from '@vitrina/infra/readstore/port';
import type { UserDoc } from '@vitrina/projector/users';
import { allow, callerOf } from '../auth/policies';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { NoBody, parseInput } from '../http/validate';
import { operations } from '../http/openapi';
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

export function adminUserRoutes(context: ApiContext): Router {
  const router = Router();
  const users = () => context.readModels.collection<UserDoc>('users');

  router.get('/admin/users', allow.admin, async (req, res) => {
    const query = parseInput(ListQuery, req.query);
    const filter = searchFilter(query.q, query.type);
    const [items, total] = await Promise.all([
      users().find(filter, { sort: { joined: -1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
      users().count(filter),
    ]);
    res.json({ items: items.map(adminUser), total, page: query.page, pageSize: query.pageSize });
  });

  const act = (build: (req: Request, by: string, now: string) => UserCommand) => async (req: Request, res: Response) => {
    const { id } = parseInput(Params, req.params);
    const caller = callerOf(req);
    const existing = await users().findOne({ _id: id });
    if (!existing) throw new HttpError(404, 'NOT_FOUND', 'User not found.');
    const now = context.now();
    const { position } = await runCommand(context.eventStore, userStream(id), userDecider, build(req, caller.userId, now.toISOString()), {
      correlationId: String(req.id),
      actor: caller.userId,
      now,
    });
    if (position !== null) {
      // Old rights must not outlive the change (SECURITY.md 10).
      await context.sessions.destroyAllForUser(id);
      await context.waitFor(position, ['users']);
    }
    res.json(adminUser((await users().findOne({ _id: id }))!));
  };

  router.put(
    '/admin/users/:id/type',
    allow.admin,
    act((req, by, now) => ({ type: 'ChangeUserType', to: parseInput(TypeBody, req.body).type, by, now })),
  );
  router.post(
    '/admin/users/:id/deactivate',
    allow.admin,
    act((req, by, now) => {
      parseInput(NoBody, req.body);
      return { type: 'DeactivateUser', by, now };
    }),
  );
  router.post(
    '/admin/users/:id/reactivate',
    allow.admin,
    act((req, by, now) => {
      parseInput(NoBody, req.body);
      return { type: 'ReactivateUser', by, now };
    }),
  );
  return router;
}

export const adminUserApi = operations([
  { method: 'GET', path: '/admin/users', tag: 'admin', summary: 'List accounts', query: ListQuery, response: AdminUserList },
  { method: 'PUT', path: '/admin/users/:id/type', tag: 'admin', summary: "Change an account's type", params: Params, body: TypeBody, response: AdminUser },
  { method: 'POST', path: '/admin/users/:id/deactivate', tag: 'admin', summary: 'Deactivate an account', params: Params, body: NoBody, response: AdminUser },
  { method: 'POST', path: '/admin/users/:id/reactivate', tag: 'admin', summary: 'Reactivate an account', params: Params, body: NoBody, response: AdminUser },
]);
