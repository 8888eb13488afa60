import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import type { Handler, RecordedRequest } from '../../../test/fakeApi';
import { ADMIN, openAs } from '../../../test/signedIn';
import type { Taxonomy, Term } from '../../../lib/taxonomy';

const ROPA: Term = { id: '1', name: 'Clothes', names: { es: 'Ropa', en: 'Clothes' } };
const CALZADO: Term = { id: '2', name: 'Footwear', names: { es: 'Calzado', en: 'Footwear' } };
const CAMISAS: Term = { id: 'camisas', name: 'Shirts', names: { es: 'Camisas', en: 'Shirts' }, typeId: '1' };
const BOTAS: Term = { id: 'botas', name: 'Boots', names: { es: 'Botas', en: 'Boots' }, typeId: '2' };

const ROJO: Term = { id: 'rojo', name: 'Red', names: { es: 'Rojo', en: 'Red', it: 'Rosso', fr: 'Rouge' } };
const CLASICO: Term = { id: 'clasico', name: 'Classic', names: { es: 'Clásico', en: 'Classic' } };
const CUERO: Term = { id: 'cuero', name: 'Leather', names: { es: 'Cuero', en: 'Leather', it: 'Pelle', fr: 'Cuir' } };

function taxonomy(categories: Term[] = [CAMISAS, BOTAS]): Taxonomy {
  return { types: [ROPA, CALZADO], categories, events: [], genders: [], seasons: [], weather: [], colors: [ROJO], styles: [CLASICO], materials: [CUERO] };
}

const writes = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method !== 'GET').map((request) => [request.method, request.url.pathname, request.body]);

async function openCategories(routes: Record<string, Handler> = {}) {
  const app = await openAs(ADMIN, '/admin/categories/categories', { routes: { 'GET /api/categories/data/': () => json(200, taxonomy()), ...routes } });
  await screen.findByRole('table');
  return app;
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('admin categories', () => {
  it("lists the categories in the reader's language with their type, under the seven sub-tabs", async () => {
    await openCategories();
    const tabs = screen.getByRole('navigation', { name: 'Categories' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Types', 'Categories', 'Events', 'Colours', 'Styles', 'Materials', 'Synonyms']);
    const row = screen.getByRole('row', { name: /Boots/ });
    expect(row.textContent).toContain('Footwear');
    expect(row.textContent).toContain('ES: Botas');
  });

  it('creates a category in its type with names in four languages, the Spanish one required', async () => {
    let categories = [CAMISAS, BOTAS];
    const { user, api } = await openCategories({
      'GET /api/categories/data/': () => json(200, taxonomy(categories)),
      'POST /api/admin/taxonomy/category': () => {
        const created: Term = { id: 'sandalias', name: 'Sandals', names: { es: 'Sandalias', en: 'Sandals' }, typeId: '2' };
        categories = [...categories, created];
        return json(201, { kind: 'category', ...created });
      },
    });
    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the Spanish name.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the type.')).toBeTruthy();
    expect(writes(api.requests)).toEqual([]);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'Footwear');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name in Spanish' }), 'Sandalias');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name in English' }), 'Sandals');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“Sandals” saved.')).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Sandals/ })).toBeTruthy();
    expect(writes(api.requests)).toEqual([['POST', '/api/admin/taxonomy/category', { names: { es: 'Sandalias', en: 'Sandals' }, typeId: '2' }]]);
  });

  it('renames a term and shows TERM_EXISTS in words', async () => {
    let answer: Handler = () => json(409, { code: 'TERM_EXISTS', message: 'A category with id botas already exists.' });
    const { user, api } = await openCategories({ 'PUT /api/admin/taxonomy/category/botas': (request) => answer(request) });
    await user.click(screen.getByRole('button', { name: 'Rename Boots' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Boots”' });
    const italian = within(dialog).getByRole('textbox', { name: 'Name in Italian' });
    await user.type(italian, 'Stivali');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('One with that id already exists.');

    answer = () => json(200, { kind: 'category', ...BOTAS, names: { ...BOTAS.names, it: 'Stivali' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Boots” saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api.requests).at(-1)).toEqual(['PUT', '/api/admin/taxonomy/category/botas', { names: { es: 'Botas', en: 'Boots', it: 'Stivali' } }]);
  });

  it("deletes only after a confirmation, and says in Spanish how many clothes still use it, from the answer's uses field", async () => {
    window.localStorage.setItem('user-lang', 'es');
    const { user, api } = await openCategories({
      'DELETE /api/admin/taxonomy/category/botas': () =>
        json(409, { code: 'TERM_IN_USE', message: 'This is still used by 3 clothes; move them first.', uses: 3, usedBy: 'clothes' }),
    });
    await user.click(screen.getByRole('button', { name: 'Eliminar Boots' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «Boots»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api.requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Eliminar Boots' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Todavía lo usan 3 prendas; muévelas primero.');
    expect(writes(api.requests)).toEqual([['DELETE', '/api/admin/taxonomy/category/botas', undefined]]);
    expect(screen.getByRole('row', { name: /Boots/ })).toBeTruthy();
  });

  it('manages colours like the other kinds: listed by their names, refused with the same words while clothes use one, and a new one offered', async () => {
    const app = await openAs(ADMIN, '/admin/categories/colors', {
      routes: {
        'GET /api/categories/data/': () => json(200, taxonomy()),
        'DELETE /api/admin/taxonomy/color/rojo': () =>
          json(409, { code: 'TERM_IN_USE', message: 'This is still used by 2 clothes; move them first.', uses: 2, usedBy: 'clothes' }),
      },
    });
    const { user } = app;
    const row = within(await screen.findByRole('table')).getByRole('row', { name: /Red/ });
    expect(row.textContent).toContain('IT: Rosso');
    await user.click(screen.getByRole('button', { name: 'Delete Red' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This is still used by 2 clothes; move them first.');
    expect(writes(app.api.requests)).toEqual([['DELETE', '/api/admin/taxonomy/color/rojo', undefined]]);
    expect(screen.getByRole('button', { name: 'New colour' })).toBeTruthy();
  }, 15_000);

  it('manages materials like the other kinds: listed by their names in every language, added with the Spanish name required', async () => {
    const app = await openAs(ADMIN, '/admin/categories/materials', {
      routes: {
        'GET /api/categories/data/': () => json(200, taxonomy()),
        'POST /api/admin/taxonomy/material': () => json(201, { kind: 'material', id: 'lino', name: 'Linen', names: { es: 'Lino', en: 'Linen' } }),
      },
    });
    const { user } = app;
    expect(await screen.findByRole('heading', { name: 'Materials' })).toBeTruthy();
    const row = within(await screen.findByRole('table')).getByRole('row', { name: /Leather/ });
    expect(row.textContent).toContain('IT: Pelle');
    expect(row.textContent).toContain('FR: Cuir');
    await user.click(screen.getByRole('button', { name: 'New material' }));
    const dialog = await screen.findByRole('dialog', { name: 'New material' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the Spanish name.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name in Spanish' }), 'Lino');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name in English' }), 'Linen');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(app.api.requests)).toEqual([['POST', '/api/admin/taxonomy/material', { names: { es: 'Lino', en: 'Linen' } }]]));
  }, 15_000);
});
