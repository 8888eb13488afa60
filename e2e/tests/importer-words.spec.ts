import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, inEnglish, registerBrand, signIn, test } from './support';

/** The importer tab in Spanish, the site's first language (signed in first, in English, as the journeys sign in). */
async function inSpanish(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('user-lang', 'es'));
  await page.goto('/es/admin/importer');
}

/**
 * The importer speaks plainly (issue 45, item 9): a brand types its shop's address the way people do, a bare domain,
 * and one whose name does not resolve (RFC 2606: .invalid never does) is said at once, in Spanish, with what to try
 * next and the code for support; the form's jargon waits behind "Opciones avanzadas". At 1280 and 390 px.
 */
test('a bare domain that does not resolve is said plainly in Spanish, with the next step, at 1280 and 390 px', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { account } = await registerBrand(request, 'palabras', { name: 'Palabras S.A.', brand: 'Palabras', description: 'Tienda', location: 'Córdoba' });
  await inEnglish(page);
  await signIn(page, account, '/admin/importer');
  await inSpanish(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    const address = page.getByLabel('Dirección de tu tienda');
    await address.fill('tienda-que-no-existe.invalid');
    // Said back as it will be read.
    await expect(page.getByText('Se leerá https://tienda-que-no-existe.invalid')).toBeVisible();
    await page.getByRole('button', { name: 'Leer la tienda' }).click();
    const alert = page.getByRole('alert', { name: 'No encontramos ninguna tienda en esa dirección: ese nombre no existe en internet.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Revisa cómo está escrita (por ejemplo, mitienda.com.ar)');
    await expect(alert.getByText('Código: UNKNOWN_HOST')).toBeVisible();
    await expect(alert).not.toContainText('(UNREACHABLE)');
    await expect(address).toHaveValue('https://tienda-que-no-existe.invalid');
    // The jargon is folded away, closed on a blank form, and said in plain words once opened.
    const advanced = page.getByRole('button', { name: 'Opciones avanzadas' });
    await expect(advanced).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/JSON-LD|selector/)).toHaveCount(0);
    await advanced.click();
    await expect(page.getByLabel('Nombre: dónde está en los datos')).toBeVisible();
    await expect(page.getByLabel('Horario propio (expresión cron)')).toBeVisible();
    await expect(page.getByText(/ruta de el/i)).toHaveCount(0);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
  }
});
