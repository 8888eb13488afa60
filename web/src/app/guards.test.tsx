import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('navigation guard', () => {
  it('sends a guest at /profile to /login with next=/profile', async () => {
    const app = await renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeTruthy();
    expect(app.location()).toBe('/login?next=%2Fprofile');
  });

  it('keeps the query string of the page a guest was on in next', async () => {
    const app = await renderApp('/brand/b-7?tab=offers');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(new URLSearchParams(app.router.state.location.search).get('next')).toBe('/brand/b-7?tab=offers');
  });

  it('sends a signed-in user at /login to / (which, off .ar, is the magazine)', async () => {
    const app = await renderApp('/login?next=%2Fprofile', { stored: { user: 'ana', type: 'USER' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Historias de las marcas' })).toBeTruthy();
    expect(app.location()).toBe('/magazine');
  });

  it('sends a USER at /admin to /', async () => {
    const app = await renderApp('/admin', { stored: { user: 'ana', type: 'USER' } });
    await screen.findByRole('heading', { level: 1, name: 'Historias de las marcas' });
    expect(app.location()).toBe('/magazine');
  });

  it('sends a guest at /admin to /login first', async () => {
    const app = await renderApp('/admin/clothes');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(app.location()).toBe('/login?next=%2Fadmin%2Fclothes');
  });

  it('lets a BRAND into /admin, on the dashboard, without the admin-only tabs', async () => {
    const app = await renderApp('/admin', { stored: { user: 'casa-luna', type: 'BRAND' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel' })).toBeTruthy();
    expect(app.location()).toBe('/admin/dashboard');
    const tabs = screen.getByRole('navigation', { name: 'Secciones de administración' });
    const labels = Array.from(tabs.querySelectorAll('a'), (link) => link.textContent);
    expect(labels).toEqual(['Panel', 'Revista', 'Prendas', 'Marcas', 'Importador']);
  });

  it('sends a BRAND away from an admin-only tab, back to the dashboard', async () => {
    const app = await renderApp('/admin/users', { stored: { user: 'casa-luna', type: 'BRAND' } });
    await screen.findByRole('heading', { level: 1, name: 'Panel' });
    expect(app.location()).toBe('/admin/dashboard');
  });

  it('opens every tab and sub-tab to an ADMIN', async () => {
    const app = await renderApp('/admin/categories', { stored: { user: 'root', type: 'ADMIN' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tipos' })).toBeTruthy();
    expect(app.location()).toBe('/admin/categories/types');
    const subTabs = screen.getByRole('navigation', { name: 'Categorías' });
    expect(Array.from(subTabs.querySelectorAll('a'), (link) => link.textContent)).toEqual([
      'Tipos',
      'Categorías',
      'Eventos',
      'Colores',
      'Estilos',
      'Materiales',
      'Sinónimos',
    ]);
  });

  it('waits for the server when nothing is stored, then lets a signed-in user in', async () => {
    const app = await renderApp('/profile', { server: { user: 'ana', type: 'USER' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu perfil' })).toBeTruthy();
    expect(app.location()).toBe('/profile');
    expect(window.localStorage.getItem('user')).toBe('ana');
  });

  it('ends a stored session the server no longer knows, and asks for a login', async () => {
    const app = await renderApp('/profile', { stored: { user: 'ana', type: 'USER' }, server: null });
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(app.location()).toBe('/login?next=%2Fprofile');
    await waitFor(() => expect(window.localStorage.getItem('user')).toBeNull());
  });
});

describe('not found', () => {
  it('answers an unknown path with a translated page', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Esta página no existe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/home');
  });
});
