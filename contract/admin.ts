import * as z from 'zod/mini';
import { ROLE_TYPES } from '@vitrina/domain/accounts/roles';
import { SUBSCRIPTION_STATUSES } from '@vitrina/domain/subscriptions/standing';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';

/** An account as admins see it (./users.ts adminUser); an erased one has an empty username and email, and no names. */
export const AdminUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  type: z.enum(ROLE_TYPES),
  active: z.boolean(),
  joined: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  dateOfBirth: z.nullable(z.string()),
  owner: z.nullable(z.string()).check(z.describe('The id of the brand this account owns.')),
  prestige: z.nullable(z.number()).check(z.describe("The owned brand's prestige.")),
  subscription: z
    .nullable(z.object({ tier: z.enum(SUBSCRIPTION_TIERS), billingCycle: z.enum(BILLING_CYCLES), status: z.enum(SUBSCRIPTION_STATUSES) }))
    .check(z.describe("The owned brand's plan and its standing.")),
  emailVerified: z.boolean(),
  erased: z.boolean(),
});

/** GET /admin/users: a page of accounts, newest first. */
export const AdminUserList = z.object({ items: z.array(AdminUser), total: z.int(), page: z.int(), pageSize: z.int() });

export type AdminUser = z.infer<typeof AdminUser>;
export type AdminUserList = z.infer<typeof AdminUserList>;
