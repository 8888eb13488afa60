import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash, randomInt } from 'node:crypto';
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import sharp from 'sharp';
import { solveAltcha } from '@vitrina/testkit/infra/captcha/altcha-solver';
import { readOutbox, waitForMail, type OutboxMail } from '@vitrina/testkit/infra/mail/outbox-reader';

/**
 * Each journey comes from an address of its own (the api trusts X-Forwarded-For from loopback), as different
 * people would: per-address limits such as registrations per hour then hold per journey, not for the whole run.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const [a = 0, b = 0] = createHash('sha256').update(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`).digest();
    await use({ 'X-Forwarded-For': `198.18.${a}.${b}` });
  },
  // A text whose message the page's dictionary lacks shows its id instead (the app says so in the console:
  // web/src/i18n/I18nProvider.tsx reportIntlError); every journey fails on one, in whichever page of its context.
  context: async ({ context }, use) => {
    const missing: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('MISSING_TRANSLATION')) missing.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
    });
    await use(context);
    expect(missing, 'messages missing from the dictionary a page loaded').toEqual([]);
  },
});
export { expect };

/** The header the api asks of every write (its CSRF guard), as the site sends it. */
export const WRITE = { 'X-Requested-With': 'vitrina' };

/** The data folder the e2e server runs on (see playwright.config.ts), and its outbox. */
const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The e2e server's data folder (E2E_DATA_DIR when a run has its own: playwright.config.ts). */
const DATA = process.env.E2E_DATA_DIR ? path.resolve(HERE, '../..', process.env.E2E_DATA_DIR) : path.resolve(HERE, '../.tmp/data');
const OUTBOX = path.join(DATA, 'outbox');

export function mailTo(email: string, subject?: RegExp): Promise<OutboxMail> {
  return waitForMail(OUTBOX, (mail) => mail.to.includes(email) && (!subject || subject.test(mail.subject)), 15_000);
}

