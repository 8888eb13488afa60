import { describe, expect, it } from 'vitest';
import { specFor } from '@vitrina/testkit/domain/decider-spec';
import { DEFAULT_TAXONOMY, TERM_SYNONYMS } from './defaults';
import { TaxonomySynonymsSet, TaxonomyTermAdded, type TaxonomyEvent, type TermSynonyms } from './events';
import { taxonomyDecider } from './taxonomy';
import { defaultMaterialOf, termsNamedIn } from './words';

const spec = specFor(taxonomyDecider);
const ropa = { es: 'Ropa', en: 'Clothes' };
const added = (data: TaxonomyEvent['data'] & { names: { es: string } }): TaxonomyEvent => ({ type: 'TaxonomyTermAdded', data });
const withRopa: TaxonomyEvent[] = [added({ kind: 'type', id: '1', names: ropa })];
const withCamisas: TaxonomyEvent[] = [...withRopa, added({ kind: 'category', id: 'camisas', names: { es: 'Camisas' }, typeId: '1' })];

describe('adding terms', () => {
  it('numbers types 1, 2... and never reuses a removed type’s number', () => {
    spec([]).when({ type: 'AddTerm', kind: 'type', names: ropa }).then(withRopa);
    const removed: TaxonomyEvent[] = [
      ...withRopa,
      added({ kind: 'type', id: '2', names: { es: 'Calzado' } }),
      { type: 'TaxonomyTermRemoved', data: { kind: 'type', id: '2' } },
    ];
    spec(removed)
      .when({ type: 'AddTerm', kind: 'type', names: { es: 'Bolsos' } })
      .then([added({ kind: 'type', id: '3', names: { es: 'Bolsos' } })]);
  });

  it('makes other ids from the Spanish name, unique within the kind', () => {
    spec([])
      .when({ type: 'AddTerm', kind: 'event', names: { es: 'Cóctel de Año Nuevo' } })
      .then([added({ kind: 'event', id: 'coctel-de-ano-nuevo', names: { es: 'Cóctel de Año Nuevo' } })]);
    const boda = [added({ kind: 'event', id: 'boda', names: { es: 'Boda' } })];
    spec(boda)
      .when({ type: 'AddTerm', kind: 'event', names: { es: 'BODA' } })
      .then([added({ kind: 'event', id: 'boda-2', names: { es: 'BODA' } })]);
    spec(boda)
      .when({ type: 'AddTerm', kind: 'season', names: { es: 'Boda' } })
      .then([added({ kind: 'season', id: 'boda', names: { es: 'Boda' } })]);
    spec([])
      .when({ type: 'AddTerm', kind: 'gender', names: { es: '★★' } })
      .then([added({ kind: 'gender', id: 'gender', names: { es: '★★' } })]);
    const long = spec([]).when({ type: 'AddTerm', kind: 'event', names: { es: 'x'.repeat(60) } }).result as TaxonomyEvent[];
    expect(TaxonomyTermAdded.safeParse(long[0]!.data).success).toBe(true);
  });

  it('refuses an id already taken in the same kind with TERM_EXISTS', () => {
    spec(withRopa)
      .when({ type: 'AddTerm', kind: 'type', id: '1', names: { es: 'Otra' } })
      .thenFails('TERM_EXISTS');
    spec(withRopa)
      .when({ type: 'AddTerm', kind: 'event', id: '1', names: { es: 'Uno' } })
      .then([added({ kind: 'event', id: '1', names: { es: 'Uno' } })]);
  });

  it('adds a category only under an existing type', () => {
    spec(withRopa)
      .when({ type: 'AddTerm', kind: 'category', id: 'camisas', names: { es: 'Camisas' }, typeId: '1' })
      .then(withCamisas.slice(1));
    spec(withRopa)
      .when({ type: 'AddTerm', kind: 'category', names: { es: 'Camisas' }, typeId: '9' })
      .thenFails('UNKNOWN_TYPE');
    spec(withRopa)
      .when({ type: 'AddTerm', kind: 'category', names: { es: 'Camisas' } })
      .thenFails('UNKNOWN_TYPE');
  });

  it('keeps a type id only on categories', () => {
    spec(withRopa)
      .when({ type: 'AddTerm', kind: 'event', id: 'boda', names: { es: 'Boda' }, typeId: '1' })
      .then([added({ kind: 'event', id: 'boda', names: { es: 'Boda' } })]);
  });
});

