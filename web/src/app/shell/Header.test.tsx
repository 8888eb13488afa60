import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

describe('header', () => {
  it('offers a guest a login popover, with the ways to recover a password or register', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/search?q=botas');
    await screen.findByRole('heading', { level: 1, name: 'Resultados para «botas»' });
    const account = screen.getByRole('navigation', { name: 'Tu cuenta' });
    const login = await within(account).findByRole('button', { name: 'Iniciar sesión' });
    expect(screen.getByRole('link', { name: 'Vitrina, ir al inicio' }).getAttribute('href')).toBe('/home');

    await user.click(login);
    // The popover's code comes with the click (or the pointer before it): the form appears once it is here.
    const email = await screen.findByLabelText('Correo electrónico');
    // The focus goes into the form, not lost with the button that was swapped for the popover's own.
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByLabelText('Contraseña')).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe('/login?next=%2Fsearch%3Fq%3Dbotas&dialog=forgot');
    expect(screen.getByRole('link', { name: 'Crear una cuenta' }).getAttribute('href')).toBe('/login?next=%2Fsearch%3Fq%3Dbotas&dialog=register');
  });

  it('logs a guest in from the popover and stays on the page', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await renderApp('/home', {
      routes: {
        'POST /api/auth/login': () => json(200, { user: 'casa-luna', type: 'BRAND', preferenceGender: null, emailVerified: true }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' });
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    await user.type(await screen.findByLabelText('Correo electrónico'), 'hola@casaluna.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secret1');
    const form = screen.getByRole('form', { name: 'Iniciar sesión' });
    await user.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('link', { name: 'Perfil de casa-luna' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Administración' })).toBeTruthy();
    expect(screen.queryByLabelText('Contraseña')).toBeNull();
    expect(app.location()).toBe('/home');
  });

  it('does not offer the popover on the login page, which is the form itself', async () => {
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(within(screen.getByRole('navigation', { name: 'Tu cuenta' })).queryByRole('button')).toBeNull();
  });

  it('tells a member with an unconfirmed email what confirming allows, and sends the link again', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await renderApp('/home', {
      stored: { user: 'ana', type: 'USER' },
      server: { user: 'ana', type: 'USER', emailVerified: false, email: 'ana@example.com' },
      routes: { 'POST /api/auth/resend-verification': () => json(200, { message: 'ok' }) },
    });
    const banner = await screen.findByRole('region', { name: 'Confirma tu correo' });
    expect(banner.textContent).toContain('Confirma tu correo para guardar favoritos: abre el enlace que te enviamos a ana@example.com.');

    await user.click(within(banner).getByRole('button', { name: 'Enviar el enlace de nuevo' }));

    expect((await within(banner).findByRole('status')).textContent).toBe('Te enviamos un enlace nuevo a ana@example.com.');
    const resend = app.api.requests.filter((request) => request.url.pathname === '/api/auth/resend-verification');
    expect(resend.map((request) => request.body)).toEqual([{ email: 'ana@example.com' }]);
  });

  it('says so when the link could not be sent, and lets the member try again', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/home', {
      stored: { user: 'ana', type: 'USER' },
      server: { user: 'ana', type: 'USER', emailVerified: false, email: 'ana@example.com' },
      routes: { 'POST /api/auth/resend-verification': () => json(429, { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' }) },
    });
    const banner = await screen.findByRole('region', { name: 'Confirma tu correo' });
    await user.click(within(banner).getByRole('button', { name: 'Enviar el enlace de nuevo' }));
    expect((await within(banner).findByRole('status')).textContent).toBe('No pudimos enviar el enlace. Inténtalo más tarde.');
    expect(within(banner).getByRole('button', { name: 'Enviar el enlace de nuevo' })).toBeTruthy();
  });

  it('shows no reminder once the email is verified', async () => {
    await renderApp('/home', {
      stored: { user: 'ana', type: 'USER' },
      server: { user: 'ana', type: 'USER', emailVerified: true, email: 'ana@example.com' },
    });
    await screen.findByRole('link', { name: 'Perfil de ana' });
    expect(screen.queryByRole('region', { name: 'Confirma tu correo' })).toBeNull();
  });

  it('shows a member their profile, favourites and logout, and no admin button', async () => {
    await renderApp('/home', { stored: { user: 'ana', type: 'USER' } });
    const profile = await screen.findByRole('link', { name: 'Perfil de ana' });
    expect(profile.textContent).toBe('ana');
    expect(profile.getAttribute('href')).toBe('/profile');
    const favourites = await screen.findByRole('button', { name: 'Favoritos' });
    expect(favourites.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Administración' })).toBeNull();
  });

  it('shows the admin button to brand roles', async () => {
    await renderApp('/home', { stored: { user: 'casa-luna', type: 'BRANDSMODERATOR' } });
    const admin = await screen.findByRole('link', { name: 'Administración' });
    expect(admin.getAttribute('href')).toBe('/admin');
  });

  it('logs out through the api, forgets the session and goes to /home', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await renderApp('/profile', { stored: { user: 'ana', type: 'USER' } });
    await screen.findByRole('heading', { level: 1, name: 'Tu perfil' });

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' });
    expect(app.location()).toBe('/home');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('type')).toBeNull();
    const logout = app.api.requests.find((request) => request.url.pathname === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('X-Requested-With')).toBe('vitrina');
  });

  it('turns solid after 400 px of scroll over the banner', async () => {
    await renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' });
    const header = screen.getByRole('banner');
    expect(header.dataset.solid).toBe('false');

    act(() => window.scrollTo(0, 400));
    expect(header.dataset.solid).toBe('false');
    // The router resets the scroll once the page settles, so the user's scroll is repeated until it holds.
    await waitFor(() => {
      act(() => window.scrollTo(0, 401));
      expect(header.dataset.solid).toBe('true');
    });
    act(() => window.scrollTo(0, 0));
    await waitFor(() => expect(header.dataset.solid).toBe('false'));
  });

  it('shows the banner on home but not on search, where the header is solid from the start', async () => {
    const home = await renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' });
    expect(screen.getByRole('region', { name: 'La moda que te mira de frente' })).toBeTruthy();
    home.unmount();

    await renderApp('/search?q=botas');
    await screen.findByRole('heading', { level: 1, name: 'Resultados para «botas»' });
    expect(screen.queryByRole('region', { name: 'La moda que te mira de frente' })).toBeNull();
    expect(screen.getByRole('banner').dataset.solid).toBe('true');
  });
});
