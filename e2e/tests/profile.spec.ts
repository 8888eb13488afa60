import { expect, inEnglish, newPerson, signIn, test } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

test('a person changes their settings and email preferences on /profile, and after a reload they are still there, in the chosen language', async ({
  page,
  request,
}) => {
  const account = await newPerson(request, 'perfil', { firstName: 'Olga', lastName: 'Paz', dateOfBirth: '1988-10-02', language: 'en' });

  await signIn(page, account, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${account.username} (${account.email})`)).toBeVisible();

  // Settings: names, the gender suggestions start from, and the language, which the whole site then speaks.
  await expect(page.getByLabel('First name')).toHaveValue('Olga');
  await page.getByLabel('First name').fill('Lucía');
  await page.getByLabel('Last name').fill('Fernández');
  await page.getByLabel('Preferred gender').selectOption({ label: 'Women' });
  await page.getByLabel('Preferred language').selectOption('it');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Impostazioni salvate.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Il tuo profilo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  // Email preferences, each saved as it is flipped (now in Italian).
  const promotions = page.getByRole('switch', { name: 'Promozioni' });
  const specialOffers = page.getByRole('switch', { name: 'Offerte speciali' });
  await expect(promotions).toHaveAttribute('aria-checked', 'false');
  await expect(specialOffers).toHaveAttribute('aria-checked', 'true');
  await promotions.click();
  await expect(promotions).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Preferenze email salvate.').first()).toBeVisible();
  await specialOffers.click();
  await expect(specialOffers).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Preferenze email salvate.')).toHaveCount(2);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Il tuo profilo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Lucía');
  await expect(page.getByLabel('Cognome')).toHaveValue('Fernández');
  await expect(page.getByLabel('Genere preferito')).toHaveValue('mujer');
  await expect(page.getByLabel('Lingua preferita')).toHaveValue('it');
  await expect(page.getByRole('switch', { name: 'Promozioni' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Novità' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Offerte speciali' })).toHaveAttribute('aria-checked', 'false');
  // The session carries the preferred gender, which home suggestions start from.
  expect(await page.evaluate('localStorage.getItem("preferenceGender")')).toBe('mujer');
});
