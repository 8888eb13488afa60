import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { fold } from '@vitrina/domain/search/fold';
import { repeatedSize, SIZE_CHART_ROWS_MAX, SIZE_LABEL_MAX, type Measure, type SizeChartRow } from '@vitrina/domain/sizes/charts';
import { LETTER_SIZES, normalizeSize, type SizeSystem } from '@vitrina/domain/sizes/systems';
import type { SizeTable } from './size-guide';
import { cleanText } from './text';

export { chartSystem, type SizeTable } from './size-guide';

/** The header of a size-label column in four languages ("Talle", "Size", "Taglia", "Taille", "Pointure"). */
const LABEL_HEADER = /^(talles?|tallas?|size|sizes|taglia|taglie|tailles?|pointures?|numero|n[°º.]?|tamano|misura|talle\/size)$/;
/** Measures as shops head their columns; the foot before the length ("largo de pie" is no garment's length). */
const MEASURE_HEADERS: ReadonlyArray<readonly [Measure, RegExp]> = [
  ['foot', /\b(pie|plantilla|foot|feet|pied|piede|insole|semelle|soletta)\b/],
  ['bust', /\b(busto|pecho|bust|chest|poitrine|petto|torace|seno)\b/],
  ['waist', /\b(cintura|waist|tour de taille|vita)\b/],
  ['hips', /\b(caderas?|hips?|hanches?|bassin|fianchi|fianco)\b/],
  ['length', /\b(largo|length|longueur|lunghezza|long|lungo)\b/],
];
const SYSTEM_WORDS: Readonly<Record<string, SizeSystem>> = {
  ar: 'AR',
  arg: 'AR',
  eu: 'EU',
  eur: 'EU',
  europa: 'EU',
  us: 'US',
  usa: 'US',
  uk: 'UK',
  gb: 'UK',
  it: 'IT',
  ita: 'IT',
  italia: 'IT',
  fr: 'FR',
  fra: 'FR',
  france: 'FR',
  int: 'INT',
  intl: 'INT',
};
/** Inches said: "(in)", "inches", "pulgadas", "pouces", "pollici", 34" (a bare "in" is a preposition in Italian). */
const INCHES = /\((in|inch|inches)\)|\binch(es)?\b|\bpulgadas?\b|\bpouces?\b|\bpollici\b|\d\s*("|'')/;
const CENTIMETRES = /\b(cm|centimet\w*|centimetr\w*)\b/;

type Column =
  | { kind: 'label'; system: SizeSystem | null }
  | { kind: 'system'; system: SizeSystem }
  | { kind: 'measure'; measure: Measure; inches: boolean }
  | { kind: 'other' };

const words = (text: string) =>
  fold(text)
    .replace(/[()[\]:.,*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function systemOfHeader(text: string): SizeSystem | null {
  const found = text
    .split(/[\s/-]+/)
    .map((word) => SYSTEM_WORDS[word])
    .filter((system): system is SizeSystem => system !== undefined);
  return found.length === 1 ? found[0]! : null;
}

function columnOf(header: string, inchesAll: boolean): Column {
  const text = words(header);
  for (const [measure, pattern] of MEASURE_HEADERS)
    if (pattern.test(text)) return { kind: 'measure', measure, inches: !CENTIMETRES.test(text) && (inchesAll || INCHES.test(fold(header))) };
  const system = systemOfHeader(text);
  const rest = text
    .split(/[\s/-]+/)
    .filter((word) => !SYSTEM_WORDS[word])
    .join(' ');
  if (rest === '' && system) return { kind: 'system', system };
  if (LABEL_HEADER.test(rest) || rest === '') return { kind: 'label', system };
  return { kind: 'other' };
}

/** A letter size, the tables' ("M", "XXL") or beyond them ("3XL", "XXXL"). */
const isLetterSize = (normal: string) => (LETTER_SIZES as readonly string[]).includes(normal) || /^\d?X{1,3}[SL]$/.test(normal);

/** A size as a label column writes it: a letter size ("M", "2XL"), one size ("U", "TU"), a number ("38", "37,5"), a pair ("38/40"). */
function isSize(text: string): boolean {
  if (text.length === 0 || text.length > SIZE_LABEL_MAX) return false;
  const normal = normalizeSize(text);
  return isLetterSize(normal) || /^(U|TU|UNICO)$/.test(normal) || /^\d{1,2}(?:[.,]5)?(?:\/\d{1,2}(?:[.,]5)?)?$/.test(normal);
}

/** Centimetres from a cell: "86", "86,5", "86-90", "86 - 90 cm", "86/90", "86 a 90" (a range is its middle), to 0.5. */
function centimetres(text: string, inches: boolean): number | null {
  const numbers = [...text.replace(/(\d),(\d)/g, '$1.$2').matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  if (numbers.length === 0 || numbers.length > 2) return null;
  if (numbers.length === 2 && !/^\s*[\d.,]+\s*(?:cm|")?\s*(?:-|–|—|\/|a|to|à|al)\s*[\d.,]+\s*(?:cm|"|in)?\s*$/i.test(text)) return null;
  const middle = numbers.reduce((sum, value) => sum + value, 0) / numbers.length;
  const value = Math.round((inches ? middle * 2.54 : middle) * 2) / 2;
  return value > 0 && value <= 300 ? value : null;
}

/** A table's cells, row by row, as a person reads them (a `colspan` cell repeated across its columns). */
function gridOf($: CheerioAPI, table: Element): string[][] {
  return $(table)
    .find('tr')
    .toArray()
    .filter((row) => $(row).closest('table')[0] === table)
    .map((row) =>
      $(row)
        .children('th,td')
        .toArray()
        .flatMap((cell) => Array<string>(Math.min(Number($(cell).attr('colspan')) || 1, 12)).fill(cleanText($(cell).text()))),
    )
    .filter((cells) => cells.some((cell) => cell !== ''));
}

const transpose = (grid: string[][]) =>
  Array.from({ length: Math.max(0, ...grid.map((row) => row.length)) }, (_, column) => grid.map((row) => row[column] ?? ''));

/** A chart from a grid whose header row is `header` and whose sizes run down the rows after it; null when it is no chart. */
function chartOfGrid(grid: string[][], header: number, inchesAll: boolean): SizeTable | null {
  const heads = grid[header];
  if (!heads || heads.length < 2) return null;
  const columns = heads.map((text) => columnOf(text, inchesAll));
  // The labels: the column headed as sizes, else the first system column, else a first column without a header.
  let labelAt = columns.findIndex((column) => column.kind === 'label');
  if (labelAt < 0) labelAt = columns.findIndex((column) => column.kind === 'system');
  if (labelAt < 0) return null;
  const { system } = columns[labelAt] as Extract<Column, { kind: 'label' | 'system' }>;
  const measures = columns.filter((column) => column.kind === 'measure').length;
  const systems = columns.filter((column, at) => column.kind === 'system' && at !== labelAt).length;
  if (measures === 0 && systems === 0) return null;
  const body = grid.slice(header + 1).filter((cells) => isSize(cells[labelAt] ?? ''));
  if (body.length < 2 || body.length < (grid.length - header - 1) / 2) return null;
  const rows = body.slice(0, SIZE_CHART_ROWS_MAX).map((cells): SizeChartRow => {
    const row: SizeChartRow = { size: cells[labelAt]!, measures: {}, equivalents: {} };
    columns.forEach((column, at) => {
      const cell = cells[at] ?? '';
      if (at === labelAt || cell === '') return;
      if (column.kind === 'measure') {
        const value = centimetres(cell, column.inches);
        if (value !== null && row.measures[column.measure] === undefined) row.measures[column.measure] = value;
      } else if (column.kind === 'system' && column.system !== system && cell.length <= SIZE_LABEL_MAX) row.equivalents[column.system] = cell;
    });
    return row;
  });
  // Each size once, the charts' rule: a table repeating one is no chart.
  if (repeatedSize({ rows }) !== null) return null;
  return { system: system ?? (rows.every((row) => isLetterSize(normalizeSize(row.size))) ? 'INT' : null), rows };
}

/** The first size guide in `html` (a product's description or page), or null: a composition, care or shipping table is none. */
export function readSizeTable(html: string | null | undefined): SizeTable | null {
  if (!html || !/<table/i.test(html)) return null;
  return sizeTableIn(load(html));
}

/** The first size guide of a document already loaded (a product's page, read for its other details too). */
export function sizeTableIn($: CheerioAPI): SizeTable | null {
  for (const table of $('table').toArray()) {
    const grid = gridOf($, table);
    if (grid.length < 2) continue;
    // Inches said once for the whole table: in its caption, a header cell, or the line before it.
    const around = fold(`${$(table).find('caption').text()} ${$(table).prev().text()} ${grid[0]!.join(' ')}`);
    const inchesAll = INCHES.test(around) && !CENTIMETRES.test(around);
    for (const candidate of [grid, transpose(grid)]) {
      // A header may sit under a title row ("Medidas en cm"): the first or the second row heads the columns.
      for (const header of [0, 1]) {
        const chart = chartOfGrid(candidate, header, inchesAll);
        if (chart) return chart;
      }
    }
  }
  return null;
}
