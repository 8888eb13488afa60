import type { AccountEvent } from '@vitrina/domain/accounts/events';
import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from '@vitrina/domain/accounts/profile';
import type { RoleType } from '@vitrina/domain/accounts/roles';
import type { BrandEvent } from '@vitrina/domain/brands/events';
import { SUBSCRIPTION_EVENT_TYPES, type SubscriptionEvent } from '@vitrina/domain/subscriptions/events';
import { statusAfter } from '@vitrina/domain/subscriptions/standing';
import type { Doc } from '@vitrina/infra/readstore/port';
import { ERASED_TEXT } from '@vitrina/domain/core/personal';
import type { Projection } from './projection';

/** The admin view of a user (seed section 3), also what `/auth/me` and the auth middleware read. */
export interface UserDoc extends Doc {
  username: string;
  usernameLower: string;
  email: string;
  emailLower: string;
  type: RoleType;
  active: boolean;
  emailVerified: boolean;
  joined: string;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  language: string;
  preferenceGender: string | null;
  /** Which optional emails the user accepts (the price-drop reactor reads `specialOffers`). */
  emailPreferences: EmailPreferences;
  /** The brand this user owns. */
  owner: string | null;
  prestige: number | null;
  subscription: { tier: string; billingCycle: string; status: string } | null;
  /** The person was erased: no personal field holds anything of them. Absent on accounts never erased. */
  erased?: boolean;
  /** The versions of the terms, the privacy policy and the cookie notice the person accepted last. */
  termsVersion: string;
  privacyVersion: string | null;
  cookieConsent: string | null;
}

type Handled = AccountEvent | BrandEvent | SubscriptionEvent;

