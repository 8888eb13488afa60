import { enqueueJob, expect, inEnglish, newPerson, signIn, test } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

/**
 * The admins' window on the site's background work: a job that failed for good is found in its queue with its
 * error, and run again from there.
 */
test('an admin finds a failed job in its queue with its error and runs it again', async ({ page, request }) => {
  const admin = await newPerson(request, 'operadora', { confirmed: true, type: 'ADMIN' });
  // An account email whose data its handler cannot read: it fails on its one try.
  const id = `e2e-broken-${admin.username}`;
  enqueueJob('email', 'broken', id, null);

  await signIn(page, admin, '/admin/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Account emails: Failed' });
  const row = list.getByRole('row').filter({ hasText: id });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('broken');
  await expect(page.getByRole('region', { name: 'Queues' }).getByRole('row', { name: /Account emails/ })).toBeVisible();

  await row.getByRole('button', { name: `Run ${id} again` }).click();
  await expect(page.getByText(`${id} will run again.`)).toBeVisible();
  // It ran again from a fresh count of tries and failed once more (its data is still unreadable).
  await expect(list.getByRole('row').filter({ hasText: id })).toContainText('1', { timeout: 15_000 });

  await page.getByRole('combobox', { name: 'State' }).selectOption('waiting');
  await expect(page).toHaveURL(/state=waiting/);
});
