import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { rootTargetFor } from './RootRedirect';

describe('root redirect', () => {
  it('sends a visitor on a host without .ar to /magazine', async () => {
    expect(window.location.hostname).toBe('localhost');
    const app = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Historias de las marcas' });
    expect(app.location()).toBe('/magazine');
  });

  it('reads only the last label of the host name', () => {
    expect(rootTargetFor('vitrina.com.ar')).toBe('/home');
    expect(rootTargetFor('VITRINA.COM.AR.')).toBe('/home');
    expect(rootTargetFor('ar.vitrina.com')).toBe('/magazine');
    expect(rootTargetFor('vitrina.art')).toBe('/magazine');
  });
});
