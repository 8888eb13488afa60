import { randomBytes } from 'node:crypto';
import { COOKIE_NOTICE_VERSION } from '@vitrina/domain/accounts/legal';
import { ROLE_TYPES } from '@vitrina/domain/accounts/roles';
import { userIdByEmail } from '@vitrina/api/accounts/lookup';
import type { Caller } from '@vitrina/api/auth/policies';
import { API_OPERATIONS } from '@vitrina/api/openapi/routes';
import { FIXTURE_IMAGE } from '../fixture-images';
import { catalogueFixture, clothBody } from '../catalogue';
import { importerConfigBody } from '../importer';
import { entryBody, magazineFixture, newEntryBody } from '../magazine';
import { currentOrder, newsFixture, slideBody } from '../news';
import { newBrand, newUser, type TestVitrina } from '../vitrina';
import { freshIp } from './harness';

/**
 * Every route of the api, who may call it, and a body that passes its validation (SECURITY.md 12). The access
 * table test calls each row as every caller; the robustness test feeds each POST/PUT row's bodies bad input; a
 * test fails when the running api has a route this table lacks. A new route is one new row here. Who may call it
 * is its endpoint record's policy (api/http/endpoints.ts); only a route not declared as a record yet says it here.
 */
export type { Caller };
export const CALLERS: readonly Caller[] = ['guest', ...ROLE_TYPES];

const ANYONE: readonly Caller[] = CALLERS;

/** What rows build their paths and bodies from; made once per test file. */
export interface RouteFixtures {
  vitrina: TestVitrina;
  /** An account that admin routes act on; never one of the callers. */
  targetUserId: string;
  /** An account whose credentials log in. */
  login: { email: string; password: string };
  /** A solved captcha, fresh for each call. */
  captcha(): Promise<string>;
}

type Factory<T> = (fixtures: RouteFixtures) => T | Promise<T>;

export interface RouteRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the router declares it, under /api. */
  path: string;
  /** Values of the path's `:params`. */
  params?: Factory<Record<string, string>>;
  /** Bodies that pass validation, by name, made fresh for each call; the first is the one the access test sends. */
  bodies?: Record<string, Factory<Record<string, unknown>>>;
  /** Who may call it: its record's `policy.admits`; written here only for a route that has no record yet. */
  allowed: readonly Caller[];
  /** The allowed callers must also have confirmed their email (`policy.verified`); an unconfirmed one gets 403 EMAIL_NOT_VERIFIED. */
  verifiedEmail?: true;
  /**
   * Operators' only (METRICS_ALLOW addresses or OPERATOR_TOKEN), whatever the role: `allowed` is empty and every
   * caller of the table (each from its own 10.x address) gets 403 OPERATOR_ONLY.
   */
  operators?: true;
}

const unknownEmail = () => `nobody.${randomBytes(6).toString('hex')}@example.com`;
const wellFormedToken = () => randomBytes(32).toString('base64url');
const clothParams = async (f: RouteFixtures) => ({ id: (await catalogueFixture(f.vitrina)).clothId });

