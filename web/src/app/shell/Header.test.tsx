import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

describe('header', () => {
  it('offers a guest the way in, back to where they were', async () => {
    await renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' });
    const account = screen.getByRole('navigation', { name: 'Tu cuenta' });
    const login = screen.getByRole('link', { name: 'Iniciar sesión' });
    expect(account.contains(login)).toBe(true);
    expect(login.getAttribute('href')).toBe('/login?next=%2Fhome');
    expect(screen.getByRole('link', { name: 'Vitrina, ir al inicio' }).getAttribute('href')).toBe('/home');
  });

  it('shows a member their profile, favourites and logout, and no admin button', async () => {
    await renderApp('/home', { stored: { user: 'ana', type: 'USER' } });
    const profile = await screen.findByRole('link', { name: 'Perfil de ana' });
    expect(profile.textContent).toBe('ana');
    expect(profile.getAttribute('href')).toBe('/profile');
    const favourites = screen.getByRole('button', { name: 'Favoritos' });
    expect(favourites.getAttribute('aria-disabled')).toBe('true');
    expect(favourites.getAttribute('title')).toBe('Muy pronto verás aquí tus favoritos.');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Administración' })).toBeNull();
  });

  it('shows the admin button to brand roles', async () => {
    await renderApp('/home', { stored: { user: 'casa-luna', type: 'BRANDSMODERATOR' } });
    const admin = await screen.findByRole('link', { name: 'Administración' });
    expect(admin.getAttribute('href')).toBe('/admin');
  });

  it('logs out through the api, forgets the session and goes to /home', async () => {
    const user = userEvent.setup();
    const app = await renderApp('/profile', { stored: { user: 'ana', type: 'USER' } });
    await screen.findByRole('heading', { level: 1, name: 'Tu perfil' });

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' });
    expect(app.location()).toBe('/home');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
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
