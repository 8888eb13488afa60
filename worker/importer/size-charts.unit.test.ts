import { describe, expect, it } from 'vitest';
import type { SizeTable } from '@vitrina/importer/size-table';
import { SizeChartsSeen } from './size-charts';

const table = (waist: number, system: SizeTable['system'] = null): SizeTable => ({
  system,
  rows: [
    { size: '38', measures: { waist }, equivalents: {} },
    { size: '40', measures: { waist: waist + 4 }, equivalents: {} },
  ],
});
const dress = { categoryId: 'vestidos', typeId: '1', gender: 'mujer' };

describe('the charts a run read', () => {
  it('are, per category, the table most of its products publish, the first seen of those tied', () => {
    const seen = new SizeChartsSeen();
    seen.add(dress, table(66));
    seen.add(dress, table(64));
    seen.add(dress, table(64));
    seen.add(dress, undefined);
    seen.add({ categoryId: 'zapatillas', typeId: '2', gender: 'hombre' }, table(20, 'EU'));
    seen.add({ categoryId: 'faldas', typeId: '1', gender: 'mujer' }, table(70));
    seen.add({ categoryId: 'faldas', typeId: '1', gender: 'mujer' }, table(72));
    expect(seen.charts('es-AR')).toEqual([
      { categoryId: 'vestidos', chart: { kind: 'women-clothing', system: 'AR', rows: table(64).rows } },
      { categoryId: 'zapatillas', chart: { kind: 'men-shoes', system: 'EU', rows: table(20).rows } },
      { categoryId: 'faldas', chart: { kind: 'women-clothing', system: 'AR', rows: table(70).rows } },
    ]);
  });

  it('read numbers the table does not name in the shop’s country’s system, and leave out what the chart rules refuse', () => {
    const seen = new SizeChartsSeen();
    seen.add(dress, table(66));
    seen.add({ categoryId: 'faldas', typeId: '1', gender: 'mujer' }, { system: 'IT', rows: [{ size: '42', measures: { waist: 400 }, equivalents: {} }] });
    expect(seen.charts('it-IT')).toEqual([{ categoryId: 'vestidos', chart: { kind: 'women-clothing', system: 'IT', rows: table(66).rows } }]);
  });
});
