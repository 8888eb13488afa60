import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chartSystem, readSizeTable } from './size-table';

describe('a size guide read from a shop’s description', () => {
  it('reads sizes down the first column with measures in centimetres, a range as its middle', () => {
    const html = `<p>Guía de talles</p><table><thead><tr><th>Talle</th><th>Busto</th><th>Cintura</th><th>Cadera</th></tr></thead>
      <tbody><tr><td>S</td><td>84-88</td><td>66</td><td>92,5</td></tr><tr><td>M</td><td>88 - 92 cm</td><td>70</td><td>96</td></tr><tr><td>L</td><td>92/96</td><td>74</td><td>100</td></tr></tbody></table>`;
    expect(readSizeTable(html)).toEqual({
      system: 'INT',
      rows: [
        { size: 'S', measures: { bust: 86, waist: 66, hips: 92.5 }, equivalents: {} },
        { size: 'M', measures: { bust: 90, waist: 70, hips: 96 }, equivalents: {} },
        { size: 'L', measures: { bust: 94, waist: 74, hips: 100 }, equivalents: {} },
      ],
    });
  });

  it('reads a transposed table, a title row above the header, columns of other systems and inches', () => {
    const html = `<table><tr><td colspan="4"><strong>Size chart (inches)</strong></td></tr><tr><td>Size</td><td>2</td><td>4</td><td>6</td></tr>
      <tr><td>Bust</td><td>33</td><td>34</td><td>35</td></tr><tr><td>EU</td><td>32</td><td>34</td><td>36</td></tr></table>`;
    const table = readSizeTable(html);
    expect(table).toEqual({
      system: null,
      rows: [
        { size: '2', measures: { bust: 84 }, equivalents: { EU: '32' } },
        { size: '4', measures: { bust: 86.5 }, equivalents: { EU: '34' } },
        { size: '6', measures: { bust: 89 }, equivalents: { EU: '36' } },
      ],
    });
    expect(chartSystem(table!, 'en-US')).toBe('US');
    expect(chartSystem(table!, 'es-AR')).toBe('AR');
    expect(chartSystem(table!, 'es-ES')).toBe('EU');
    expect(chartSystem(table!, 'en-GB')).toBe('UK');
  });

  it('takes the first system column as the labels, and a shoe’s foot length before any length', () => {
    const html = `<table><tr><th>EU</th><th>AR</th><th>Largo de pie (cm)</th></tr><tr><td>37</td><td>36</td><td>23,5</td></tr><tr><td>38</td><td>37</td><td>24</td></tr></table>`;
    expect(readSizeTable(html)).toEqual({
      system: 'EU',
      rows: [
        { size: '37', measures: { foot: 23.5 }, equivalents: { AR: '36' } },
        { size: '38', measures: { foot: 24 }, equivalents: { AR: '37' } },
      ],
    });
  });

  it('finds no chart in a composition, care or shipping table, nor in prose', () => {
    expect(
      readSizeTable('<table><tr><th>Material</th><th>%</th></tr><tr><td>Algodón</td><td>95</td></tr><tr><td>Elastano</td><td>5</td></tr></table>'),
    ).toBeNull();
    expect(
      readSizeTable('<table><tr><th>Zona</th><th>Precio</th></tr><tr><td>CABA</td><td>$ 3.500</td></tr><tr><td>Interior</td><td>$ 5.900</td></tr></table>'),
    ).toBeNull();
    expect(readSizeTable('<p>Vestido largo de lino. Talle único.</p>')).toBeNull();
    expect(readSizeTable(null)).toBeNull();
  });
});

/** Held-out cases written from public shops' size guides, each with its truth by hand (fixtures/size-tables/README.md). */
describe('the held-out size guides', () => {
  const folder = new URL('./fixtures/size-tables/', import.meta.url);
  const cases = readdirSync(folder)
    .filter((file) => file.endsWith('.html'))
    .sort();
  it.each(cases)('reads %s as a person does', (file) => {
    const truth = JSON.parse(readFileSync(new URL(file.replace(/\.html$/, '.truth.json'), folder), 'utf8')) as { locale: string; chart: unknown };
    const table = readSizeTable(readFileSync(new URL(file, folder), 'utf8'));
    expect(table ? { system: chartSystem(table, truth.locale), rows: table.rows } : null).toEqual(truth.chart);
  });
});
