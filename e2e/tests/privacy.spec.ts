import { readFileSync } from 'node:fs';
import { WRITE, brandWithClothes, expect, inEnglish, newPerson, signIn, test, uniqueWord } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

/**
 * People's data rights: an influencer downloads everything Vitrina holds about them, then deletes their account;
 * they are signed out, and their review is gone from /home.
 */
test('a person downloads their data, then deletes their account: signed out, and their review gone from /home', async ({ page, request }) => {
  test.setTimeout(90_000);
  const cloth = `Linen shirt ${uniqueWord('')}`;
  const brand = { name: 'Datos S.A.', brand: 'Datos', description: 'Lino', location: 'Salta' };
  const { clothIds } = await brandWithClothes(request, 'datosmarca', brand, '#708090', [
    { names: { es: `Camisa ${cloth}`, en: cloth }, categoryId: 'camisas', price: 41_000 },
  ]);
  const clothId = clothIds[0]!;

  const person = await newPerson(request, 'olvido', { firstName: 'Olvido', lastName: 'Pérez', dateOfBirth: '1993-06-12', confirmed: true, type: 'INFLUENCER' });
  const review = `Breathes all summer ${person.username.slice(-6)}`;
  await signIn(page, person, `/cloth/${clothId}`);
  expect((await page.request.post('/api/favorites', { headers: WRITE, data: { id: clothId, type: 'cloth' } })).status()).toBe(200);
  expect((await page.request.put(`/api/favorites/${clothId}`, { headers: WRITE, data: { review } })).status()).toBe(200);
  await page.goto('/home');
  const wear = page.getByRole('list', { name: 'What influencers wear' });
  await expect(wear.getByText(review)).toBeVisible();

  await page.goto('/profile');
  const data = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([page.waitForEvent('download'), data.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^vitrina-${person.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    profile: { email: string; firstName: string };
    recommendations: Array<{ data: { review: Record<string, string> } }>;
  };
  expect(exported.profile).toMatchObject({ email: person.email, firstName: 'Olvido' });
  expect(Object.values(exported.recommendations[0]!.data.review)).toContain(review);

  await data.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password').fill(person.password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'What influencers wear' }).getByText(review)).toHaveCount(0);

  // The old password opens nothing.
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username or password is incorrect')).toBeVisible();
});
