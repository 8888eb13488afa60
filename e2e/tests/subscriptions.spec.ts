import type { Locator, Page } from '@playwright/test';
import { apiSignIn, expect, inEnglish, newPerson, register, signIn, test, uniqueAccount } from './support';

/** Every amount in the payment history shows whole on a phone: visible and within the screen's width. */
async function amountsWithinScreen(page: Page, history: Locator, amount: RegExp): Promise<void> {
  const width = page.viewportSize()!.width;
  const rows = history.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const cell = row.getByText(amount);
    await expect(cell).toBeVisible();
    const box = (await cell.boundingBox())!;
    expect(box.x, `${await cell.textContent()} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await cell.textContent()} ends on the screen`).toBeLessThanOrEqual(width);
  }
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * The brands' side, paid for: a brand registers, pays in the test provider's checkout, sees its active plan and its
 * renewal date on the dashboard, upgrades after seeing the prorated price, and cancels after confirming; an admin
 * then finds the brand in users and brands with its plan.
 */
test('a brand registers, pays in the test checkout, upgrades and cancels; an admin sees its plan', async ({ page, request, browser }) => {
  test.setTimeout(60_000);
  await inEnglish(page);
  const account = uniqueAccount('pago');
  const brandName = `Telar ${account.username}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Register a brand instead' }).click();
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Legal name').fill('Telares del Norte S.A.');
  await dialog.getByLabel('Brand name').fill(brandName);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: 'Monthly' }).check();
  await dialog.getByRole('radio', { name: 'Basic', exact: true }).check();
  // Amounts read one way wherever they appear: here, at the checkout, on the card and in the history.
  await expect(dialog.getByText('$9 a month', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('I have read and accept the Terms and Conditions').check();
  await dialog.getByRole('button', { name: 'Create User and Brand' }).click();

  // The plan chosen at registration is paid at once, in Vitrina's own test checkout.
  await expect(page).toHaveURL(/\/checkout\/test\/tco_/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('$9 a month', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: /Pays$/ }).check();
  await page.getByRole('button', { name: 'Pay $9', exact: true }).click();

  // The greeting shows once: the address forgets ?checkout=done, and the notice goes when dismissed.
  const card = page.getByRole('region', { name: /subscription/i });
  const greeting = card.getByText(/^Payment received\./);
  await expect(greeting).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await card.getByRole('button', { name: 'Dismiss this message' }).click();
  await expect(greeting).toBeHidden();
  await expect(card.getByText(/Active — renews on/)).toBeVisible();
  await expect(card.getByText('Basic', { exact: true })).toBeVisible();
  await expect(card.getByText('$9 a month', { exact: true })).toBeVisible();
  const history = card.getByRole('table', { name: 'Payments' });
  await expect(history.locator('tbody tr')).toHaveCount(1);
  await expect(history.locator('tbody tr').first()).toContainText('$9');

  await card.getByRole('button', { name: 'Change plan' }).click();
  const change = page.getByRole('dialog');
  await change.getByRole('radio', { name: 'Pro', exact: true }).check();
  await expect(change.getByText('$29 a month', { exact: true })).toBeVisible();
  await expect(change.getByText(/^You pay \$\d+(\.\d\d)? now \(prorated for the rest of this period\) and then \$29 a month\.$/)).toBeVisible();
  await change.getByRole('button', { name: 'Confirm change' }).click();
  await expect(card.getByText('Pro', { exact: true })).toBeVisible();
  await expect(card.getByText('$29 a month', { exact: true })).toBeVisible();
  // The upgrade's proration is a payment of its own, for the plan upgraded to.
  await expect(history.locator('tbody tr')).toHaveCount(2);
  const proration = history.locator('tbody tr').first();
  await expect(proration).toContainText('Proration for a plan change');
  await expect(proration).toContainText('Pro · Monthly');
  await expect(proration.getByText(/^\$\d+(\.\d\d)?$/)).toBeVisible();

  // The test provider's card page names the same amount.
  await card.getByRole('button', { name: 'Update card' }).click();
  await expect(page.getByText('Your Pro plan is billed $29 to this card.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();

  // On a phone each payment stands as a card: no amount is cut off or pushed off the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await amountsWithinScreen(page, history, /^\$\d+(\.\d\d)?$/);
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole('button', { name: 'Cancel plan' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm.getByText(/stays active until/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, cancel my plan' }).click();
  await expect(card.getByText(/Active — ends on .* \(cancelled\)/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resume plan' })).toBeVisible();

  // An admin finds the brand in users and brands, with its plan and status.
  const admin = await newPerson(request, 'jefa', { type: 'ADMIN' });
  const context = await browser.newContext();
  const adminPage = await context.newPage();
  await inEnglish(adminPage);
  await signIn(adminPage, admin, '/admin/users/brands');
  await adminPage.getByRole('searchbox', { name: 'Search by brand name' }).fill(brandName);
  await adminPage.getByRole('searchbox', { name: 'Search by brand name' }).press('Enter');
  const row = adminPage.getByRole('row', { name: new RegExp(brandName) });
  await expect(row).toBeVisible();
  await expect(row.getByText(/Pro/)).toBeVisible();
  await expect(row.getByText(/Active/)).toBeVisible();
  // On a phone the brands table stands as cards too: each value of the row within the screen.
  await adminPage.setViewportSize({ width: 390, height: 844 });
  for (const value of [row.getByText(brandName), row.getByText(account.username, { exact: true }), row.getByText(/Active/)]) {
    await expect(value).toBeInViewport();
    const box = (await value.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await context.close();
});

/**
 * The same in Spanish: a brand that registered without paying chooses its plan on the dashboard, pays in the test
 * checkout and reads the amount the same way on the picker, the checkout, the card, the history and its card page.
 */
test('a brand reading Spanish sees every amount of its plan written the same way', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('user-lang', 'es');
    localStorage.setItem('cookie-consent', 'accepted');
  });
  const account = uniqueAccount('peso');
  const brand = { name: 'Tejidos del Sur S.R.L.', brand: `Tejidos ${account.username}`, description: 'Lana', location: 'Bariloche' };
  await register(page.request, { type: 'BRAND', ...account, brand, subscription: { tier: 'BASIC', billingCycle: 'MONTHLY' } });
  await apiSignIn(page.request, account);

  await page.goto('/admin/dashboard');
  const card = page.getByRole('region', { name: /suscripción/i });
  await card.getByRole('button', { name: 'Pagar ahora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Elige tu plan' });
  await dialog.getByRole('radio', { name: 'Pro', exact: true }).check();
  await expect(dialog.getByText('US$ 29 al mes', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Ir al pago' }).click();

  await expect(page).toHaveURL(/\/checkout\/test\/tco_/, { timeout: 20_000 });
  await expect(page.getByText('US$ 29 al mes', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar US$ 29', exact: true }).click();

  await expect(card.getByText(/^Pago recibido\./)).toBeVisible();
  await expect(card.getByText(/Activo — se renueva el/)).toBeVisible();
  await expect(card.getByText('US$ 29 al mes', { exact: true })).toBeVisible();
  const history = card.getByRole('table', { name: 'Pagos' });
  await expect(history.locator('tbody tr')).toHaveCount(1);
  await expect(history.locator('tbody tr').first().getByText('US$ 29', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await amountsWithinScreen(page, history, /^US\$\s\d+(,\d\d)?$/);
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole('button', { name: 'Actualizar tarjeta' }).click();
  await expect(page.getByText('Tu plan Pro se cobra US$ 29 a esta tarjeta.')).toBeVisible();
});

/**
 * Resume works from every state: a brand whose card is declined leaves the checkout ("Cancel and go back"), comes
 * back to the dashboard, resumes, and pays — on a phone and on a desktop. The checkout it left is closed, so
 * "Resume checkout" opens a new one for the same plan.
 */
for (const width of [390, 1280]) {
  test(`a brand declined at the checkout leaves, resumes and pays (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await inEnglish(page);
    const account = uniqueAccount('vuelta');
    const brand = { name: 'Hilados del Oeste S.A.', brand: `Hilados ${account.username}`, description: 'Algodón', location: 'Mendoza' };
    await register(page.request, { type: 'BRAND', ...account, brand, subscription: { tier: 'PRO', billingCycle: 'MONTHLY' } });
    await apiSignIn(page.request, account);

    await page.goto('/admin/dashboard');
    const card = page.getByRole('region', { name: /subscription/i });
    await card.getByRole('button', { name: 'Pay now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
    await dialog.getByRole('radio', { name: 'Pro', exact: true }).check();
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page).toHaveURL(/\/checkout\/test\/tco_/, { timeout: 20_000 });
    const first = page.url();
    await page.getByRole('radio', { name: /Declined: insufficient funds$/ }).check();
    await page.getByRole('button', { name: 'Pay $29', exact: true }).click();
    await expect(page.getByText('Your card was declined. Try another card.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel and go back' }).click();

    await expect(page).toHaveURL(/\/admin\/dashboard/);
    // The refusal's reason, in the reader's language: the provider's code, not its English words.
    await expect(card.getByText(/The card did not have enough funds\./)).toBeVisible();
    await card.getByRole('button', { name: 'Resume checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/tco_/, { timeout: 20_000 });
    expect(page.url()).not.toBe(first);
    await page.getByRole('radio', { name: /Pays$/ }).check();
    await page.getByRole('button', { name: 'Pay $29', exact: true }).click();

    await expect(card.getByText(/^Payment received\./)).toBeVisible();
    await expect(card.getByText(/Active — renews on/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Resume checkout' })).toHaveCount(0);
    const history = card.getByRole('table', { name: 'Payments' });
    await expect(history.locator('tbody tr')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
