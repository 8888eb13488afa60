import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { test as base, type Page } from '@playwright/test';
import { waitForMail, type OutboxMail } from '@vitrina/infra/mail/outbox-reader';

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
});
export { expect } from '@playwright/test';

/** The data folder the e2e server runs on (see playwright.config.ts), and its outbox. */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUTBOX = path.resolve(HERE, '../.tmp/data/outbox');

export function mailTo(email: string, subject?: RegExp): Promise<OutboxMail> {
  return waitForMail(OUTBOX, (mail) => mail.to.includes(email) && (!subject || subject.test(mail.subject)), 15_000);
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

/**
 * Gives an account a type the way an operator makes the first admin (`npm run user:type`), on the e2e server's
 * data folder; the running server reads the event from the shared log. Sessions of that account end.
 */
export function setUserType(email: string, type: 'USER' | 'INFLUENCER' | 'BRAND' | 'BRANDSMODERATOR' | 'SITEADMIN' | 'ADMIN'): void {
  const root = path.resolve(HERE, '../..');
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/set-user-type.ts', email, type], {
    cwd: root,
    env: { ...process.env, DATA_DIR: path.resolve(HERE, '../.tmp/data'), LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}
