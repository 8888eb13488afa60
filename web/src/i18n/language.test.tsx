import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { readStoredLanguage } from './language';

describe('language', () => {
  it('starts in Spanish when nothing is stored', async () => {
    await renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });

  it('starts in the stored language, and falls back to Spanish for one it does not support', async () => {
    window.localStorage.setItem('user-lang', 'fr');
    const french = await renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ce qui se porte en ce moment' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    french.unmount();

    window.localStorage.setItem('user-lang', 'de');
    expect(readStoredLanguage()).toBe('es');
  });

  it('switches every text at once from the footer, stores the choice and sets <html lang>', async () => {
    const user = userEvent.setup();
    await renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Italiano');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cosa si indossa adesso' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Lingua' })).toBeTruthy();
    expect(window.localStorage.getItem('user-lang')).toBe('it');
    await waitFor(() => expect(document.documentElement.lang).toBe('it'));
  });

  it('sends the chosen language to the api from then on', async () => {
    const user = userEvent.setup();
    const app = await renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' });
    expect(app.api.requests[0]?.headers.get('Accept-Language')).toBe('es');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    await screen.findByRole('heading', { level: 1, name: 'What everyone is wearing now' });

    // Cached answers were in Spanish, so they are fetched again in English.
    await waitFor(() => expect(app.api.requests.some((request) => request.headers.get('Accept-Language') === 'en')).toBe(true));
  });
});
