import { z } from 'zod';

/** Every account type, from the least to the most trusted. USER is the default at registration. */
export const ROLE_TYPES = ['USER', 'INFLUENCER', 'BRAND', 'BRANDSMODERATOR', 'SITEADMIN', 'ADMIN'] as const;

// Marked pure so a bundle that uses only the predicates (the web app) leaves zod out.
export const RoleType = /* @__PURE__ */ z.enum(ROLE_TYPES);
export type RoleType = z.infer<typeof RoleType>;

/** The types a person may choose when registering; the rest are granted by an admin. */
export const SELF_REGISTRATION_TYPES = ['USER', 'BRAND'] as const satisfies readonly RoleType[];
export const SelfRegistrationType = /* @__PURE__ */ z.enum(SELF_REGISTRATION_TYPES);
export type SelfRegistrationType = z.infer<typeof SelfRegistrationType>;

const BRAND_TYPES: ReadonlySet<RoleType> = new Set(['BRAND', 'BRANDSMODERATOR', 'SITEADMIN', 'ADMIN']);
const INFLUENCER_TYPES: ReadonlySet<RoleType> = new Set(['INFLUENCER', 'ADMIN']);

type MaybeRole = RoleType | null | undefined;

/** May enter the admin area and manage a brand's clothes, magazine and subscription. */
export function isBrand(type: MaybeRole): boolean {
  return type != null && BRAND_TYPES.has(type);
}

/** May recommend favourited clothes with a review. */
export function isInfluencer(type: MaybeRole): boolean {
  return type != null && INFLUENCER_TYPES.has(type);
}

/** May manage news, taxonomy, brands and users, including other users' types. */
export function isAdmin(type: MaybeRole): boolean {
  return type === 'ADMIN';
}
