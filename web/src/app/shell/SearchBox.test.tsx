import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fakeApi';
import type { RecordedRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

/** What GET /api/search/suggest answers for the words asked, as the api would for a catalogue of dresses. */
function suggestApi(asked: string[]) {
  return {
    'GET /api/search/suggest': (request: RecordedRequest) => {
      const q = request.url.searchParams.get('q') ?? '';
      asked.push(q);
      return json(200, {
        q,
        readings: [
          {
            query: 'vestidos rojo',
            parts: [
              { facet: 'categories', id: 'vestidos', name: 'Vestidos' },
              { facet: 'colors', id: 'rojo', name: 'Rojo' },
            ],
            text: '',
            count: 4,
          },
        ],
        categories: [{ id: 'vestidos', name: 'Vestidos', type: '1', count: 12 }],
        brands: [{ id: 'b1', name: 'Vestiria', count: 3 }],
        popular: [{ text: 'vestido de fiesta' }],
        clothes: [{ id: 'c1', name: 'Vestido de seda rojo', brand: 'Vestiria', thumbUrl: '/images/t1.webp' }],
      });
    },
  };
}

describe('header search box', () => {
  it('offers only the clothes type and searches with q and type=1', async () => {
    const user = userEvent.setup();
    const app = await renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' });

    const search = screen.getByRole('search', { name: 'Buscar en Vitrina' });
    const category = screen.getByRole('combobox', { name: 'Categoría' });
    expect(Array.from((category as HTMLSelectElement).options, (option) => [option.value, option.text])).toEqual([['1', 'Prendas']]);
    expect(search.contains(category)).toBe(true);

    await user.type(screen.getByRole('combobox', { name: 'Qué buscas' }), '  vestido de lino {Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para «vestido de lino»' })).toBeTruthy();
    expect(app.location()).toBe('/search?q=vestido+de+lino&type=1');
  });

  it('searches by the button too, and shows the current search when on the results page', async () => {
    const user = userEvent.setup();
    const app = await renderApp('/search?q=botas&type=1');
    await screen.findByRole('heading', { level: 1, name: 'Resultados para «botas»' });
    const input = screen.getByRole('combobox', { name: 'Qué buscas' });
    expect((input as HTMLInputElement).value).toBe('botas');

    await user.clear(input);
    await user.type(input, 'abrigo');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    await screen.findByRole('heading', { level: 1, name: 'Resultados para «abrigo»' });
    expect(app.location()).toBe('/search?q=abrigo&type=1');
  });

  it('suggests from the second letter as a combobox: arrows move, Enter opens the one picked, Escape closes', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const app = await renderApp('/home', { routes: suggestApi(asked) });
    await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' });
    const input = screen.getByRole('combobox', { name: 'Qué buscas' });

    await user.type(input, 'v');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked, 'one letter asks nothing').toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(input, 'est');
    const list = await screen.findByRole('listbox', { name: 'Sugerencias' });
    // Debounced: the letters typed in a burst are one request.
    expect(asked).toEqual(['vest']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(within(list).getByRole('group', { name: 'Quizás buscas' })).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Vestidos · Rojo4 prendas', 'Vestidos12 prendas', 'Vestiria3 prendas', 'vestido de fiesta', 'Vestido de seda rojoVestiria']);
    expect(
      (
        within(list)
          .getByRole('option', { name: /Vestido de seda rojo/ })
          .querySelector('img') as HTMLImageElement
      ).getAttribute('src'),
    ).toBe('/images/t1.webp');
    expect(within(screen.getByRole('search', { name: 'Buscar en Vitrina' })).getByRole('status').textContent).toBe('5 sugerencias: muévete con las flechas');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Vestidos 12 prendas' });
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/search?type=1&categories=vestidos'));

    // The results page's box (a new one per search).
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Qué buscas' })).not.toBe(input));
    const again = screen.getByRole('combobox', { name: 'Qué buscas' });
    await user.type(again, 'vest');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(again.getAttribute('aria-expanded')).toBe('false');
    expect(app.location(), 'Escape goes nowhere').toBe('/search?type=1&categories=vestidos');
  });

  it('searches the words as typed on Enter when no suggestion is picked, and a reading by its words', async () => {
    const user = userEvent.setup();
    const app = await renderApp('/home', { routes: suggestApi([]) });
    await screen.findByRole('heading', { level: 1, name: 'Lo que se lleva ahora' });
    const input = screen.getByRole('combobox', { name: 'Qué buscas' });
    await user.type(input, 'vest');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/search?q=vest&type=1'));

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Qué buscas' })).not.toBe(input));
    const again = screen.getByRole('combobox', { name: 'Qué buscas' });
    await user.clear(again);
    await user.type(again, 'vestido ro');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(app.location()).toBe('/search?q=vestidos+rojo&type=1'));
    expect((screen.getByRole('combobox', { name: 'Qué buscas' }) as HTMLInputElement).value).toBe('vestidos rojo');
  });
});
