import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import type { RecordedRequest } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const verifyCalls = (requests: RecordedRequest[]) => requests.filter((request) => request.url.pathname === '/api/auth/verify-email');

describe('email verification page', () => {
  it('verifies the address of the link once, and offers to log in', async () => {
    const app = await renderApp('/verify-email?email=ana%40example.com&token=tok-9', {
      strict: true,
      routes: { 'POST /api/auth/verify-email': () => json(200, { message: 'Email verified.' }) },
    });
    const success = await screen.findByText('Tu correo está verificado. ¡Te damos la bienvenida a Vitrina!');
    expect(success.closest('[role="status"]')).not.toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
    expect(verifyCalls(app.api.requests).map((request) => request.body)).toEqual([{ email: 'ana@example.com', token: 'tok-9' }]);
  });

  it('says when the link is invalid or has expired', async () => {
    await renderApp('/verify-email?email=ana%40example.com&token=old', {
      routes: {
        'POST /api/auth/verify-email': () => json(400, { code: 'INVALID_TOKEN', message: 'This link is invalid or has expired.' }),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Este enlace no es válido o ha caducado.');
  });

  it('calls nothing for a link without its token', async () => {
    const app = await renderApp('/verify-email?email=ana%40example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Este enlace no es válido o ha caducado.');
    expect(verifyCalls(app.api.requests)).toEqual([]);
  });
});
