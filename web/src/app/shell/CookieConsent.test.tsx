import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

describe('cookie consent', () => {
  it('asks until accepted, then remembers the answer', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/home', { cookiesAccepted: false });

    const dialog = await screen.findByRole('dialog', { name: 'Usamos cookies' });
    expect(window.localStorage.getItem('cookie-consent')).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Usamos cookies' })).toBe(dialog);

    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem('cookie-consent')).toBe('accepted');
    first.unmount();

    await renderApp('/home', { cookiesAccepted: false });
    await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
