import { expect, inEnglish, promote, registerShopper, signIn, test, uniqueAccount } from './support';

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
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('I have read and accept the Terms and Conditions').check();
  await dialog.getByRole('button', { name: 'Create User and Brand' }).click();

  // The plan chosen at registration is paid at once, in Vitrina's own test checkout.
  await expect(page).toHaveURL(/\/checkout\/test\/tco_/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('radio', { name: /Pays$/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const card = page.getByRole('region', { name: /subscription/i });
  await expect(card.getByText(/Active — renews on/)).toBeVisible();
  await expect(card.getByText('Basic', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Change plan' }).click();
  const change = page.getByRole('dialog');
  await change.getByRole('radio', { name: 'Pro', exact: true }).check();
  await expect(change.getByText(/You pay .* now \(prorated/)).toBeVisible();
  await change.getByRole('button', { name: 'Confirm change' }).click();
  await expect(card.getByText('Pro', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Cancel plan' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm.getByText(/stays active until/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, cancel my plan' }).click();
  await expect(card.getByText(/Active — ends on .* \(cancelled\)/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resume plan' })).toBeVisible();

  // An admin finds the brand in users and brands, with its plan and status.
  const admin = uniqueAccount('jefa');
  await registerShopper(request, admin);
  await promote(request, admin, 'ADMIN');
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
  await context.close();
});