describe('renaming terms', () => {
  it('renames an existing term, and appends nothing when the names are unchanged', () => {
    const names = { es: 'Ropa', en: 'Clothing', fr: 'Vêtements' };
    spec(withRopa)
      .when({ type: 'RenameTerm', kind: 'type', id: '1', names })
      .then([{ type: 'TaxonomyTermRenamed', data: { kind: 'type', id: '1', names } }]);
    spec(withRopa)
      .when({ type: 'RenameTerm', kind: 'type', id: '1', names: { en: 'Clothes', es: 'Ropa' } })
      .then([]);
  });

  it('refuses a term that does not exist (also one of another kind) with TERM_NOT_FOUND', () => {
    spec(withRopa).when({ type: 'RenameTerm', kind: 'category', id: '1', names: ropa }).thenFails('TERM_NOT_FOUND');
  });
});

describe('removing terms', () => {
  it('removes an unused term', () => {
    spec(withCamisas)
      .when({ type: 'RemoveTerm', kind: 'category', id: 'camisas', clothesUsing: 0 })
      .then([{ type: 'TaxonomyTermRemoved', data: { kind: 'category', id: 'camisas' } }]);
  });

  it('refuses a term still used by clothes with TERM_IN_USE, saying how many', () => {
    const result = spec(withCamisas).when({ type: 'RemoveTerm', kind: 'category', id: 'camisas', clothesUsing: 3 }).result;
    expect(result).toMatchObject({ code: 'TERM_IN_USE', message: 'This is still used by 3 clothes; move them first.' });
  });

  it('refuses a type still used by categories, and removes it once they are gone', () => {
    const result = spec(withCamisas).when({ type: 'RemoveTerm', kind: 'type', id: '1', clothesUsing: 0 }).result;
    expect(result).toMatchObject({ code: 'TERM_IN_USE', message: 'This is still used by 1 categories; move them first.' });
    const emptied: TaxonomyEvent[] = [...withCamisas, { type: 'TaxonomyTermRemoved', data: { kind: 'category', id: 'camisas' } }];
    spec(emptied)
      .when({ type: 'RemoveTerm', kind: 'type', id: '1', clothesUsing: 0 })
      .then([{ type: 'TaxonomyTermRemoved', data: { kind: 'type', id: '1' } }]);
    spec(emptied).when({ type: 'RemoveTerm', kind: 'category', id: 'camisas', clothesUsing: 0 }).thenFails('TERM_NOT_FOUND');
  });
});

describe('setting a term’s synonyms', () => {
  const withRojo: TaxonomyEvent[] = [added({ kind: 'color', id: 'rojo', names: { es: 'Rojo', en: 'Red' } })];
  const set = (synonyms: TermSynonyms): TaxonomyEvent => ({ type: 'TaxonomySynonymsSet', data: { kind: 'color', id: 'rojo', synonyms } });
  const when = (given: TaxonomyEvent[], synonyms: TermSynonyms) => spec(given).when({ type: 'SetSynonyms', kind: 'color', id: 'rojo', synonyms });

  it('keeps each language’s words trimmed, without empty ones or repeats told apart only by case, accents or spaces', () => {
    when(withRojo, { es: ['  carmesí ', 'Carmesi', 'CARMESÍ', 'rojo  fuego', 'rojo fuego', ''], en: ['crimson', 'scarlet'], fr: ['   '] }).then([
      set({ es: ['carmesí', 'rojo fuego'], en: ['crimson', 'scarlet'] }),
    ]);
  });

  it('replaces the whole list, and appends nothing when it is the same', () => {
    const given = [...withRojo, set({ es: ['carmesí'], en: ['crimson'] })];
    when(given, { es: ['carmesí ', 'carmesi'], en: ['crimson'] }).then([]);
    when(given, { en: ['crimson'] }).then([set({ en: ['crimson'] })]);
    when(given, {}).then([set({})]);
    when([...given, set({})], { es: [], fr: [''] }).then([]);
    when(withRojo, {}).then([]);
  });

  it('refuses words over 60 characters or over 30 words in a language with INVALID_SYNONYMS', () => {
    when(withRojo, { it: ['x'.repeat(61)] }).thenFails('INVALID_SYNONYMS');
    when(withRojo, { it: [` ${'x'.repeat(60)} `] }).then([set({ it: ['x'.repeat(60)] })]);
    const many = Array.from({ length: 31 }, (_, n) => `rojo ${n}`);
    when(withRojo, { en: many }).thenFails('INVALID_SYNONYMS');
    when(withRojo, { en: [...many.slice(0, 30), 'ROJO 0'] }).then([set({ en: many.slice(0, 30) })]);
    expect(TaxonomySynonymsSet.safeParse(set({ en: many.slice(0, 30) }).data).success).toBe(true);
  });

  it('refuses a term that does not exist, or was removed, with TERM_NOT_FOUND', () => {
    spec(withRojo)
      .when({ type: 'SetSynonyms', kind: 'style', id: 'rojo', synonyms: { es: ['carmesí'] } })
      .thenFails('TERM_NOT_FOUND');
    const removed: TaxonomyEvent[] = [...withRojo, set({ es: ['carmesí'] }), { type: 'TaxonomyTermRemoved', data: { kind: 'color', id: 'rojo' } }];
    when(removed, { es: ['carmesí'] }).thenFails('TERM_NOT_FOUND');
  });

  it('goes with a removed term: added again, it has none', () => {
    const again: TaxonomyEvent[] = [...withRojo, set({ es: ['carmesí'] }), { type: 'TaxonomyTermRemoved', data: { kind: 'color', id: 'rojo' } }, ...withRojo];
    const state = again.reduce(taxonomyDecider.evolve, taxonomyDecider.initialState());
    expect(state.terms['color:rojo']?.synonyms).toBeUndefined();
    when(again, { es: ['carmesí'] }).then([set({ es: ['carmesí'] })]);
  });

  it('survives a rename', () => {
    const renamed: TaxonomyEvent[] = [
      ...withRojo,
      set({ es: ['carmesí'] }),
      { type: 'TaxonomyTermRenamed', data: { kind: 'color', id: 'rojo', names: { es: 'Rojo vivo' } } },
    ];
    when(renamed, { es: ['carmesí'] }).then([]);
  });
});

