import { describe, expect, it } from 'vitest';
import { DEFAULT_TAXONOMY } from '@vitrina/domain/taxonomy/defaults';
import { liveLexicon } from '@vitrina/domain/taxonomy/live-lexicon';
import { classify, type ClassifiedItem } from './classify';

const lexicon = liveLexicon(DEFAULT_TAXONOMY);
const typeOf = (id: string) => DEFAULT_TAXONOMY.find((term) => term.kind === 'category' && term.id === id)?.typeId;
const item = (name: string, more: Partial<ClassifiedItem> = {}): ClassifiedItem => ({ name, description: null, tags: [], colors: [], materials: [], ...more });

describe('classifying an imported product from what its shop publishes', () => {
  it.each([
    ['es-AR', 'Campera Eco Cuero Negra', { categoryId: 'chaquetas', typeId: '1', colors: ['negro'], materials: ['cuero-sintetico'] }],
    ['es-AR', 'Buzo Canguro Frisa Gris', { categoryId: 'sudaderas', colors: ['gris'] }],
    ['es-AR', 'Cartera Bandolera Suela', { categoryId: 'bandoleras', typeId: '4', colors: ['suela'] }],
    ['es-AR', 'Zapatos Acordonados Gamuza Hombre Chocolate', { typeId: '2', gender: 'hombre', colors: ['chocolate'], materials: ['ante'] }],
    ['es-AR', 'Pantalón de Jean Mom', { categoryId: 'vaqueros', materials: ['denim'] }],
    ['en-GB', 'Faux Leather Biker Jacket', { categoryId: 'chaquetas', materials: ['cuero-sintetico'] }],
    ['en-GB', 'Chelsea Boots Suede', { categoryId: 'botines', materials: ['ante'] }],
    ['fr', 'Robe plissée en soie noire', { categoryId: 'vestidos', colors: ['negro'], materials: ['seda'] }],
    ['it', 'Borsa a tracolla in similpelle', { categoryId: 'bandoleras', materials: ['cuero-sintetico'] }],
  ] as const)('reads %s “%s”', (locale, name, expected) => {
    expect(classify(item(name), lexicon, typeOf, locale)).toMatchObject(expected);
  });

  it('takes an English title’s category from its last noun and a Spanish one’s from its first', () => {
    expect(classify(item('Cable Knit Knit'), lexicon, typeOf, 'en-GB')).toMatchObject({ categoryId: 'jerseis', materials: ['punto'] });
    expect(classify(item('Suede Kitten Mules Silver'), lexicon, typeOf, 'en-GB').categoryId).toBe('tacones');
    expect(classify(item('Riñonera Con Cierre'), lexicon, typeOf, 'es-AR')).toMatchObject({ typeId: '4', categoryId: 'bolsos-de-mano' });
    expect(classify(item('Linen Shirt Dress'), lexicon, typeOf, 'en-GB').categoryId).toBe('vestidos');
    expect(classify(item('Vestido Camisa de Lino'), lexicon, typeOf, 'es-AR').categoryId).toBe('vestidos');
    expect(classify(item('Camisa para usar con vestido'), lexicon, typeOf, 'es-AR').categoryId).toBe('camisas');
  });

  it('makes a product whose words name only its type that type’s general category, where the taxonomy has one', () => {
    expect(classify(item('Zapatos Clásicos Gamuza Hombre "Milo"'), lexicon, typeOf, 'es-AR')).toMatchObject({ typeId: '2', categoryId: 'zapatos-de-vestir' });
    expect(classify(item('Bolso de cuero Nina'), lexicon, typeOf, 'es-ES')).toMatchObject({ typeId: '4', categoryId: 'bolsos-de-mano' });
    // Jewels have no general category (necklaces, earrings and rings stand side by side): left to review.
    expect(classify(item('Joyas de plata Luna'), lexicon, typeOf, 'es-AR')).toMatchObject({ typeId: '5', categoryId: null });
  });

  it('reads the shop’s own categories and tags where the title names none, gender from either, unisex where both are named', () => {
    expect(classify(item('Modelo Roma', { tags: ['Hombre - Ropa', 'Remeras'] }), lexicon, typeOf, 'es-AR')).toMatchObject({
      categoryId: 'camisetas',
      gender: 'hombre',
    });
    expect(classify(item('Buzo Canguro', { tags: ['hombre', 'mujer'] }), lexicon, typeOf, 'es-AR').gender).toBe('unisex');
    expect(classify(item('Buzo Canguro', { tags: ['UNISEX'] }), lexicon, typeOf, 'es-AR').gender).toBe('unisex');
    // Nothing tells: left to the settings' default.
    expect(classify(item('Modelo Roma'), lexicon, typeOf, 'es-AR')).toMatchObject({ categoryId: null, typeId: null, gender: null, colors: [] });
  });

  it('takes occasions and seasons from tags, colours from the options before the title, and the description’s colour line after', () => {
    expect(
      classify(item('Vestido Midi Plisado Negro', { tags: ['fiesta', 'casamiento', 'invierno'], colors: ['Bordó'] }), lexicon, typeOf, 'es-AR'),
    ).toMatchObject({ colors: ['bordo'], eventIds: ['fiesta', 'boda'], seasons: ['invierno'] });
    expect(
      classify(item('Argollas Grandes', { description: 'Acero quirúrgico, no se oxida.\nDisponible en: dorado, plateado.' }), lexicon, typeOf, 'es-AR').colors,
    ).toEqual(['dorado', 'plateado']);
    expect(
      classify(item('Belted Moto Jacket', { description: 'Our signature moto jacket.\nShown in: black, navy, charcoal.' }), lexicon, typeOf, 'en-GB').colors,
    ).toEqual(['negro', 'azul-marino', 'gris']);
    // Stone is a beige, leopard a print of many colours, in any of the languages.
    expect(classify(item('Linen Chinos – Stone'), lexicon, typeOf, 'en-GB').colors).toEqual(['beige']);
    expect(classify(item('Pantalón de lino color piedra'), lexicon, typeOf, 'es-ES').colors).toEqual(['beige']);
    expect(classify(item('Bikini – Leopard'), lexicon, typeOf, 'en-GB').colors).toEqual(['multicolor']);
    expect(classify(item('Costume da bagno leopardato'), lexicon, typeOf, 'it').colors).toEqual(['multicolor']);
    // "Estampado" is a pattern, not a colour beside the camel it names.
    expect(classify(item('Pañuelo Estampado Camel'), lexicon, typeOf, 'es-AR').colors).toEqual(['camel']);
    expect(classify(item('Falda Tableada Animal Print'), lexicon, typeOf, 'es-AR').colors).toEqual(['multicolor']);
  });

  it('takes occasions from what a sentence of its description says it is for, in four languages', () => {
    expect(
      classify(item('Linen Oversized Blazer', { description: 'Composition: 100% linen.\nPerfect for the office or weddings.' }), lexicon, typeOf, 'en-GB')
        .eventIds,
    ).toEqual(['oficina', 'boda']);
    expect(
      classify(item('Strappy Flip Flops', { tags: ['Holiday'], description: 'Shown in: gold.\nPerfect for the beach.' }), lexicon, typeOf, 'en-GB').eventIds,
    ).toEqual(['viaje', 'playa']);
    expect(classify(item('Vestido Lencero', { description: 'Ideal para una fiesta de noche.' }), lexicon, typeOf, 'es-AR').eventIds).toEqual(['fiesta']);
    expect(classify(item('Abito lungo', { description: 'Perfetto per un matrimonio.' }), lexicon, typeOf, 'it').eventIds).toEqual(['boda']);
    expect(classify(item('Robe longue', { description: 'Parfaite pour la plage.' }), lexicon, typeOf, 'fr').eventIds).toEqual(['playa']);
    // A passing word of the description says nothing of what it is for.
    expect(
      classify(item('Vestido Midi', { description: 'La modelo lo usó en una boda. Composición: 100% viscosa.' }), lexicon, typeOf, 'es-AR').eventIds,
    ).toEqual([]);
  });

  it('reads materials from the composition, never from a passing word, a lining or another language’s false friend', () => {
    expect(
      classify(item('Vestido Midi', { description: 'Composición: 100% viscosa. Ideal para combinar con jeans.' }), lexicon, typeOf, 'es-AR').materials,
    ).toEqual(['viscosa']);
    expect(classify(item('Oversized Moto Jacket', { description: 'Composition: Suede, lined in viscose.' }), lexicon, typeOf, 'en-GB').materials).toEqual([
      'ante',
    ]);
    // A shoe says what it is made of by its upper and sole; a man-made upper is synthetic leather.
    expect(
      classify(item('Chelsea Boots', { description: 'Meet our chelsea boots.\nSynthetic upper (PU), rubber sole.' }), lexicon, typeOf, 'en-GB').materials,
    ).toEqual(['cuero-sintetico']);
    expect(classify(item('Mary Janes', { description: 'Man-made upper and rubber outsole.' }), lexicon, typeOf, 'en-GB').materials).toEqual([
      'cuero-sintetico',
    ]);
    expect(classify(item('Derby Shoes', { description: 'Leather upper, rubber sole.' }), lexicon, typeOf, 'en-GB').materials).toEqual(['cuero']);
    // Ribbed is a texture: the leggings are what their composition says.
    expect(classify(item('Ribbed Leggings', { description: '82% recycled polyamide, 18% elastane.' }), lexicon, typeOf, 'en-GB').materials).toEqual([
      'nailon',
      'elastano',
    ]);
    expect(classify(item('Cartera Bandolera Gamuza', { description: 'Gamuza vacuna, forro de tela.' }), lexicon, typeOf, 'es-AR').materials).toEqual(['ante']);
    // "Punta" is a shoe's toe, not knit ("punto").
    expect(classify(item('Chatitas Punta Redondas Gamuza'), lexicon, typeOf, 'es-AR').materials).toEqual(['ante']);
    // Synthetic leather is no leather, wherever either is named.
    expect(classify(item('Campera Eco Cuero', { description: 'Exterior: cuero ecológico (PU).' }), lexicon, typeOf, 'es-AR').materials).not.toContain('cuero');
  });
});
