import { z } from 'zod';
import { RoleType } from '@vitrina/domain/accounts/roles';
import { SUBSCRIPTION_STATUSES } from '@vitrina/domain/subscriptions/standing';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';

/** An account as admins see it (./users.ts adminUser); an erased one has an empty username and email, and no names. */
export const AdminUser = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    type: RoleType,
    active: z.boolean(),
    joined: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    owner: z.string().nullable().describe('The id of the brand this account owns.'),
    prestige: z.number().nullable().describe("The owned brand's prestige."),
    subscription: z
      .object({ tier: z.enum(SUBSCRIPTION_TIERS), billingCycle: z.enum(BILLING_CYCLES), status: z.enum(SUBSCRIPTION_STATUSES) })
      .strict()
      .nullable()
      .describe("The owned brand's plan and its standing."),
    emailVerified: z.boolean(),
    erased: z.boolean(),
  })
  .strict();

/** GET /admin/users: a page of accounts, newest first. */
export const AdminUserList = z.object({ items: z.array(AdminUser), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }).strict();
