import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

describe('header search box', () => {
  it('offers only the clothes type and searches with q and type=1', async () => {
    const user = userEvent.setup();
    const app = await renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' });

    const search = screen.getByRole('search', { name: 'Buscar en Vitrina' });
    const category = screen.getByRole('combobox', { name: 'Categoría' });
    expect(Array.from((category as HTMLSelectElement).options, (option) => [option.value, option.text])).toEqual([
      ['1', 'Prendas'],
    ]);
    expect(search.contains(category)).toBe(true);

    await user.type(screen.getByRole('searchbox', { name: 'Qué buscas' }), '  vestido de lino {Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para «vestido de lino»' })).toBeTruthy();
    expect(app.location()).toBe('/search?q=vestido+de+lino&type=1');
  });

  it('searches by the button too, and shows the current search when on the results page', async () => {
    const user = userEvent.setup();
    const app = await renderApp('/search?q=botas&type=1');
    await screen.findByRole('heading', { level: 1, name: 'Resultados para «botas»' });
    const input = screen.getByRole('searchbox', { name: 'Qué buscas' });
    expect((input as HTMLInputElement).value).toBe('botas');

    await user.clear(input);
    await user.type(input, 'abrigo');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    await screen.findByRole('heading', { level: 1, name: 'Resultados para «abrigo»' });
    expect(app.location()).toBe('/search?q=abrigo&type=1');
  });
});