/** The path of the newest email-confirmation link sent to `email`, once at least `count` such emails have come. */
export async function confirmationLink(email: string, count = 1): Promise<string> {
  let links: string[] = [];
  await expect(async () => {
    const mails = (await readOutbox(OUTBOX)).filter((mail) => mail.to.includes(email));
    links = mails.flatMap((mail) => mail.links.filter((href) => new URL(href).pathname === '/verify-email'));
    expect(links.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 15_000 });
  const link = new URL(links.at(-1)!);
  return `${link.pathname}${link.search}`;
}

/**
 * Confirms an account's email as its owner would, by the link in the confirmation email (over the api): an
 * unconfirmed account may log in but not favourite or recommend.
 */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(await confirmationLink(email), 'http://vitrina.invalid');
  const answer = await request.post('/api/auth/verify-email', { headers: WRITE, data: { email, token: link.searchParams.get('token') } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Reads the page in `language` unless one was chosen already, with the cookie notice already accepted. */
export async function readIn(page: Page, language: 'en' | 'es'): Promise<void> {
  await page.addInitScript((read) => {
    if (!localStorage.getItem('user-lang')) localStorage.setItem('user-lang', read);
    localStorage.setItem('cookie-consent', 'accepted');
  }, language);
}

/** Reads the page in English (the spec's texts) with the cookie notice already accepted. */
export function inEnglish(page: Page): Promise<void> {
  return readIn(page, 'en');
}

let counter = 0;
export function uniqueAccount(prefix: string) {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { username: `${prefix}${id}`, email: `${prefix}.${id}@example.com`, password: 'lino-y-seda-2026' };
}
export type Account = ReturnType<typeof uniqueAccount>;

/**
 * A made-up word for one test's clothes: random letters, so two tests running at once never get words within the
 * search's typo tolerance of each other (parts of a username made at the same moment differ by a letter or two).
 */
export function uniqueWord(prefix: string): string {
  return prefix + Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}
type Credentials = Pick<Account, 'email' | 'password'>;

/** Registers an account the way the browser would (terms accepted), solving the captcha in Node: `request` is then signed in as it. */
export async function register(request: APIRequestContext, data: Record<string, unknown>): Promise<void> {
  const challenge = await (await request.get('/api/auth/captcha')).json();
  const registered = await request.post('/api/auth/register', {
    headers: WRITE,
    data: { ...data, acceptedTerms: true, token: solveAltcha(challenge.challenge) },
  });
  expect(registered.status(), await registered.text()).toBe(201);
}

type Person = { firstName?: string; lastName?: string; dateOfBirth?: string; language?: string };

/** Registers a person (a USER account); the names are theirs where a journey reads them back. */
export function registerShopper(request: APIRequestContext, account: Account, person: Person = {}): Promise<void> {
  return register(request, { type: 'USER', ...account, firstName: 'Olga', lastName: 'Paz', dateOfBirth: '1988-10-02', acceptedPrivacy: true, ...person });
}

/**
 * A person new to the site (registerShopper, leaving `request` signed in as them), their email confirmed by its link
 * when `confirmed`, then given `type` the way an operator gives one (promote).
 */
export async function newPerson(
  request: APIRequestContext,
  prefix: string,
  { confirmed = false, type, ...person }: Person & { confirmed?: boolean; type?: Parameters<typeof setUserType>[1] } = {},
): Promise<Account> {
  const account = uniqueAccount(prefix);
  await registerShopper(request, account, person);
  if (confirmed) await confirmEmail(request, account.email);
  if (type) await promote(request, account, type);
  return account;
}

/** Signs `request` in (its cookie jar is the browser's only when a journey shares it). */
export async function apiSignIn(request: APIRequestContext, account: Credentials): Promise<void> {
  const answer = await request.post('/api/auth/login', { headers: WRITE, data: { email: account.email, password: account.password } });
  expect(answer.status(), await answer.text()).toBe(200);
}

type Brand = { name: string; brand: string; description: string; location: string };

/**
 * Registers a brand on the basic monthly plan, signs it in on `request` and pays for the plan. Its brand name is
 * `brand.brand` followed by the account's username, so that each journey's brand is its own.
 */
export async function registerBrand(request: APIRequestContext, prefix: string, brand: Brand): Promise<{ account: Account; brandName: string }> {
  const account = uniqueAccount(prefix);
  const brandName = `${brand.brand} ${account.username}`;
  await register(request, { type: 'BRAND', ...account, brand: { ...brand, brand: brandName }, subscription: { tier: 'BASIC', billingCycle: 'MONTHLY' } });
  await apiSignIn(request, account);
  await payForPlan(request, { tier: 'BASIC', billingCycle: 'MONTHLY' });
  return { account, brandName };
}

/** Pays for a plan as the brand signed in on `request`: a checkout, then the test provider's desk with a good card. */
export async function payForPlan(request: APIRequestContext, plan: { tier: string; billingCycle: string }): Promise<void> {
  const started = await request.post('/api/subscription/checkout', { headers: WRITE, data: plan });
  expect(started.status(), await started.text()).toBe(201);
  const checkoutId = new URL((await started.json()).url).pathname.split('/').pop();
  const paid = await request.post(`/api/payments/test/checkouts/${checkoutId}/pay`, { headers: WRITE, data: { card: 'ok' } });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** Uploads a plain 500 × 800 photo of one colour as the brand signed in on `request`. */
export async function uploadPhoto(request: APIRequestContext, colour: string): Promise<{ name: string; thumb: string }> {
  const photo = await sharp({ create: { width: 500, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const uploaded = await request.post('/api/admin/images', { headers: { ...WRITE, 'Content-Type': 'image/png' }, data: photo });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return uploaded.json();
}

/** A text in Spanish and in English, each followed by `word` (the made-up word a journey tells its own clothes and stories by). */
export const inBoth = (word: string, es: string, en: string) => ({ es: `${es} ${word}`, en: `${en} ${word}` });

/** A cloth as a brand adds it (POST /api/admin/clothes); addCloth makes it a woman's garment (type 1) unless it says otherwise. */
export type Cloth = { names: Record<string, string>; categoryId: string; price: number; [field: string]: unknown };

/** Adds a cloth as the brand signed in on `request`: its id and revision. */
export async function addCloth(request: APIRequestContext, cloth: Cloth): Promise<{ id: string; revision: number }> {
  const created = await request.post('/api/admin/clothes', { headers: WRITE, data: { typeId: '1', gender: 'mujer', ...cloth } });
  expect(created.status(), await created.text()).toBe(201);
  return created.json();
}

/** Clothes named `[spanish, english, categoryId]` followed by `word` in both languages, each with `fields` besides. */
export const clothesNamed = (
  word: string,
  fields: { price: number; [field: string]: unknown },
  names: ReadonlyArray<readonly [string, string, string]>,
): Cloth[] => names.map(([es, en, categoryId]) => ({ ...fields, names: inBoth(word, es, en), categoryId }));

/**
 * A brand (registerBrand: signed in on `request`) with `clothes`, each showing one photo of `colour` unless it has
 * images of its own: the photo, and the clothes' ids in their order.
 */
export async function brandWithClothes(request: APIRequestContext, prefix: string, brand: Brand, colour: string, clothes: Cloth[]) {
  const { account, brandName } = await registerBrand(request, prefix, brand);
  const image = await uploadPhoto(request, colour);
  const clothIds: string[] = [];
  for (const cloth of clothes) clothIds.push((await addCloth(request, { images: [{ name: image.name, thumb: image.thumb }], ...cloth })).id);
  return { account, brandName, image, clothIds };
}

/** Clothes for the filters to count, named with `word`: two dresses, a skirt and a man's shirt. */
export const clothesToFilter = (word: string): Cloth[] => [
  { names: { es: `Vestido ${word}` }, categoryId: 'vestidos', gender: 'mujer', price: 30_000 },
  { names: { es: `Vestido largo ${word}` }, categoryId: 'vestidos', gender: 'mujer', price: 45_000 },
  { names: { es: `Falda ${word}` }, categoryId: 'faldas', gender: 'mujer', price: 20_000 },
  { names: { es: `Camisa ${word}` }, categoryId: 'camisas', gender: 'hombre', price: 25_000 },
];

/** Publishes a magazine entry (an image one unless it says otherwise) as the brand signed in on `request`: its id. */
export async function addStory(request: APIRequestContext, story: Record<string, unknown>): Promise<string> {
  const published = await request.post('/api/admin/magazine', { headers: WRITE, data: { contentType: 'image', ...story } });
  expect(published.status(), await published.text()).toBe(201);
  return (await published.json()).id;
}

/**
 * Waits until the search finds `count` clothes for `word` (the index follows the catalogue within moments), asked as
 * the account signed in on `request`: a guest's searches would spend the free ones.
 */
export async function untilIndexed(request: APIRequestContext, word: string, count: number): Promise<void> {
  await expect.poll(async () => (await (await request.get(`/api/search?q=${word}&pageSize=50`)).json()).total, { timeout: 15_000 }).toBe(count);
}

/** Opens `address` again until it lists `count` `results`: a search the index has caught up with. */
export async function openUntilListed(page: Page, address: string, results: Locator, count: number): Promise<void> {
  await expect(async () => {
    await page.goto(address);
    await expect(results).toHaveCount(count, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** A value of a filter group as the filters panel shows it: its checkbox, labelled with its name and count. */
export const filterOption = (panel: Locator, group: string, name: string) =>
  panel.getByRole('group', { name: group }).getByRole('checkbox', { name: new RegExp(`^${name}`) });

/** The WCAG 2.1 A and AA rules of axe. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical WCAG findings of axe on what the page shows now. */
export async function blockingAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/** Fills and sends the login form of the page the browser is on. */
export async function fillLogin(page: Page, account: Credentials): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Signs in through /login and waits for the landing: `next`, or without one wherever / leads (it depends on the
 * host name), so only off /login.
 */
export async function signIn(page: Page, account: Credentials, next?: string): Promise<void> {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await fillLogin(page, account);
  if (next) await expect(page).toHaveURL(new RegExp(`${next.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
  else await expect(page).not.toHaveURL(/\/login/);
}

/** Adds a job (one try) to the e2e server's queue from another process; the server's worker runs it. */
export function enqueueJob(queue: string, name: string, id: string, data: unknown): void {
  const root = path.resolve(HERE, '../..');
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['e2e/fixtures/enqueue-job.ts', queue, name, id, JSON.stringify(data)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: DATA, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

/**
 * Gives an account a type the way an operator makes the first admin (`npm run user:type`), on the e2e server's
 * data folder; the running server reads the event from the shared log. Sessions of that account end.
 */
export function setUserType(email: string, type: 'USER' | 'INFLUENCER' | 'BRAND' | 'BRANDSMODERATOR' | 'SITEADMIN' | 'ADMIN'): void {
  const root = path.resolve(HERE, '../..');
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/set-user-type.ts', email, type], {
    cwd: root,
    env: { ...process.env, DATA_DIR: DATA, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

/** setUserType, then signs the account in on `request` once the server answers with the new type. */
export async function promote(request: APIRequestContext, account: Credentials, type: Parameters<typeof setUserType>[1]): Promise<void> {
  setUserType(account.email, type);
  await expect(async () => {
    await apiSignIn(request, account);
    expect((await (await request.get('/api/auth/me')).json()).type).toBe(type);
  }).toPass({ timeout: 15_000 });
}
