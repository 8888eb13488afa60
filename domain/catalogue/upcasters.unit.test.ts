import { describe, expect, it } from 'vitest';
import { clothFields } from '@vitrina/testkit/domain/catalogue';
import { EventRegistry } from '../core/events';
import { catalogueEventSchemas } from './events';
import { catalogueUpcasters, clothFieldsV1toV2, clothFieldsV2toV3, clothFieldsV3toV4 } from './upcasters';

const brandId = '0b7f6c1e-5d4a-4e3b-9c2d-1a0f9e8d7c6b';
const clothId = 'c1000000-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
/** A ClothAdded as written before colours and styles were terms: free words, no description (nor the later materials and stock). */
const v1 = (colors: string[], style: string | null) => {
  const { description: _description, materials: _materials, stock: _stock, ...fields } = clothFields({ colors, style });
  return { brandId, clothId, ...fields, addedAt: '2026-01-01T00:00:00.000Z' };
};
const upcast = (colors: string[], style: string | null = null) =>
  clothFieldsV1toV2(v1(colors, style)) as { colors: string[]; style: string | null; description: unknown };

describe('the v1 → v2 cloth upcaster', () => {
  it('reads colour names in any of the four languages as the default colour ids', () => {
    expect(upcast(['Rojo', 'red', 'ROSSO', 'rouge']).colors).toEqual(['rojo']);
    expect(upcast(['negro', 'Bianco', 'bleu marine', 'Marrón']).colors).toEqual(['negro', 'blanco', 'azul-marino', 'marron']);
  });

  it('knows the common synonyms', () => {
    expect(upcast(['verde oliva', 'navy', 'bordeaux', 'terracota', 'morado']).colors).toEqual(['oliva', 'azul-marino', 'bordo', 'terracota', 'violeta']);
  });

  it('keeps a word that matches nothing as its slug, accents stripped, and drops repeats and empty words', () => {
    expect(upcast(['Verde Agua Pálido', 'rojo', 'Rojo', '★']).colors).toEqual(['verde-agua-palido', 'rojo']);
  });

  it('keeps at most ten colours', () => {
    expect(upcast(Array.from({ length: 14 }, (_, i) => `tono ${i}`)).colors).toHaveLength(10);
  });

  it('reads the style the same way, and null stays null', () => {
    expect(upcast([], 'clásico').style).toBe('clasico');
    expect(upcast([], 'Boho').style).toBe('bohemio');
    expect(upcast([], 'Gótico suave').style).toBe('gotico-suave');
    expect(upcast([], null).style).toBeNull();
  });

  it('gives the missing description as null, and the result passes today’s schema once materials are read too', () => {
    const data = clothFieldsV1toV2(v1(['Azul marino', 'cielo'], 'Clásico'));
    expect(data).toMatchObject({ colors: ['azul-marino', 'cielo'], style: 'clasico', description: null });
    expect(catalogueEventSchemas.ClothAdded.safeParse(clothFieldsV2toV3(data)).success).toBe(true);
    expect(catalogueEventSchemas.ClothAdded.safeParse(v1(['Azul marino'], 'Clásico')).success).toBe(false);
  });

  it('leaves current events as they are, whatever their ids look like', () => {
    const current = { ...v1(['navy'], 'boho'), description: null, materials: [] };
    expect(clothFieldsV1toV2(current)).toBe(current);
  });

  it('runs from the registry before validation, for ClothAdded and ClothUpdated only', () => {
    const registry = new EventRegistry(catalogueEventSchemas).withUpcasters(catalogueUpcasters);
    expect(registry.parse('ClothAdded', registry.upcast('ClothAdded', v1(['Rosso'], null)))).toMatchObject({
      colors: ['rojo'],
      description: null,
      materials: [],
    });
    const { addedAt, ...fields } = v1(['Black'], 'Vintage');
    expect(registry.parse('ClothUpdated', registry.upcast('ClothUpdated', { ...fields, updatedAt: addedAt }))).toMatchObject({
      colors: ['negro'],
      style: 'vintage',
    });
    const removed = { brandId, clothId, removedAt: addedAt };
    expect(registry.upcast('ClothRemoved', removed)).toBe(removed);
    expect(() => new EventRegistry(catalogueEventSchemas).withUpcasters({ ClothPainted: [(data) => data] })).toThrow(/unregistered/);
  });
});

/** A ClothAdded as written before materials were terms: today's shape without `materials`. */
const v2 = (names: Record<string, string>, tags: string[] = []) => ({ ...v1([], null), names, tags, description: null });
const materialsOf = (names: Record<string, string>, tags: string[] = []) => (clothFieldsV2toV3(v2(names, tags)) as { materials: string[] }).materials;

