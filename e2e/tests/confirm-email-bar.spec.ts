import { expect, inEnglish, registerShopper, signIn, test, uniqueAccount } from './support';

/**
 * The confirm-your-email bar (issue 45, item 8): one line on a 390 px phone, its short words and the action side by
 * side, however long the address, and the page no wider than the window; from 640 px up the address is said.
 */
test.beforeEach(async ({ page }) => inEnglish(page));

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: the confirm-your-email bar, a long address and the page no wider`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const base = uniqueAccount('barra');
    const account = { ...base, email: `una.direccion.muy.larga.de.correo.para.un.telefono.${base.email}` };
    await registerShopper(request, account);
    await signIn(page, account, '/home');

    const bar = page.getByRole('region', { name: 'Confirm your email' });
    await expect(bar).toBeVisible();
    const phone = viewport.width < 640;
    // What is shown, its line breaks as spaces.
    const shown = async () => (await bar.innerText()).replace(/\s+/g, ' ').trim();
    await expect
      .poll(shown)
      .toBe(
        phone ? 'Confirm your email. Resend link' : `Confirm your email to save favourites: open the link we sent to ${account.email}. Send the link again`,
      );
    const action = bar.getByRole('button', { name: phone ? 'Resend link' : 'Send the link again' });

    // The words and the action on one line: each part of the bar as tall as a line of text, and side by side.
    const oneLine = async () => {
      const parts = await bar.evaluate((section) =>
        Array.from(section.querySelectorAll('p, button'))
          .filter((part) => (part as HTMLElement).offsetParent !== null && part.textContent)
          .map((part) => {
            const box = part.getBoundingClientRect();
            return { height: box.height, middle: box.top + box.height / 2, line: parseFloat(getComputedStyle(part).lineHeight) };
          }),
      );
      expect(parts.length).toBe(2);
      for (const part of parts) expect(part.height).toBeLessThanOrEqual(part.line + 4);
      expect(Math.abs(parts[0]!.middle - parts[1]!.middle)).toBeLessThanOrEqual(4);
    };
    if (phone) await oneLine();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await action.click();
    await expect
      .poll(shown)
      .toBe(
        phone
          ? 'Link sent. Resend link'
          : `Confirm your email to save favourites: open the link we sent to ${account.email}. We sent a new link to ${account.email}. Send the link again`,
      );
    if (phone) await oneLine();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
