import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TAXONOMY } from '@vitrina/domain/taxonomy/defaults';
import { catalogueFixture } from '@vitrina/testkit/api/catalogue';
import { eventsAfter, freshIp, startSignedIn, withoutAppend } from '@vitrina/testkit/api/security/harness';
import type { Answer, Client, TestVitrina } from '@vitrina/testkit/api/vitrina';
import { seedTaxonomy } from './seed';

/** The taxonomy api (seed sections 4 and 8): public lists in the reader's language, the admin's edits and what they refuse. */
let vitrina: TestVitrina;
let admin: Client;
let adminId: string;
beforeAll(async () => {
  ({ vitrina, client: admin, userId: adminId } = await startSignedIn('ADMIN'));
  const { position } = await seedTaxonomy(vitrina.vitrina.runtime.eventStore);
  await vitrina.vitrina.runner!.waitFor(position!, ['taxonomy']);
});
afterAll(() => vitrina?.close());

type Term = { id: string; name: string; names: Record<string, string>; typeId?: string; kind?: string };
type Data = Record<'types' | 'categories' | 'events' | 'genders' | 'seasons' | 'weather' | 'colors' | 'styles' | 'materials', Term[]>;
const get = <T>(path: string, language?: string) => vitrina.client(freshIp()).call<T>('GET', path, undefined, language ? { 'Accept-Language': language } : {});
const remove = (client: Client, path: string) => client.call('DELETE', path, {});
const data = async (language?: string) => (await get<Data>('/categories/data/', language)).body;

describe('the public lists', () => {
  it('lists the types in order, named in the reader’s language, Spanish by default', async () => {
    const spanish = await get<Term[]>('/categories/types/');
    expect(spanish.status).toBe(200);
    expect(spanish.body.map((t) => [t.id, t.name])).toEqual([
      ['1', 'Ropa'],
      ['2', 'Calzado'],
      ['3', 'Accesorios'],
      ['4', 'Bolsos'],
      ['5', 'Joyería'],
    ]);
    expect(spanish.body[0]).toEqual({ id: '1', name: 'Ropa', names: { es: 'Ropa', en: 'Clothes', it: 'Abbigliamento', fr: 'Vêtements' } });
    const french = await get<Term[]>('/categories/types/', 'fr-FR,fr;q=0.9');
    expect(french.body.map((t) => t.name)).toEqual(['Vêtements', 'Chaussures', 'Accessoires', 'Sacs', 'Bijouterie']);
  });

  it('gives every kind in one answer, categories with their type, cached for a minute', async () => {
    const answer = await get<Data>('/categories/data/', 'en');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(Object.keys(answer.body).sort()).toEqual(['categories', 'colors', 'events', 'genders', 'materials', 'seasons', 'styles', 'types', 'weather']);
    const { categories, genders, seasons, weather, events, colors, styles, materials } = answer.body;
    expect(categories.length).toBe(DEFAULT_TAXONOMY.filter((t) => t.kind === 'category').length);
    expect(categories.find((c) => c.id === 'botas')).toMatchObject({ name: 'Boots', typeId: '2' });
    expect(genders.map((g) => g.name)).toEqual(['Women', 'Men', 'Unisex']);
    expect(seasons.map((s) => s.id)).toEqual(['primavera', 'verano', 'otono', 'invierno']);
    expect(weather.map((w) => w.name)).toEqual(['Cold', 'Mild', 'Warm', 'Rainy']);
    expect(events.length).toBe(10);
    expect(events.every((e) => !('typeId' in e))).toBe(true);
    expect(colors).toHaveLength(32);
    expect(colors.find((c) => c.id === 'azul-marino')).toEqual({
      id: 'azul-marino',
      name: 'Navy',
      names: { es: 'Azul marino', en: 'Navy', it: 'Blu navy', fr: 'Bleu marine' },
    });
    expect(styles.map((s) => s.id)).toEqual([
      'casual',
      'deportivo',
      'elegante',
      'formal',
      'urbano',
      'clasico',
      'bohemio',
      'minimalista',
      'romantico',
      'vintage',
    ]);
    expect(styles.find((s) => s.id === 'clasico')?.name).toBe('Classic');
    expect(materials.map((m) => m.id)).toEqual(DEFAULT_TAXONOMY.filter((t) => t.kind === 'material').map((t) => t.id));
    expect(materials.find((m) => m.id === 'ante')).toEqual({ id: 'ante', name: 'Suede', names: { es: 'Ante', en: 'Suede', it: 'Camoscio', fr: 'Daim' } });
  });

  it('seeds only once', async () => {
    const result = await withoutAppend(vitrina, () => seedTaxonomy(vitrina.vitrina.runtime.eventStore));
    expect(result.events).toEqual([]);
  });
});

