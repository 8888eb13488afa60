import type { Page } from '@playwright/test';
import { type Account, expect, fillLogin, inEnglish, mailTo, newPerson, signIn, test, uniqueAccount } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

async function fillAccountStep(page: Page, account: Account, person: boolean) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  if (person) {
    await dialog.getByLabel('First name').fill('Lucía');
    await dialog.getByLabel('Last name').fill('Fernández');
    await dialog.getByLabel('Day').selectOption('7');
    await dialog.getByLabel('Month').selectOption('4');
    await dialog.getByLabel('Year').selectOption('1994');
  }
}

test('a person registers through the wizard, is signed in at once, verifies by email, logs in again, stays in after a reload, logs out', async ({ page }) => {
  const account = uniqueAccount('lucia');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();

  // Each step advances only when it validates.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Username is required')).toBeVisible();
  await fillAccountStep(page, account, true);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('You must accept the Terms and Conditions to create an account')).toBeVisible();
  await dialog.getByLabel('I have read and accept the Terms and Conditions').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('You must accept the privacy policy and cookies to create an account.')).toBeVisible();
  await dialog.getByLabel('I have read and accept the privacy policy and the use of cookies').check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  // Signed in by the registration, no login form to fill: the header names her, the notice says what waits for the email.
  await expect(
    page.getByText(`Account created: you are signed in. To save favourites, confirm your email with the link we sent to ${account.email}.`),
  ).toBeVisible({ timeout: 20_000 });
  const profile = page.getByRole('link', { name: `${account.username}'s profile` });
  await expect(profile).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('region', { name: 'Confirm your email' })).toBeVisible();

  const mail = await mailTo(account.email, /confirm|verify/i);
  const link = mail.links.find((href) => href.includes('/verify-email'))!;
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText('Your email is verified. Welcome to Vitrina!')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(profile).toHaveCount(0);

  await page.goto('/login');
  await fillLogin(page, { email: account.email, password: 'wrong-password-1' });
  await expect(page.getByText('Login error')).toBeVisible();
  await expect(page.getByText('Username or password is incorrect')).toBeVisible();
  await fillLogin(page, account);
  await expect(profile).toBeVisible();

  await page.reload();
  await expect(profile).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(profile).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: `${account.username}'s profile` })).toHaveCount(0);
});

test('a brand registers through the four steps, is sent to pay, and can resume the checkout from the admin area', async ({ page }) => {
  const account = uniqueAccount('marca');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Register a brand instead' }).click();
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
  await fillAccountStep(page, account, false);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Legal name is required')).toBeVisible();
  await dialog.getByLabel('Legal name').fill('Hilanderías del Plata S.R.L.');
  await dialog.getByLabel('Brand name').fill(`Plata ${account.username}`);
  await dialog.getByLabel('Location').fill('Montevideo');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please select a subscription plan before continuing.')).toBeVisible();
  for (const price of ['$9 a month', '$90 a year', '$29 a month', '$290 a year', '$59 a month', '$590 a year']) {
    await expect(dialog.getByText(price)).toBeVisible();
  }
  await dialog.getByRole('radio', { name: 'Yearly' }).check();
  await dialog.getByRole('radio', { name: 'Pro', exact: true }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('I have read and accept the Terms and Conditions').check();
  await dialog.getByRole('button', { name: 'Create User and Brand' }).click();
  // The new brand is signed in and sent to pay for its plan; leaving the checkout, it can resume it from the admin area.
  await expect(page).toHaveURL(/\/checkout\/test\/tco_/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  // The dashboard reads ?checkout=left once and takes it out of the address, so the address is checked after the notice.
  await expect(page.getByText('You left the checkout; you can resume it here.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Resume checkout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
});

test('forgot password → reset through the emailed link → log in with the new password', async ({ page, request }) => {
  const account = await newPerson(request, 'olvido');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText('If the email exists, a reset link will be sent.')).toBeVisible();

  const mail = await mailTo(account.email, /password|contraseña/i);
  const link = mail.links.find((href) => href.includes('reset_token'))!;
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const reset = page.getByRole('dialog');
  await reset.getByLabel('New password').fill('abc');
  await reset.getByLabel('Confirm password').fill('abc');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(reset.getByText('Password must be at least 6 characters')).toBeVisible();
  await reset.getByLabel('New password').fill('nueva-coleccion-9');
  await reset.getByLabel('Confirm password').fill('nueva-coleccion-8');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(reset.getByText('Passwords do not match')).toBeVisible();
  await reset.getByLabel('Confirm password').fill('nueva-coleccion-9');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await signIn(page, { email: account.email, password: 'nueva-coleccion-9' });
  await expect(page.getByRole('link', { name: `${account.username}'s profile` })).toBeVisible();
});

test('a guest sent from /profile to log in comes back to /profile', async ({ page, request }) => {
  const account = await newPerson(request, 'vuelta');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile/);
  await fillLogin(page, account);
  await expect(page).toHaveURL(/\/profile$/);
});
