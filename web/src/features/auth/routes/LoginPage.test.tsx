import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';

afterEach(() => {
  vi.useRealTimers();
});

describe('login page parameters', () => {
  it('warns about the free search limit for five seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await renderApp('/login?next=%2Fsearch%3Fq%3Dbotas&reason=search_limit');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Alcanzaste el límite de búsquedas gratuitas. Inicia sesión o regístrate para seguir explorando.',
    );

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no warning without the reason', async () => {
    await renderApp('/login?next=%2Fprofile');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('switches to password-reset mode with reset_token and email', async () => {
    await renderApp('/login?reset_token=abc123&email=ana%40example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeTruthy();
    expect(screen.getByText('Elige una nueva contraseña para ana@example.com.')).toBeTruthy();
  });
});
