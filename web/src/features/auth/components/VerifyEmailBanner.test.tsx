import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { PHONE_WIDTH } from '../../../lib/useMediaQuery';

/** A window as narrow as a phone's: only the phone's query matches. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === PHONE_WIDTH, media: query, addEventListener() {}, removeEventListener() {} }));
}
const unconfirmed = { user: 'ana', type: 'USER' as const, emailVerified: false, email: 'una.direccion.muy.larga@example.com' };

describe('the confirm-your-email bar on a phone', () => {
  it('says it in short words beside a short action, without the address, and a resend in the prompt’s place', async () => {
    onAPhone();
    const user = userEvent.setup({ delay: null });
    await renderApp('/home', {
      stored: unconfirmed,
      server: unconfirmed,
      routes: { 'POST /api/auth/resend-verification': () => json(200, { message: 'ok' }) },
    });
    const bar = await screen.findByRole('region', { name: 'Confirma tu correo' });
    expect(bar.textContent).toBe('Confirma tu correo.Reenviar enlace');
    await user.click(within(bar).getByRole('button', { name: 'Reenviar enlace' }));
    expect((await within(bar).findByRole('status')).textContent).toBe('Enlace enviado.');
    expect(bar.textContent).not.toContain('Confirma tu correo.');
  });

  it('says a failed resend in short words too', async () => {
    onAPhone();
    const user = userEvent.setup({ delay: null });
    await renderApp('/home', {
      stored: unconfirmed,
      server: unconfirmed,
      routes: { 'POST /api/auth/resend-verification': () => json(429, { code: 'RATE_LIMITED', message: 'Too many requests.' }) },
    });
    const bar = await screen.findByRole('region', { name: 'Confirma tu correo' });
    await user.click(within(bar).getByRole('button', { name: 'Reenviar enlace' }));
    expect((await within(bar).findByRole('status')).textContent).toBe('No se pudo enviar.');
  });
});