describe('seeding the starting taxonomy', () => {
  it('adds every default term that passes its own schema, types before their categories', () => {
    const result = spec([]).when({ type: 'SeedTaxonomy', terms: DEFAULT_TAXONOMY }).result as TaxonomyEvent[];
    expect(result).toHaveLength(DEFAULT_TAXONOMY.length);
    for (const event of result) expect(TaxonomyTermAdded.safeParse(event.data).success, JSON.stringify(event.data)).toBe(true);
    const kinds = DEFAULT_TAXONOMY.map((term) => term.kind);
    expect(kinds.filter((kind) => kind === 'category').length).toBeGreaterThanOrEqual(20);
    expect(new Set(DEFAULT_TAXONOMY.map((term) => `${term.kind}:${term.id}`)).size).toBe(DEFAULT_TAXONOMY.length);
    for (const term of DEFAULT_TAXONOMY) expect(Object.keys(term.names).sort(), term.id).toEqual(['en', 'es', 'fr', 'it']);
  });

  it('is idempotent: only the missing terms are added, renamed ones are left alone', () => {
    const all = spec([]).when({ type: 'SeedTaxonomy', terms: DEFAULT_TAXONOMY }).result as TaxonomyEvent[];
    spec(all).when({ type: 'SeedTaxonomy', terms: DEFAULT_TAXONOMY }).then([]);
    const partial: TaxonomyEvent[] = [...withRopa, { type: 'TaxonomyTermRenamed', data: { kind: 'type', id: '1', names: { es: 'Prendas' } } }];
    const rest = spec(partial).when({ type: 'SeedTaxonomy', terms: DEFAULT_TAXONOMY }).result as TaxonomyEvent[];
    expect(rest).toHaveLength(DEFAULT_TAXONOMY.length - 1);
    expect(rest.some((event) => event.data.kind === 'type' && event.data.id === '1')).toBe(false);
  });

  it('leaves out a category whose type an admin removed', () => {
    const removed: TaxonomyEvent[] = [...withRopa, { type: 'TaxonomyTermRemoved', data: { kind: 'type', id: '1' } }];
    const terms = DEFAULT_TAXONOMY.filter((term) => term.kind === 'category' && term.typeId === '1');
    spec(removed).when({ type: 'SeedTaxonomy', terms }).then([]);
  });
});