describe('adding terms', () => {
  it('numbers a new type, records who added it, and falls back to Spanish where a name is missing', async () => {
    const before = await vitrina.head();
    const answer = await admin.post('/admin/taxonomy/type', { names: { es: 'Relojes', en: '', fr: 'Montres' } });
    expect(answer).toMatchObject({ status: 201, body: { kind: 'type', id: '6', name: 'Relojes', names: { es: 'Relojes', fr: 'Montres' } } });
    const events = await eventsAfter(vitrina, before);
    expect(events.map((e) => [e.type, e.data])).toEqual([['TaxonomyTermAdded', { kind: 'type', id: '6', names: { es: 'Relojes', fr: 'Montres' } }]]);
    expect(events[0]!.metadata).toMatchObject({ actor: adminId });
    expect((await data('en')).types.at(-1)).toEqual({ id: '6', name: 'Relojes', names: { es: 'Relojes', fr: 'Montres' } });
    expect((await data('fr')).types.at(-1)).toMatchObject({ name: 'Montres' });
  });

  it('makes an id from the Spanish name, or takes the one given', async () => {
    const made = await admin.post('/admin/taxonomy/event', { names: { es: 'Cena de Año Nuevo', en: 'New Year dinner' } });
    expect(made).toMatchObject({ status: 201, body: { id: 'cena-de-ano-nuevo', name: 'Cena de Año Nuevo' } });
    const given = await admin.post('/admin/taxonomy/category', { id: 'relojes-smart', names: { es: 'Inteligentes' }, typeId: '6' });
    expect(given).toMatchObject({ status: 201, body: { kind: 'category', id: 'relojes-smart', typeId: '6' } });
    expect((await data()).categories.find((c) => c.id === 'relojes-smart')).toEqual({
      id: 'relojes-smart',
      name: 'Inteligentes',
      names: { es: 'Inteligentes' },
      typeId: '6',
    });
  });

  it('refuses a taken id with TERM_EXISTS and a category of an unknown type with UNKNOWN_TYPE, appending nothing', async () => {
    const taken = await withoutAppend(vitrina, () => admin.post('/admin/taxonomy/gender', { id: 'mujer', names: { es: 'Mujer' } }));
    expect(taken).toMatchObject({ status: 409, body: { code: 'TERM_EXISTS' } });
    const unknown = await withoutAppend(vitrina, () => admin.post('/admin/taxonomy/category', { names: { es: 'Anillos' }, typeId: '99' }));
    expect(unknown).toMatchObject({ status: 400, body: { code: 'UNKNOWN_TYPE' } });
    const typeless = await withoutAppend(vitrina, () => admin.post('/admin/taxonomy/category', { names: { es: 'Anillos' } }));
    expect(typeless).toMatchObject({ status: 400, body: { code: 'UNKNOWN_TYPE' } });
  });

  it.each([
    ['an unknown kind', 'colour', { names: { es: 'Rojo' } }],
    ['a type on a season', 'season', { names: { es: 'Monzón' }, typeId: '1' }],
    ['no Spanish name', 'event', { names: { en: 'Wedding' } }],
    ['an empty Spanish name', 'event', { names: { es: '   ' } }],
    ['an unknown language', 'event', { names: { es: 'Boda', de: 'Hochzeit' } }],
    ['a name too long', 'event', { names: { es: 'x'.repeat(61) } }],
    ['a control character', 'event', { names: { es: 'Bo\u0007da' } }],
    ['a bad id', 'event', { id: 'Boda Grande', names: { es: 'Boda' } }],
    ['an id too long', 'event', { id: 'a'.repeat(41), names: { es: 'Boda' } }],
    ['an unknown field', 'event', { names: { es: 'Boda' }, order: 1 }],
    ['names as text', 'event', { names: 'Boda' }],
  ])('refuses %s with VALIDATION_FAILED', async (_name, kind, body) => {
    const answer = await withoutAppend(vitrina, () => admin.post(`/admin/taxonomy/${kind}`, body));
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });
});

