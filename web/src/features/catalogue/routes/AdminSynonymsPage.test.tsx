import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import type { Handler, RecordedRequest } from '../../../test/fakeApi';
import { ADMIN, openAs } from '../../../test/signedIn';
import type { SynonymsTerm } from '../api/listSynonyms';

const ROJO: SynonymsTerm = {
  kind: 'color',
  id: 'rojo',
  name: 'Red',
  names: { es: 'Rojo', en: 'Red', it: 'Rosso', fr: 'Rouge' },
  synonyms: { en: ['crimson'] },
};
const AZUL: SynonymsTerm = { kind: 'color', id: 'azul', name: 'Blue', names: { es: 'Azul', en: 'Blue' }, synonyms: {} };
const CAMISAS: SynonymsTerm = {
  kind: 'category',
  id: 'camisas',
  name: 'Shirts',
  names: { es: 'Camisas', en: 'Shirts' },
  typeId: '1',
  synonyms: { es: ['blusas'] },
};

const writes = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method !== 'GET').map((request) => [request.method, request.url.pathname, request.body]);

async function openSynonyms(path: string, routes: Record<string, Handler> = {}) {
  const app = await openAs(ADMIN, path, {
    routes: {
      'GET /api/admin/taxonomy/color': () => json(200, [ROJO, AZUL]),
      'GET /api/admin/taxonomy/category': () => json(200, [CAMISAS]),
      ...routes,
    },
  });
  await screen.findByRole('table');
  return app;
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('admin synonyms', () => {
  it('lists a kind’s terms with their synonyms by language, the kind chosen from a list and kept in the address', async () => {
    const { user, router } = await openSynonyms('/admin/categories/synonyms?kind=color');
    const tabs = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(tabs).getByRole('link', { name: 'Synonyms' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: 'Synonyms' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Red/ }).textContent).toContain('EN: crimson');
    expect(screen.getByRole('row', { name: /Blue/ }).textContent).toContain('None yet');

    const kinds = screen.getByRole('combobox', { name: 'Which terms' });
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Types', 'Categories', 'Events', 'Colours', 'Styles', 'Materials', 'Genders', 'Seasons', 'Temperatures']);
    await user.selectOptions(kinds, 'Categories');
    expect(await screen.findByRole('row', { name: /Shirts/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Shirts/ }).textContent).toContain('ES: blusas');
    expect(router.state.location.search).toBe('?kind=category');
  }, 15_000);

  it('saves the words of each language, separated by commas, and says so', async () => {
    let rojo = ROJO;
    const { user, api } = await openSynonyms('/admin/categories/synonyms?kind=color', {
      'GET /api/admin/taxonomy/color': () => json(200, [rojo, AZUL]),
      'PUT /api/admin/taxonomy/color/rojo/synonyms': () => {
        rojo = { ...ROJO, synonyms: { es: ['carmesí', 'escarlata'], en: ['crimson', 'scarlet'] } };
        return json(200, rojo);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit the synonyms of Red' }));
    const dialog = await screen.findByRole('dialog', { name: 'Synonyms of “Red”' });
    const english = within(dialog).getByRole('textbox', { name: 'Synonyms in English' });
    expect((english as HTMLInputElement).value).toBe('crimson');
    await user.type(within(dialog).getByRole('textbox', { name: 'Synonyms in Spanish' }), ' carmesí,  escarlata, Carmesi,');
    await user.type(english, ', scarlet');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Synonyms of “Red” saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api.requests)).toEqual([
      ['PUT', '/api/admin/taxonomy/color/rojo/synonyms', { synonyms: { es: ['carmesí', 'escarlata'], en: ['crimson', 'scarlet'] } }],
    ]);
    await waitFor(() => expect(screen.getByRole('row', { name: /Red/ }).textContent).toContain('ES: carmesí, escarlata'));
  }, 15_000);

  it('takes every synonym away when every field is emptied', async () => {
    const { user, api } = await openSynonyms('/admin/categories/synonyms?kind=color', {
      'DELETE /api/admin/taxonomy/color/rojo/synonyms': () => json(200, { ...ROJO, synonyms: {} }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit the synonyms of Red' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Synonyms in English' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Synonyms of “Red” saved.')).toBeTruthy();
    expect(writes(api.requests)).toEqual([['DELETE', '/api/admin/taxonomy/color/rojo/synonyms', undefined]]);
  }, 15_000);

  it('refuses too long a word before sending, and shows the server’s refusal in the reader’s language', async () => {
    window.localStorage.setItem('user-lang', 'es');
    const { user, api } = await openSynonyms('/admin/categories/synonyms?kind=color', {
      'PUT /api/admin/taxonomy/color/rojo/synonyms': () => json(404, { code: 'TERM_NOT_FOUND', message: 'No color with id rojo.' }),
    });
    await user.click(screen.getByRole('button', { name: 'Editar los sinónimos de Red' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sinónimos de «Red»' });
    const italian = within(dialog).getByRole('textbox', { name: 'Sinónimos en italiano' });
    await user.type(italian, `rosso fuoco, ${'x'.repeat(61)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Cada palabra puede tener como mucho 60 caracteres.')).toBeTruthy();
    expect(writes(api.requests)).toEqual([]);

    await user.clear(italian);
    await user.type(italian, 'rosso fuoco');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Ya no existe; puede que otra persona lo haya eliminado.');
    expect(writes(api.requests)).toEqual([['PUT', '/api/admin/taxonomy/color/rojo/synonyms', { synonyms: { en: ['crimson'], it: ['rosso fuoco'] } }]]);
  }, 15_000);
});
