import { describe, expect, it } from 'vitest';
import { chartRowFor, repeatedSize, sizeIn, type SizeChart } from './charts';
import { SIZE_TABLES, SIZE_SYSTEMS, convertSize, defaultSizeSystem, equivalentsOf, normalizeSize, sizeKindOf, systemOfLabel, systemsOf } from './systems';

describe('size systems', () => {
  it('converts women’s clothes between every system', () => {
    expect(convertSize('38', 'AR', 'EU', 'women-clothing')).toBe('36');
    expect(convertSize('38', 'AR', 'US', 'women-clothing')).toBe('4');
    expect(convertSize('38', 'AR', 'UK', 'women-clothing')).toBe('8');
    expect(convertSize('38', 'AR', 'IT', 'women-clothing')).toBe('42');
    expect(convertSize('38', 'AR', 'FR', 'women-clothing')).toBe('38');
    expect(convertSize('M', 'INT', 'IT', 'women-clothing')).toBe('44');
    expect(convertSize('44', 'IT', 'INT', 'women-clothing')).toBe('M');
  });

  it('converts men’s clothes and shoes', () => {
    expect(convertSize('L', 'INT', 'EU', 'men-clothing')).toBe('50');
    expect(convertSize('50', 'IT', 'US', 'men-clothing')).toBe('40');
    expect(convertSize('38', 'EU', 'AR', 'women-shoes')).toBe('37');
    expect(convertSize('37', 'AR', 'US', 'women-shoes')).toBe('7.5');
    expect(convertSize('9', 'UK', 'EU', 'men-shoes')).toBe('43');
    expect(convertSize('42', 'AR', 'US', 'men-shoes')).toBe('10');
  });

  it('reads sizes as shops write them and answers null for what no table has', () => {
    expect(normalizeSize(' m ')).toBe('M');
    expect(normalizeSize('2XL')).toBe('XXL');
    expect(normalizeSize('T. 40')).toBe('40');
    expect(normalizeSize('7,5')).toBe('7.5');
    expect(convertSize('7,5', 'US', 'EU', 'women-shoes')).toBe('38');
    expect(convertSize('2xl', 'INT', 'FR', 'women-clothing')).toBe('46');
    expect(convertSize('U', 'INT', 'EU', 'women-clothing')).toBeNull();
    expect(convertSize('M', 'INT', 'EU', 'women-shoes')).toBeNull();
    expect(convertSize('U', 'INT', 'INT', 'women-clothing')).toBe('U');
  });

  it('round-trips every table row through every system', () => {
    for (const [kind, rows] of Object.entries(SIZE_TABLES) as Array<[keyof typeof SIZE_TABLES, (typeof SIZE_TABLES)['men-shoes']]>) {
      for (const entry of rows) {
        for (const from of SIZE_SYSTEMS) {
          const label = entry[from];
          if (label === undefined) continue;
          for (const to of SIZE_SYSTEMS) expect(convertSize(label, from, to, kind), `${kind} ${from} ${label} → ${to}`).toBe(entry[to] ?? null);
        }
      }
    }
  });

  it('tells the kind, the label’s system and the reader’s system', () => {
    expect(sizeKindOf({ typeId: '2', gender: 'hombre' })).toBe('men-shoes');
    expect(sizeKindOf({ typeId: '2', gender: 'mujer' })).toBe('women-shoes');
    expect(sizeKindOf({ typeId: '1', gender: 'unisex' })).toBe('women-clothing');
    expect(sizeKindOf({ typeId: '1', gender: 'hombre' })).toBe('men-clothing');
    expect(systemOfLabel('xl')).toBe('INT');
    expect(systemOfLabel('40')).toBe('AR');
    expect(systemOfLabel('40', 'EU')).toBe('EU');
    expect(systemsOf('women-shoes')).not.toContain('INT');
    expect(defaultSizeSystem('es')).toBe('AR');
    expect(defaultSizeSystem('es', 'es-ES')).toBe('EU');
    expect(defaultSizeSystem('en', 'en-US')).toBe('US');
    expect(defaultSizeSystem('en', 'en-GB')).toBe('UK');
    expect(defaultSizeSystem('it')).toBe('IT');
    expect(defaultSizeSystem('fr', 'fr-FR')).toBe('FR');
    expect(equivalentsOf('S', 'INT', 'women-clothing')).toEqual({ INT: 'S', AR: '38', EU: '36', US: '4', UK: '8', IT: '42', FR: '38' });
  });
});

describe('a brand’s size chart', () => {
  const chart: SizeChart = {
    kind: 'women-clothing',
    system: 'INT',
    rows: [
      { size: 'S', measures: { bust: 86, waist: 66, hips: 92 }, equivalents: { AR: '1' } },
      { size: 'M', measures: { bust: 90, waist: 70, hips: 96 }, equivalents: {} },
      { size: 'Única', measures: { length: 100 }, equivalents: { EU: '36-40' } },
    ],
  };

  it('fills the equivalents it leaves blank from the standard table and keeps its own', () => {
    expect(chartRowFor(chart, 's')?.equivalents).toEqual({ INT: 'S', AR: '1', EU: '36', US: '4', UK: '8', IT: '42', FR: '38' });
    expect(chartRowFor(chart, 'Única')?.equivalents).toEqual({ INT: 'Única', EU: '36-40' });
    expect(chartRowFor(chart, 'XL')).toBeNull();
  });

  it('converts by the chart first, then by the standard tables', () => {
    expect(sizeIn('S', 'AR', chart, { system: 'INT', kind: 'women-clothing' })).toBe('1');
    expect(sizeIn('M', 'US', chart, { system: 'INT', kind: 'women-clothing' })).toBe('6');
    expect(sizeIn('Única', 'US', chart, { system: 'INT', kind: 'women-clothing' })).toBeNull();
    expect(sizeIn('40', 'IT', null, { system: 'AR', kind: 'women-clothing' })).toBe('44');
    expect(sizeIn('40', 'AR', null, { system: 'AR', kind: 'women-clothing' })).toBe('40');
  });

  it('holds each size once', () => {
    expect(repeatedSize(chart)).toBeNull();
    expect(repeatedSize({ ...chart, rows: [...chart.rows, { size: ' m', measures: {}, equivalents: {} }] })).toBe(' m');
  });
});