describe('renaming terms', () => {
  it('renames a term everywhere it is listed, and appends nothing for the same names', async () => {
    const names = { es: 'Verano', en: 'Summertime', it: 'Estate', fr: 'Été' };
    const answer = await admin.put('/admin/taxonomy/season/verano', { names });
    expect(answer).toMatchObject({ status: 200, body: { kind: 'season', id: 'verano', name: 'Verano', names } });
    expect((await data('en')).seasons.find((s) => s.id === 'verano')).toMatchObject({ name: 'Summertime' });
    const again = await withoutAppend(vitrina, () => admin.put('/admin/taxonomy/season/verano', { names }));
    expect(again.status).toBe(200);
  });

  it('refuses a term that does not exist with TERM_NOT_FOUND and bad input with VALIDATION_FAILED', async () => {
    expect(await withoutAppend(vitrina, () => admin.put('/admin/taxonomy/season/monzon', { names: { es: 'Monzón' } }))).toMatchObject({
      status: 404,
      body: { code: 'TERM_NOT_FOUND' },
    });
    expect(await withoutAppend(vitrina, () => admin.put('/admin/taxonomy/type/1', { names: { es: 'Ropa' }, typeId: '2' }))).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
    expect(await withoutAppend(vitrina, () => admin.put('/admin/taxonomy/type/1', {}))).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(await withoutAppend(vitrina, () => admin.put('/admin/taxonomy/type/UNO', { names: { es: 'Ropa' } }))).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
  });
});

describe('removing terms', () => {
  it('removes an unused term, which then is gone', async () => {
    const before = await vitrina.head();
    expect((await remove(admin, '/admin/taxonomy/weather/lluvioso')).status).toBe(204);
    expect((await eventsAfter(vitrina, before)).map((e) => [e.type, e.data])).toEqual([['TaxonomyTermRemoved', { kind: 'weather', id: 'lluvioso' }]]);
    expect((await data()).weather.map((w) => w.id)).toEqual(['frio', 'templado', 'calido']);
    expect(await withoutAppend(vitrina, () => remove(admin, '/admin/taxonomy/weather/lluvioso'))).toMatchObject({
      status: 404,
      body: { code: 'TERM_NOT_FOUND' },
    });
  });

  it('refuses a type still used by categories with TERM_IN_USE and how many as a field, and removes it once they are moved', async () => {
    await admin.post('/admin/taxonomy/type', { id: '70', names: { es: 'Gafas' } });
    await admin.post('/admin/taxonomy/category', { id: 'gafas-de-esqui', names: { es: 'Gafas de esquí' }, typeId: '70' });
    await admin.post('/admin/taxonomy/category', { id: 'gafas-graduadas', names: { es: 'Gafas graduadas' }, typeId: '70' });
    const inUse = await withoutAppend(vitrina, () => remove(admin, '/admin/taxonomy/type/70'));
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ code: 'TERM_IN_USE', message: 'This is still used by 2 categories; move them first.', uses: 2, usedBy: 'categories' });
    expect((await remove(admin, '/admin/taxonomy/category/gafas-de-esqui')).status).toBe(204);
    expect((await remove(admin, '/admin/taxonomy/type/70')).body).toMatchObject({ code: 'TERM_IN_USE', uses: 1, usedBy: 'categories' });
    expect((await remove(admin, '/admin/taxonomy/category/gafas-graduadas')).status).toBe(204);
    expect((await remove(admin, '/admin/taxonomy/type/70')).status).toBe(204);
    expect((await data()).types.map((t) => t.id)).not.toContain('70');
  });

  it('refuses a term still used by clothes with TERM_IN_USE and how many as a field, counting them from the catalogue', async () => {
    await catalogueFixture(vitrina);
    for (const path of ['/admin/taxonomy/category/camisas', '/admin/taxonomy/gender/mujer', '/admin/taxonomy/color/rojo', '/admin/taxonomy/style/clasico']) {
      const answer = await withoutAppend(vitrina, () => remove(admin, path));
      expect(answer.status, path).toBe(409);
      expect(answer.body, path).toEqual({ code: 'TERM_IN_USE', message: 'This is still used by 1 clothes; move them first.', uses: 1, usedBy: 'clothes' });
    }
    expect((await remove(admin, '/admin/taxonomy/category/pendientes')).status).toBe(204);
    expect((await remove(admin, '/admin/taxonomy/color/plateado')).status).toBe(204);
  });

  it('refuses a body', async () => {
    const answer = await withoutAppend(vitrina, () => admin.call('DELETE', '/admin/taxonomy/gender/unisex', { force: true }));
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });
});

