import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const LINK = 'u=6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f&k=digest&t=tok-9';
const posts = (app: Awaited<ReturnType<typeof renderApp>>) =>
  app.api.requests.filter((request) => request.method === 'POST' && request.url.pathname === '/api/unsubscribe');

describe('the unsubscribe page', () => {
  it('asks first (opening the link changes nothing), then turns that email off and says so, with no login', async () => {
    const app = await renderApp(`/unsubscribe?${LINK}`, {
      routes: {
        'GET /api/unsubscribe': () => json(200, { kind: 'digest', subscribed: true, language: 'es' }),
        'POST /api/unsubscribe': () => json(200, { kind: 'digest', subscribed: false, language: 'es' }),
      },
    });
    expect(await screen.findByText('¿Dejar de recibir el resumen de novedades para ti?')).toBeTruthy();
    expect(posts(app)).toEqual([]);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect(await screen.findByText('Listo: ya no recibirás el resumen de novedades para ti.')).toBeTruthy();
    expect(posts(app).map((request) => request.body)).toEqual([{ u: '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f', k: 'digest', t: 'tok-9' }]);
  });

  it('says it is done already when that email is off', async () => {
    await renderApp(`/unsubscribe?${LINK.replace('digest', 'priceDrops')}`, {
      routes: { 'GET /api/unsubscribe': () => json(200, { kind: 'priceDrops', subscribed: false, language: 'es' }) },
    });
    expect(await screen.findByText('Listo: ya no recibirás los avisos de bajadas de precio.')).toBeTruthy();
  });

  it('says a forged or cut link is not valid', async () => {
    await renderApp(`/unsubscribe?${LINK}`, {
      routes: { 'GET /api/unsubscribe': () => json(400, { code: 'UNSUBSCRIBE_LINK_INVALID', message: 'This unsubscribe link is not valid.' }) },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Este enlace para darte de baja no es válido. Cambia tus preferencias de correo en tu perfil.');
    const app = await renderApp('/unsubscribe?u=x&k=everything');
    expect((await screen.findAllByRole('alert')).at(-1)!.textContent).toBe(
      'Este enlace para darte de baja no es válido. Cambia tus preferencias de correo en tu perfil.',
    );
    expect(app.api.requests.filter((request) => request.url.pathname === '/api/unsubscribe')).toEqual([]);
  });
});