describe('the v2 → v3 cloth upcaster', () => {
  it('reads the materials a cloth’s tags and names name, in any of the four languages, in that order', () => {
    expect(materialsOf({ es: 'Camisa de lino' })).toEqual(['lino']);
    expect(materialsOf({ es: 'Bolso', en: 'Leather handbag' }, ['cuero'])).toEqual(['cuero']);
    expect(materialsOf({ es: 'Jersey', it: 'Maglione di cashmere', fr: 'Pull en laine' }, ['Algodón'])).toEqual(['algodon', 'cachemira', 'lana']);
    expect(materialsOf({ es: 'Chaqueta de ante', fr: 'Veste en daim' })).toEqual(['ante']);
  });

  it('knows the synonyms: piel, pelle and cuir are leather; merino is wool; jean and vaquero are denim', () => {
    expect(materialsOf({ es: 'Campera de piel', it: 'Giacca di pelle', fr: 'Blouson en cuir' })).toEqual(['cuero']);
    expect(materialsOf({ es: 'Bufanda merino', fr: 'Écharpe en laine' })).toEqual(['lana']);
    expect(materialsOf({ es: 'Pantalón de jean' }, ['vaquero'])).toEqual(['denim']);
  });

  it('reads a material two words name, before the words alone', () => {
    expect(materialsOf({ es: 'Aros', en: 'Gold plated hoops', fr: 'Créoles plaquées or' })).toEqual(['oro']);
    expect(materialsOf({ es: 'Anillo', it: 'Anello in argento 925' })).toEqual(['plata']);
  });

  it('gives none when nothing names a material, and at most five', () => {
    expect(materialsOf({ es: 'Camisa blanca', en: 'White shirt' }, ['verano', 'rojo'])).toEqual([]);
    expect(materialsOf({ es: 'Mezcla' }, ['lana', 'seda', 'lino', 'algodón', 'cuero', 'ante', 'denim'])).toHaveLength(5);
  });

  it('leaves current events as they are, and runs after v1 → v2 from the registry for ClothAdded and ClothUpdated', () => {
    const current = { ...v2({ es: 'Camisa de lino' }), materials: ['seda'] };
    expect(clothFieldsV2toV3(current)).toBe(current);
    const registry = new EventRegistry(catalogueEventSchemas).withUpcasters(catalogueUpcasters);
    expect(registry.parse('ClothAdded', registry.upcast('ClothAdded', { ...v1(['Rosso'], null), names: { es: 'Vestido de seda' } }))).toMatchObject({
      colors: ['rojo'],
      description: null,
      materials: ['seda'],
    });
    const { addedAt, ...fields } = v2({ es: 'Botas', en: 'Suede boots' });
    expect(registry.parse('ClothUpdated', registry.upcast('ClothUpdated', { ...fields, updatedAt: addedAt }))).toMatchObject({ materials: ['ante'] });
  });
});

describe('the v3 → v4 cloth upcaster', () => {
  const v3 = { ...v2({ es: 'Camisa' }), sizes: ['S', 'M'], materials: [] };

  it('gives a cloth written before stock was kept every size in stock', () => {
    expect(clothFieldsV3toV4(v3)).toEqual({ ...v3, stock: { soldOut: false, soldOutSizes: [] } });
  });

  it('leaves current events as they are', () => {
    const current = { ...v3, stock: { soldOut: true, soldOutSizes: ['M'] } };
    expect(clothFieldsV3toV4(current)).toBe(current);
  });

  it('runs last from the registry for ClothAdded and ClothUpdated, from any older shape', () => {
    const registry = new EventRegistry(catalogueEventSchemas).withUpcasters(catalogueUpcasters);
    expect(registry.parse('ClothAdded', registry.upcast('ClothAdded', v1(['Rosso'], null)))).toMatchObject({
      colors: ['rojo'],
      stock: { soldOut: false, soldOutSizes: [] },
    });
    const { addedAt, ...fields } = v3;
    expect(registry.parse('ClothUpdated', registry.upcast('ClothUpdated', { ...fields, updatedAt: addedAt }))).toMatchObject({
      sizes: ['S', 'M'],
      stock: { soldOut: false, soldOutSizes: [] },
    });
    const back = { brandId, clothId, sizes: ['M'], wholeCloth: false, at: addedAt };
    expect(registry.upcast('ClothBackInStock', back)).toBe(back);
  });
});
