import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { waitForMail, type OutboxMail } from '@vitrina/infra/mail/outbox-reader';

/** The data folder the e2e server runs on (see playwright.config.ts), and its outbox. */
const OUTBOX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp/data/outbox');

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