describe('the colour, style and material defaults', () => {
  const ids = (kind: string) => DEFAULT_TAXONOMY.filter((term) => term.kind === kind).map((term) => term.id);

  it('are the agreed ids, each named in the four languages', () => {
    expect(ids('color')).toEqual([
      'negro',
      'blanco',
      'crudo',
      'gris',
      'beige',
      'camel',
      'marron',
      'azul',
      'azul-marino',
      'celeste',
      'verde',
      'oliva',
      'rojo',
      'bordo',
      'rosa',
      'amarillo',
      'mostaza',
      'naranja',
      'terracota',
      'violeta',
      'dorado',
      'plateado',
      'multicolor',
      'blanco-roto',
      'nude',
      'suela',
      'chocolate',
      'verde-militar',
      'turquesa',
      'fucsia',
      'lila',
      'coral',
    ]);
    expect(ids('style')).toEqual(['casual', 'deportivo', 'elegante', 'formal', 'urbano', 'clasico', 'bohemio', 'minimalista', 'romantico', 'vintage']);
    // The demo catalogue's materials (api/demo/seed.ts) by these ids.
    expect(ids('material')).toEqual([
      'algodon',
      'lino',
      'lana',
      'cachemira',
      'punto',
      'seda',
      'cuero',
      'ante',
      'denim',
      'lona',
      'plata',
      'oro',
      'poliester',
      'viscosa',
      'cuero-sintetico',
      'saten',
      'gabardina',
      'terciopelo',
      'pana',
      'felpa',
      'elastano',
      'nailon',
      'encaje',
      'tul',
      'acero',
      'rafia',
    ]);
    const named = DEFAULT_TAXONOMY.filter((term) => term.kind === 'color' || term.kind === 'style' || term.kind === 'material');
    expect(named.every((term) => term.names.en && term.names.it && term.names.fr && TaxonomyTermAdded.safeParse(term).success)).toBe(true);
  });

  it('are seeded like every other kind, and only where missing', () => {
    const seeded = taxonomyDecider.decide({ type: 'SeedTaxonomy', terms: DEFAULT_TAXONOMY }, taxonomyDecider.initialState()) as TaxonomyEvent[];
    expect(seeded.filter((event) => event.data.kind === 'color')).toHaveLength(32);
    const state = seeded.reduce(taxonomyDecider.evolve, taxonomyDecider.initialState());
    spec(seeded).when({ type: 'SeedTaxonomy', terms: DEFAULT_TAXONOMY }).then([]);
    expect(state.terms['style:clasico']?.names).toEqual({ es: 'Clásico', en: 'Classic', it: 'Classico', fr: 'Classique' });
    expect(state.terms['material:cuero']?.names).toEqual({ es: 'Cuero', en: 'Leather', it: 'Pelle', fr: 'Cuir' });
  });

  it('read a material’s names and synonyms in any language, and the words of a text that name one', () => {
    for (const word of ['cuero', 'Leather', 'PELLE', 'cuir', 'piel']) expect(defaultMaterialOf(word), word).toBe('cuero');
    for (const word of ['Lana', 'wool', 'laine', 'merino']) expect(defaultMaterialOf(word), word).toBe('lana');
    for (const word of ['denim', 'jean', 'vaquero']) expect(defaultMaterialOf(word), word).toBe('denim');
    expect([
      defaultMaterialOf('Algodón'),
      defaultMaterialOf('Suede'),
      defaultMaterialOf('Maglia'),
      defaultMaterialOf('Toile'),
      defaultMaterialOf('cotton'),
    ]).toEqual(['algodon', 'ante', 'punto', 'lona', 'algodon']);
    expect(defaultMaterialOf('rojo')).toBeUndefined();
    expect(termsNamedIn(['Bolso de cuero negro', 'Sac en toile', 'Orecchini placcato oro'], defaultMaterialOf)).toEqual(['cuero', 'lona', 'oro']);
    expect(termsNamedIn(['Zapatos negros'], defaultMaterialOf)).toEqual([]);
    // Synthetic leather is never leather, in any of the four languages.
    for (const word of ['eco cuero', 'Cuero sintético', 'cuerina', 'PU', 'faux leather', 'vegan leather', 'similpelle', 'simili cuir'])
      expect(defaultMaterialOf(word), word).toBe('cuero-sintetico');
    expect(termsNamedIn(['Campera Eco Cuero Negra', 'Faux Leather Biker Jacket', 'Borsa in finta pelle'], defaultMaterialOf)).toEqual(['cuero-sintetico']);
  });

  it('give synonyms only to terms that exist', () => {
    for (const kind of ['color', 'style', 'material'] as const) for (const id of Object.keys(TERM_SYNONYMS[kind])) expect(ids(kind), id).toContain(id);
  });
});