describe('synonyms', () => {
  const put = (path: string, body: unknown) => admin.put(path, body);

  it('sets a term’s synonyms per language, kept trimmed and without repeats, shown in the admin’s list and answer', async () => {
    const before = await vitrina.head();
    const answer = await put('/admin/taxonomy/color/rojo/synonyms', { synonyms: { es: [' carmesí ', 'Carmesi', 'escarlata'], en: ['crimson'] } });
    expect(answer).toMatchObject({
      status: 200,
      body: { kind: 'color', id: 'rojo', name: 'Rojo', synonyms: { es: ['carmesí', 'escarlata'], en: ['crimson'] } },
    });
    const events = await eventsAfter(vitrina, before);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['TaxonomySynonymsSet', { kind: 'color', id: 'rojo', synonyms: { es: ['carmesí', 'escarlata'], en: ['crimson'] } }],
    ]);
    expect(events[0]!.metadata).toMatchObject({ actor: adminId });

    const list = await admin.call<Array<Term & { synonyms: Record<string, string[]> }>>('GET', '/admin/taxonomy/color', undefined, { 'Accept-Language': 'en' });
    expect(list.status).toBe(200);
    expect(list.body.map((t) => t.id)).toEqual((await data()).colors.map((c) => c.id));
    expect(list.body.find((t) => t.id === 'rojo')).toEqual({
      kind: 'color',
      id: 'rojo',
      name: 'Red',
      names: { es: 'Rojo', en: 'Red', it: 'Rosso', fr: 'Rouge' },
      synonyms: { es: ['carmesí', 'escarlata'], en: ['crimson'] },
    });
    expect(list.body.find((t) => t.id === 'negro')?.synonyms).toEqual({});
    expect((await data()).colors.find((c) => c.id === 'rojo')).not.toHaveProperty('synonyms');
  });

  it('appends nothing for the same list; a language left out has none, and DELETE takes them all away', async () => {
    const same = await withoutAppend(vitrina, () =>
      put('/admin/taxonomy/color/rojo/synonyms', { synonyms: { en: ['crimson'], es: ['carmesí', 'escarlata'] } }),
    );
    expect(same).toMatchObject({ status: 200, body: { synonyms: { es: ['carmesí', 'escarlata'], en: ['crimson'] } } });
    const fewer = await put('/admin/taxonomy/color/rojo/synonyms', { synonyms: { es: ['carmesí'] } });
    expect((fewer.body as { synonyms: object }).synonyms).toEqual({ es: ['carmesí'] });
    await put('/admin/taxonomy/color/azul/synonyms', { synonyms: { fr: ['azur'] } });
    const before = await vitrina.head();
    const none = await remove(admin, '/admin/taxonomy/color/azul/synonyms');
    expect(none).toMatchObject({ status: 200, body: { id: 'azul', synonyms: {} } });
    expect((await eventsAfter(vitrina, before)).map((e) => [e.type, e.data])).toEqual([['TaxonomySynonymsSet', { kind: 'color', id: 'azul', synonyms: {} }]]);
    expect(await withoutAppend(vitrina, () => remove(admin, '/admin/taxonomy/color/azul/synonyms'))).toMatchObject({ status: 200 });
    expect(await withoutAppend(vitrina, () => admin.call('DELETE', '/admin/taxonomy/color/azul/synonyms', { es: [] }))).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
  });

  it('goes with its term: a removed term added again has none', async () => {
    await admin.post('/admin/taxonomy/event', { id: 'verbena', names: { es: 'Verbena' } });
    await put('/admin/taxonomy/event/verbena/synonyms', { synonyms: { es: ['feria'] } });
    expect((await remove(admin, '/admin/taxonomy/event/verbena')).status).toBe(204);
    expect((await admin.post('/admin/taxonomy/event', { id: 'verbena', names: { es: 'Verbena' } })).body).toMatchObject({ id: 'verbena', synonyms: {} });
  });

  it('refuses a term that does not exist with TERM_NOT_FOUND', async () => {
    expect(await withoutAppend(vitrina, () => put('/admin/taxonomy/color/carmesi/synonyms', { synonyms: { es: ['rojo oscuro'] } }))).toMatchObject({
      status: 404,
      body: { code: 'TERM_NOT_FOUND' },
    });
    expect(await withoutAppend(vitrina, () => put('/admin/taxonomy/style/rojo/synonyms', { synonyms: { es: ['carmesí'] } }))).toMatchObject({
      status: 404,
      body: { code: 'TERM_NOT_FOUND' },
    });
    expect(await withoutAppend(vitrina, () => remove(admin, '/admin/taxonomy/style/rojo/synonyms'))).toMatchObject({
      status: 404,
      body: { code: 'TERM_NOT_FOUND' },
    });
  });

  it.each([
    ['no synonyms field', {}],
    ['synonyms as a list', { synonyms: ['carmesí'] }],
    ['words as text', { synonyms: { es: 'carmesí, escarlata' } }],
    ['no language', { synonyms: {} }],
    ['an empty language', { synonyms: { es: ['carmesí'], en: [] } }],
    ['an unknown language', { synonyms: { de: ['karmesin'] } }],
    ['an empty word', { synonyms: { es: ['carmesí', '  '] } }],
    ['a word too long', { synonyms: { es: ['x'.repeat(61)] } }],
    ['too many words', { synonyms: { en: Array.from({ length: 31 }, (_, n) => `red ${n}`) } }],
    ['a control character', { synonyms: { es: ['car\u0007mesí'] } }],
    ['a word that is not text', { synonyms: { es: [7] } }],
    ['an unknown field', { synonyms: { es: ['carmesí'] }, names: { es: 'Rojo' } }],
  ])('refuses %s with VALIDATION_FAILED, appending nothing', async (_name, body) => {
    const answer = await withoutAppend(vitrina, () => put('/admin/taxonomy/color/rojo/synonyms', body));
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('refuses a bad kind or id in the address with VALIDATION_FAILED', async () => {
    const body = { synonyms: { es: ['carmesí'] } };
    expect(await withoutAppend(vitrina, () => put('/admin/taxonomy/colour/rojo/synonyms', body))).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
    expect(await withoutAppend(vitrina, () => put('/admin/taxonomy/color/ROJO/synonyms', body))).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
    expect((await admin.get('/admin/taxonomy/colour')).status).toBe(400);
  });
});

