// @vitest-environment-options { "url": "https://www.vitrina.com.ar/" }
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('root redirect on an Argentine host', () => {
  it('sends a visitor on a .ar host to /home', async () => {
    expect(window.location.hostname).toBe('www.vitrina.com.ar');
    const app = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' });
    expect(app.location()).toBe('/home');
  });
});