const ROWS: readonly (Omit<RouteRow, 'allowed'> & { allowed?: readonly Caller[] })[] = [
  { method: 'GET', path: '/health' },
  { method: 'GET', path: '/ready' },
  { method: 'GET', path: '/metrics', allowed: [], operators: true },
  { method: 'GET', path: '/resources/get-texts/' },
  { method: 'GET', path: '/resources/get-images/' },
  { method: 'GET', path: '/auth/captcha' },
  {
    method: 'POST',
    path: '/auth/register',
    bodies: {
      user: async (f) => ({ ...newUser({ language: 'en' }), token: await f.captcha() }),
      brand: async (f) => ({ ...newBrand({ language: 'en', acceptedPrivacy: true }), token: await f.captcha() }),
    },
  },
  { method: 'POST', path: '/auth/login', bodies: { credentials: (f) => ({ ...f.login }) } },
  { method: 'POST', path: '/auth/logout', bodies: { empty: () => ({}) } },
  // A guest learns they are one: 200 { user: null }.
  { method: 'GET', path: '/auth/me' },
  { method: 'POST', path: '/auth/verify-email', bodies: { link: () => ({ email: unknownEmail(), token: wellFormedToken() }) } },
  { method: 'POST', path: '/auth/resend-verification', bodies: { email: () => ({ email: unknownEmail() }) } },
  { method: 'POST', path: '/auth/forgot-password', bodies: { email: () => ({ email: unknownEmail() }) } },
  {
    method: 'POST',
    path: '/auth/reset-password',
    bodies: { link: () => ({ email: unknownEmail(), token: wellFormedToken(), new_password: 'otro-paseo-largo-43' }) },
  },
  { method: 'GET', path: '/admin/users' },
  { method: 'GET', path: '/admin/jobs' },
  { method: 'GET', path: '/admin/jobs/:queue', params: () => ({ queue: 'email' }) },
  { method: 'POST', path: '/admin/jobs/:queue/:id/retry', params: () => ({ queue: 'email', id: 'no-such-job' }), bodies: { empty: () => ({}) } },
  {
    method: 'PUT',
    path: '/admin/users/:id/type',
    params: (f) => ({ id: f.targetUserId }),
    bodies: { type: () => ({ type: 'INFLUENCER' }) },
  },
  { method: 'POST', path: '/admin/users/:id/deactivate', params: (f) => ({ id: f.targetUserId }), bodies: { empty: () => ({}) } },
  { method: 'POST', path: '/admin/users/:id/reactivate', params: (f) => ({ id: f.targetUserId }), bodies: { empty: () => ({}) } },
  { method: 'GET', path: '/categories/types/' },
  { method: 'GET', path: '/categories/data/' },
  {
    method: 'POST',
    path: '/admin/taxonomy/:kind',
    params: () => ({ kind: 'category' }),
    bodies: {
      generatedId: () => ({ names: { es: 'Camisas', en: 'Shirts' }, typeId: '1' }),
      givenId: () => ({ id: 'otra-camisa', names: { es: 'Otra' }, typeId: '1' }),
    },
  },
  {
    method: 'PUT',
    path: '/admin/taxonomy/:kind/:id',
    params: () => ({ kind: 'season', id: 'verano' }),
    bodies: { names: () => ({ names: { es: 'Verano', fr: 'Été' } }) },
  },
  { method: 'DELETE', path: '/admin/taxonomy/:kind/:id', params: () => ({ kind: 'weather', id: 'lluvioso' }), bodies: { empty: () => ({}) } },
  { method: 'GET', path: '/admin/taxonomy/:kind', params: () => ({ kind: 'color' }) },
  {
    method: 'PUT',
    path: '/admin/taxonomy/:kind/:id/synonyms',
    params: () => ({ kind: 'color', id: 'rojo' }),
    bodies: { synonyms: () => ({ synonyms: { es: ['carmesí'], en: ['crimson', 'scarlet'] } }) },
  },
  { method: 'DELETE', path: '/admin/taxonomy/:kind/:id/synonyms', params: () => ({ kind: 'color', id: 'rojo' }), bodies: { empty: () => ({}) } },
  { method: 'GET', path: '/clothes/:id', params: async (f) => ({ id: (await catalogueFixture(f.vitrina)).clothId }) },
  // The fixture cloth has no shop URL: 404 for everyone (the redirect itself is api/analytics's own test).
  { method: 'GET', path: '/clothes/:id/more-from-brand', params: clothParams },
  { method: 'GET', path: '/clothes/:id/similar', params: clothParams },
  { method: 'GET', path: '/clothes/:id/out', params: async (f) => ({ id: (await catalogueFixture(f.vitrina)).clothId }) },
  { method: 'GET', path: '/admin/clothes' },
  { method: 'POST', path: '/admin/clothes', bodies: { forBrand: async (f) => clothBody({ brandId: (await catalogueFixture(f.vitrina)).brandId }) } },
  { method: 'PUT', path: '/admin/clothes/:id', params: clothParams, bodies: { cloth: () => clothBody() } },
  { method: 'PUT', path: '/admin/clothes/:id/visibility', params: clothParams, bodies: { visible: () => ({ visible: true }) } },
  { method: 'POST', path: '/admin/clothes/:id/follow-shop', params: clothParams, bodies: { fields: () => ({ fields: ['names'] }) } },
  { method: 'DELETE', path: '/admin/clothes/:id', params: clothParams, bodies: { empty: () => ({}) } },
  { method: 'GET', path: '/brands' },
  { method: 'GET', path: '/brands/:id', params: async (f) => ({ id: (await catalogueFixture(f.vitrina)).brandId }) },
  // Its real body is image bytes (api/catalogue/images.int.test.ts); a JSON body is refused with 415.
  { method: 'POST', path: '/admin/images', bodies: { json: () => ({}) } },
  { method: 'POST', path: '/brands/:id/click', params: async (f) => ({ id: (await catalogueFixture(f.vitrina)).brandId }), bodies: { empty: () => ({}) } },
  { method: 'GET', path: '/admin/brands' },
  { method: 'GET', path: '/profile/history' },
  { method: 'GET', path: '/recently-viewed' },
  { method: 'GET', path: '/profile' },
  // Null is a valid preference, so the probes' null is no wrong type here (a gender id is api/profile's own test).
  { method: 'PUT', path: '/profile/settings', bodies: { settings: () => ({ firstName: 'Ana', lastName: 'García', preferenceGender: null, language: 'en' }) } },
  // The booleans all true, so the probes' `true` is no wrong type for them.
  {
    method: 'PUT',
    path: '/profile/email-preferences',
    bodies: { preferences: () => ({ promotions: true, news: true, specialOffers: true, digest: 'weekly', backInStock: true }) },
  },
  // Callers are accounts made by newUser(), so its password is their current one; keeping it leaves them as they were.
  { method: 'GET', path: '/profile/export' },
  { method: 'GET', path: '/profile/sessions' },
  { method: 'DELETE', path: '/profile/sessions', bodies: { empty: () => ({}) } },
  // A handle no session has: 404 SESSION_NOT_FOUND for the signed in (api/profile/sessions.int.test.ts ends real ones).
  { method: 'DELETE', path: '/profile/sessions/:handle', params: () => ({ handle: randomBytes(16).toString('hex') }), bodies: { empty: () => ({}) } },
  { method: 'POST', path: '/profile/legal', bodies: { empty: () => ({}) } },
  { method: 'POST', path: '/profile/cookies', bodies: { version: () => ({ version: COOKIE_NOTICE_VERSION }) } },
  // A wrong password (the callers' accounts serve every row): 400 WRONG_PASSWORD, nothing erased.
  { method: 'POST', path: '/profile/erase', bodies: { password: () => ({ password: 'not-the-password-9' }) } },
  { method: 'POST', path: '/admin/users/:id/erase', params: () => ({ id: '5b0c9f1e-0000-4000-8000-00000000e4a5' }), bodies: { empty: () => ({}) } },
  { method: 'POST', path: '/profile/password', bodies: { passwords: () => ({ current_password: newUser().password, new_password: newUser().password }) } },
  { method: 'GET', path: '/search', allowed: ANYONE },
  { method: 'GET', path: '/suggestions' },
  { method: 'GET', path: '/search/suggest' },
  { method: 'POST', path: '/admin/brands', bodies: { profile: () => ({ name: 'Tejidos Andinos S.A.', brand: 'Andina', description: '', location: 'Salta' }) } },
  // Brand roles reach it; only an admin or the brand's owner changes anything, others get 404.
  {
    method: 'PUT',
    path: '/admin/brands/:id',
    params: async (f) => ({ id: (await catalogueFixture(f.vitrina)).brandId }),
    bodies: { profile: () => ({ name: 'Fixture S.A.', brand: 'Fixture', description: 'Prendas de prueba', location: 'Rosario' }) },
  },
  // The logo: `brand:edit` like the profile; the body names an image the store holds.
  {
    method: 'PUT',
    path: '/admin/brands/:id/logo',
    params: async (f) => ({ id: (await catalogueFixture(f.vitrina)).brandId }),
    bodies: { logo: () => ({ logo: FIXTURE_IMAGE }) },
  },
  // Size charts: `brand:edit` like the logo.
  {
    method: 'PUT',
    path: '/admin/brands/:id/size-charts/:categoryId',
    params: async (f) => ({ id: (await catalogueFixture(f.vitrina)).brandId, categoryId: 'vestidos' }),
    bodies: { chart: () => ({ kind: 'women-clothing', system: 'AR', rows: [{ size: '38', measures: { bust: 88 }, equivalents: {} }] }) },
  },
  {
    method: 'DELETE',
    path: '/admin/brands/:id/size-charts/:categoryId',
    params: async (f) => ({ id: (await catalogueFixture(f.vitrina)).brandId, categoryId: 'vestidos' }),
    bodies: { empty: () => ({}) },
  },
  {
    method: 'DELETE',
    path: '/admin/brands/:id/logo',
    params: async (f) => ({ id: (await catalogueFixture(f.vitrina)).brandId }),
    bodies: { empty: () => ({}) },
  },
  // An owner that is no brand account (the fixture's target user): 404 OWNER_NOT_FOUND, nothing appended.
  {
    method: 'PUT',
    path: '/admin/brands/:id/owner',
    params: async (f) => ({ id: (await catalogueFixture(f.vitrina)).brandId }),
    bodies: { owner: (f) => ({ ownerId: f.targetUserId }) },
  },
  {
    method: 'PUT',
    path: '/admin/brands/:id/prestige',
    params: async (f) => ({ id: (await catalogueFixture(f.vitrina)).brandId }),
    bodies: { prestige: () => ({ prestige: 40 }) },
  },
  { method: 'DELETE', path: '/admin/brands/:id', params: () => ({ id: '5b0c9f1e-0000-4000-8000-000000000001' }), bodies: { empty: () => ({}) } },
  { method: 'POST', path: '/admin/images/from-url', bodies: { loopback: () => ({ url: 'http://127.0.0.1:9/cloth.png' }) } },
  { method: 'GET', path: '/favorites' },
  // Favouriting and recommending need a confirmed email; removing either does not (SECURITY.md 12).
  { method: 'POST', path: '/favorites', bodies: { cloth: async (f) => ({ id: (await catalogueFixture(f.vitrina)).clothId, type: 'cloth' }) } },
  { method: 'GET', path: '/stock-alerts' },
  { method: 'POST', path: '/stock-alerts', bodies: { cloth: async (f) => ({ clothId: (await catalogueFixture(f.vitrina)).clothId, size: null }) } },
  { method: 'DELETE', path: '/stock-alerts', bodies: { cloth: async (f) => ({ clothId: (await catalogueFixture(f.vitrina)).clothId, size: null }) } },
  { method: 'DELETE', path: '/favorites', bodies: { cloth: async (f) => ({ id: (await catalogueFixture(f.vitrina)).clothId, type: 'cloth' }) } },
  // Recommending (SECURITY.md 12): influencers and admins; a cloth not among the caller's favourites is a 409.
  {
    method: 'PUT',
    path: '/favorites/:id',
    params: clothParams,
    bodies: {
      localized: () => ({ review: { es: 'La uso todo el verano.', en: 'I wear it all summer.' } }),
      text: () => ({ review: 'La uso todo el verano.' }),
    },
  },
  { method: 'DELETE', path: '/favorites/:id', params: clothParams, bodies: { empty: () => ({}) } },
  { method: 'GET', path: '/recommendations' },
  // Following and saved searches: a confirmed email to follow or save, as for favourites; undoing needs none.
  { method: 'GET', path: '/follows' },
  { method: 'GET', path: '/follows/:kind/:id', params: async (f) => ({ kind: 'brand', id: (await catalogueFixture(f.vitrina)).brandId }) },
  {
    method: 'PUT',
    path: '/follows/:kind/:id',
    params: async (f) => ({ kind: 'brand', id: (await catalogueFixture(f.vitrina)).brandId }),
    bodies: { empty: () => ({}) },
  },
  {
    method: 'DELETE',
    path: '/follows/:kind/:id',
    params: async (f) => ({ kind: 'brand', id: (await catalogueFixture(f.vitrina)).brandId }),
    bodies: { empty: () => ({}) },
  },
  { method: 'GET', path: '/saved-searches' },
  { method: 'POST', path: '/saved-searches', bodies: { search: () => ({ search: 'q=vestido&colors=rojo' }) } },
  // An id the caller keeps no search by: removing it changes nothing (204), marking it seen is a 404.
  { method: 'DELETE', path: '/saved-searches/:id', params: () => ({ id: '5b0c9f1e-0000-4000-8000-0000000005ea' }), bodies: { empty: () => ({}) } },
  { method: 'POST', path: '/saved-searches/:id/seen', params: () => ({ id: '5b0c9f1e-0000-4000-8000-0000000005ea' }), bodies: { empty: () => ({}) } },
  { method: 'GET', path: '/feed' },
  { method: 'GET', path: '/notifications' },
  { method: 'POST', path: '/notifications/read', bodies: { empty: () => ({}) } },
  { method: 'GET', path: '/magazine' },
  { method: 'GET', path: '/magazine/:id', params: async (f) => ({ id: (await magazineFixture(f.vitrina)).entryId }) },
  { method: 'GET', path: '/admin/magazine' },
  // Brand roles reach them; a brand acts on its own entries only (another brand's: 404), an admin names the brand.
  { method: 'POST', path: '/admin/magazine', bodies: { forBrand: (f) => newEntryBody(f.vitrina) } },
  {
    method: 'PUT',
    path: '/admin/magazine/:id',
    params: async (f) => ({ id: (await magazineFixture(f.vitrina)).entryId }),
    bodies: { entry: async (f) => entryBody((await magazineFixture(f.vitrina)).image) },
  },
  {
    method: 'DELETE',
    path: '/admin/magazine/:id',
    params: async (f) => ({ id: (await magazineFixture(f.vitrina)).spareEntryId }),
    bodies: { empty: () => ({}) },
  },
  // Its real body is video bytes (api/magazine/videos.int.test.ts); a JSON body is refused with 415.
  { method: 'POST', path: '/videos', bodies: { json: () => ({}) } },
  // Subscriptions: a brand acts on its own (another brand's: 404; a brand role with no brand: 404), an admin names one.
  { method: 'GET', path: '/subscription' },
  { method: 'GET', path: '/subscription/preview' },
  { method: 'POST', path: '/subscription/checkout', bodies: { plan: () => ({ tier: 'PRO', billingCycle: 'MONTHLY' }) } },
  { method: 'POST', path: '/subscription/checkout/resume', bodies: { empty: () => ({}) } },
  { method: 'POST', path: '/subscription/sync', bodies: { empty: () => ({}) } },
  { method: 'PUT', path: '/subscription/plan', bodies: { plan: () => ({ tier: 'PRO', billingCycle: 'MONTHLY' }) } },
  { method: 'POST', path: '/subscription/cancel', bodies: { empty: () => ({}) } },
  { method: 'POST', path: '/subscription/resume', bodies: { empty: () => ({}) } },
  { method: 'POST', path: '/subscription/portal', bodies: { empty: () => ({}) } },
  { method: 'GET', path: '/admin/brand' },
  // The fixture brand's plan is a grant: granting the same again changes nothing the other rows rely on.
  {
    method: 'POST',
    path: '/admin/brands/:id/grant',
    params: async (f) => ({ id: (await catalogueFixture(f.vitrina)).brandId }),
    bodies: { grant: () => ({ tier: 'ULTIMATE', expiresAt: null }) },
  },
  { method: 'DELETE', path: '/admin/brands/:id/grant', params: () => ({ id: '5b0c9f1e-0000-4000-8000-000000000002' }), bodies: { empty: () => ({}) } },
  { method: 'GET', path: '/payments/provider' },
  // The signature is the caller's proof: anyone may send, only a verified delivery is read (400 otherwise).
  // Signed links, no login, no cross-site guard (RFC 8058): a link this server did not make is a 400 (api/profile/unsubscribe.int.test.ts).
  { method: 'GET', path: '/unsubscribe' },
  { method: 'POST', path: '/unsubscribe', bodies: { link: () => ({ u: '5b0c9f1e-0000-4000-8000-0000000005eb', k: 'digest', t: wellFormedToken() }) } },
  {
    method: 'POST',
    path: '/payments/webhooks/:provider',
    params: () => ({ provider: 'test' }),
    bodies: { unsigned: () => ({ id: 'evt_1', type: 'payment.succeeded', created: 1, data: {} }) },
    allowed: ANYONE,
  },
  // The test provider's checkout desk: the brand the checkout is for, or an admin (others: 404).
  { method: 'GET', path: '/payments/test/checkouts/:id', params: () => ({ id: 'tco_5b0c9f1e-0000-4000-8000-000000000003' }) },
  {
    method: 'POST',
    path: '/payments/test/checkouts/:id/pay',
    params: () => ({ id: 'tco_5b0c9f1e-0000-4000-8000-000000000003' }),
    bodies: { card: () => ({ card: 'ok' }) },
  },
  {
    method: 'POST',
    path: '/payments/test/checkouts/:id/abandon',
    params: () => ({ id: 'tco_5b0c9f1e-0000-4000-8000-000000000003' }),
    bodies: { empty: () => ({}) },
  },
  { method: 'GET', path: '/payments/test/subscriptions/:id', params: () => ({ id: 'tsub_5b0c9f1e-0000-4000-8000-000000000004' }) },
  {
    method: 'POST',
    path: '/payments/test/subscriptions/:id/card',
    params: () => ({ id: 'tsub_5b0c9f1e-0000-4000-8000-000000000004' }),
    bodies: { card: () => ({ card: 'ok' }) },
  },
  // The dashboard: a brand's own figures (a brand role with no brand: 404), an admin names the brand.
  { method: 'GET', path: '/dashboard' },
  { method: 'GET', path: '/dashboard/export' },
  // The importer's preview reads a shop's page (here one under .invalid, which no resolver answers: refused, 400).
  { method: 'POST', path: '/importer/preview', bodies: { url: () => ({ url: 'https://tienda.invalid/coleccion' }) } },
  // "Read the shop" probes a shop's address on a thread of its own (here .invalid: nothing found, or refused).
  { method: 'POST', path: '/importer/shop', bodies: { url: () => ({ url: 'https://tienda.invalid/' }) } },
  { method: 'GET', path: '/importer' },
  { method: 'PUT', path: '/importer/config', bodies: { config: () => ({ config: importerConfigBody() }) } },
  // Not configured yet for the caller's brand (409-free: a 4xx naming IMPORTER_NOT_CONFIGURED), or a run asked for.
  { method: 'POST', path: '/importer/runs', bodies: { empty: () => ({}) } },
  { method: 'POST', path: '/importer/runs/:runId/cancel', params: () => ({ runId: 'no-such-run' }), bodies: { empty: () => ({}) } },
  { method: 'GET', path: '/news' },
  { method: 'GET', path: '/admin/news' },
  { method: 'POST', path: '/admin/news', bodies: { slide: (f) => slideBody(f.vitrina) } },
  { method: 'PUT', path: '/admin/news/order', bodies: { current: async (f) => ({ ids: await currentOrder(f.vitrina) }) } },
  {
    method: 'PUT',
    path: '/admin/news/:id',
    params: async (f) => ({ id: (await newsFixture(f.vitrina)).slideId }),
    bodies: { slide: (f) => slideBody(f.vitrina) },
  },
  { method: 'DELETE', path: '/admin/news/:id', params: async (f) => ({ id: (await newsFixture(f.vitrina)).spareSlideId }), bodies: { empty: () => ({}) } },
  // The api described (OpenAPI 3.1); its reference page /docs/ is static files, like the images (api/openapi/routes.ts).
  { method: 'GET', path: '/openapi.json', allowed: ANYONE },
];

