import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash, randomInt } from 'node:crypto';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
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

/** Reads the page in English (the spec's texts) with the cookie notice already accepted. */
export async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('user-lang')) localStorage.setItem('user-lang', 'en');
    localStorage.setItem('cookie-consent', 'accepted');
  });
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