export const usersProjection: Projection = {
  name: 'users',
  // 3: profile settings and email preferences (with their defaults on every registration).
  // 4: the owner's subscription follows every subscription event (status, and the plan in force).
  // 5: the versions of the texts accepted.
  // 6: an erased owner's row keeps its brand until an admin assigns the brand a new owner.
  version: 6,
  collections: ['users'],
  eventTypes: [
    'UserRegistered',
    'EmailVerified',
    'UserTypeChanged',
    'UserDeactivated',
    'UserReactivated',
    'ProfileUpdated',
    'EmailPreferencesChanged',
    'LegalTermsAccepted',
    'CookieConsentGiven',
    'AccountErased',
    'BrandRegistered',
    'BrandCreated',
    'BrandPrestigeSet',
    'BrandDeleted',
    'BrandOwnerAssigned',
    ...SUBSCRIPTION_EVENT_TYPES,
  ],
  indexes: {
    users: [{ fields: { emailLower: 1 } }, { fields: { usernameLower: 1 } }, { fields: { type: 1 } }, { fields: { owner: 1 } }, { fields: { joined: -1 } }],
  },
  async apply(events, session) {
    const users = session.collection<UserDoc>('users');
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as Handled;
      switch (event.type) {
        case 'UserRegistered': {
          const d = event.data;
          await users.replaceOne(
            { _id: d.userId },
            {
              _id: d.userId,
              username: d.username,
              usernameLower: d.username.toLowerCase(),
              email: d.email,
              emailLower: d.email.trim().toLowerCase(),
              type: d.type,
              active: true,
              emailVerified: false,
              joined: d.registeredAt,
              firstName: d.firstName,
              lastName: d.lastName,
              dateOfBirth: d.dateOfBirth,
              language: d.language,
              preferenceGender: null,
              emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES },
              owner: null,
              prestige: null,
              subscription: null,
              termsVersion: d.termsVersion,
              privacyVersion: d.privacyVersion,
              cookieConsent: null,
            },
            { upsert: true },
          );
          break;
        }
        case 'EmailVerified':
          await users.updateOne({ _id: event.data.userId }, { $set: { emailVerified: true } });
          break;
        case 'UserTypeChanged':
          await users.updateOne({ _id: event.data.userId }, { $set: { type: event.data.to } });
          break;
        case 'UserDeactivated':
          await users.updateOne({ _id: event.data.userId }, { $set: { active: false } });
          break;
        case 'UserReactivated':
          await users.updateOne({ _id: event.data.userId }, { $set: { active: true } });
          break;
        case 'ProfileUpdated': {
          const { firstName, lastName, preferenceGender, language } = event.data;
          await users.updateOne({ _id: event.data.userId }, { $set: { firstName, lastName, preferenceGender, language } });
          break;
        }
        case 'EmailPreferencesChanged': {
          const { promotions, news, specialOffers, digest, backInStock } = event.data;
          await users.updateOne({ _id: event.data.userId }, { $set: { emailPreferences: { promotions, news, specialOffers, digest, backInStock } } });
          break;
        }
        case 'LegalTermsAccepted':
          await users.updateOne({ _id: event.data.userId }, { $set: { termsVersion: event.data.termsVersion, privacyVersion: event.data.privacyVersion } });
          break;
        case 'CookieConsentGiven':
          await users.updateOne({ _id: event.data.userId }, { $set: { cookieConsent: event.data.version } });
          break;
        case 'AccountErased':
          // "Deleted account": what a replay of the erased events gives too (their personal fields read as erased). The
          // brand it owned, with its prestige and plan, stays on the row until an admin gives the brand a new owner.
          await users.updateOne(
            { _id: event.data.userId },
            {
              $set: {
                username: ERASED_TEXT,
                usernameLower: ERASED_TEXT,
                email: ERASED_TEXT,
                emailLower: ERASED_TEXT,
                firstName: null,
                lastName: null,
                dateOfBirth: null,
                active: false,
                erased: true,
              },
            },
          );
          break;
        case 'BrandRegistered':
          await users.updateOne({ _id: event.data.ownerId }, { $set: { owner: event.data.brandId } });
          break;
        case 'BrandCreated':
          if (event.data.ownerId) await users.updateOne({ _id: event.data.ownerId }, { $set: { owner: event.data.brandId } });
          break;
        case 'BrandPrestigeSet':
          await users.updateMany({ owner: event.data.brandId }, { $set: { prestige: event.data.prestige } });
          break;
        case 'BrandDeleted':
          await users.updateMany({ owner: event.data.brandId }, { $set: { owner: null, prestige: null, subscription: null } });
          break;
        case 'BrandOwnerAssigned': {
          // The brand's prestige and plan move with it to its new owner's row.
          const former = await users.findOne({ owner: event.data.brandId });
          await users.updateMany({ owner: event.data.brandId }, { $set: { owner: null, prestige: null, subscription: null } });
          await users.updateOne(
            { _id: event.data.ownerId },
            { $set: { owner: event.data.brandId, prestige: former?.prestige ?? null, subscription: former?.subscription ?? null } },
          );
          break;
        }
        default: {
          if (!SUBSCRIPTION_TYPES.has(event.type)) break;
          const subscriptionEvent = event as SubscriptionEvent;
          const owner = await users.findOne({ owner: subscriptionEvent.data.brandId });
          if (!owner) break;
          const before = owner.subscription;
          const status = statusAfter((before?.status ?? null) as Parameters<typeof statusAfter>[0], subscriptionEvent.type) ?? 'PENDING';
          const plan = planInForce(subscriptionEvent) ?? before ?? null;
          if (!plan) break;
          await users.updateOne({ _id: owner._id }, { $set: { subscription: { tier: plan.tier, billingCycle: plan.billingCycle, status } } });
          break;
        }
      }
    }
  },
};

const SUBSCRIPTION_TYPES: ReadonlySet<string> = new Set(SUBSCRIPTION_EVENT_TYPES);

/** The plan an event puts in force, if it changes it. */
function planInForce(event: SubscriptionEvent): { tier: string; billingCycle: string } | null {
  switch (event.type) {
    case 'SubscriptionRequested':
    case 'SubscriptionPaid':
    case 'SubscriptionRenewed':
    case 'PlanUpgraded':
      return { tier: event.data.tier, billingCycle: event.data.billingCycle };
    case 'PlanGranted':
      return { tier: event.data.tier, billingCycle: 'YEARLY' };
    default:
      return null;
  }
}