export const routeKey = (row: Pick<RouteRow, 'method' | 'path'>) => `${row.method} ${row.path}`;

const policies = new Map(API_OPERATIONS.flatMap((operation) => (operation.policy ? [[routeKey(operation), operation.policy] as const] : [])));

/** The rows with their callers: a record's policy, or a row's own where its route has none (never both). */
export const ROUTES: readonly RouteRow[] = ROWS.map((row) => {
  const policy = policies.get(routeKey(row));
  if (policy && (row.allowed || row.verifiedEmail))
    throw new Error(`${routeKey(row)}: its endpoint's policy says who may call it; the table must not say it again`);
  if (policy) return { ...row, allowed: policy.admits, ...(policy.verified ? { verifiedEmail: true as const } : {}) };
  if (!row.allowed) throw new Error(`${routeKey(row)}: no policy says who may call it`);
  return { ...row, allowed: row.allowed };
});

export async function concretePath(row: RouteRow, fixtures: RouteFixtures): Promise<string> {
  const params = row.params ? await row.params(fixtures) : {};
  return row.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${routeKey(row)}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** The first body of a row, or none for a route without one. */
export async function firstBody(row: RouteRow, fixtures: RouteFixtures): Promise<Record<string, unknown> | undefined> {
  const make = row.bodies ? Object.values(row.bodies)[0] : undefined;
  return make ? make(fixtures) : undefined;
}

interface RouterLayer {
  /** The path a router is mounted at (`app.use('/images', …)`). */
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/**
 * The routes the running api really serves, read from Express's router stack (feature routers are mounted at
 * the api's root, so a route's own path is its path under /api).
 */
export function servedRoutes(vitrina: TestVitrina): string[] {
  const app = vitrina.vitrina.server!.listeners('request')[0] as unknown as { router: { stack: RouterLayer[] } };
  const keys: string[] = [];
  const walk = (stack: RouterLayer[], top = false) => {
    for (const layer of stack) {
      // Only the api is this table's: the image router at /images serves public files by content hash.
      if (top && layer.rawPath !== undefined && layer.rawPath !== '/api') continue;
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') keys.push(`${method.toUpperCase()} ${layer.route.path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk(app.router.stack, true);
  return keys.sort();
}

/** Registers the accounts the rows act on (without logging in: each hash costs tens of milliseconds). */
export async function routeFixtures(vitrina: TestVitrina): Promise<RouteFixtures> {
  const captcha = () => vitrina.client().captcha();
  const register = async () => {
    const user = newUser({ language: 'en' });
    const answer = await vitrina.client(freshIp()).post('/auth/register', { ...user, token: await captcha() });
    if (answer.status !== 201) throw new Error(`registration failed: ${JSON.stringify(answer.body)}`);
    return { user, userId: (await userIdByEmail(vitrina.vitrina.runtime, user.email))! };
  };
  const [target, login] = await Promise.all([register(), register()]);
  return { vitrina, targetUserId: target.userId, login: { email: login.user.email, password: login.user.password }, captcha };
}