describe('who may edit', () => {
  it('lets anyone read and only admins write; refusals append nothing', async () => {
    const guest = vitrina.client(freshIp());
    const { client: member } = await vitrina.signedIn('USER', freshIp());
    const { client: brand } = await vitrina.signedIn('BRAND', freshIp());
    expect((await guest.get('/categories/types/')).status).toBe(200);
    const writes: Array<(client: Client) => Promise<Answer>> = [
      (c) => c.post('/admin/taxonomy/event', { names: { es: 'Boda civil' } }),
      (c) => c.put('/admin/taxonomy/type/1', { names: { es: 'Prendas' } }),
      (c) => remove(c, '/admin/taxonomy/gender/unisex'),
      (c) => c.put('/admin/taxonomy/color/negro/synonyms', { synonyms: { es: ['azabache'] } }),
      (c) => remove(c, '/admin/taxonomy/color/rojo/synonyms'),
      (c) => c.get('/admin/taxonomy/color'),
    ];
    for (const write of writes) {
      expect(await withoutAppend(vitrina, () => write(guest))).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
      expect(await withoutAppend(vitrina, () => write(member))).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      expect(await withoutAppend(vitrina, () => write(brand))).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    expect((await data()).genders.map((g) => g.id)).toContain('unisex');
  });
});
