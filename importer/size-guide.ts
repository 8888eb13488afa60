import { isLanguage } from '@vitrina/domain/core/languages';
import type { SizeChartRow } from '@vitrina/domain/sizes/charts';
import { defaultSizeSystem, type SizeSystem } from '@vitrina/domain/sizes/systems';

// Apart from the reader (size-table.ts, which loads cheerio): a run's charts need these at start, the parser only
// once a shop is read (the embedded default starts without cheerio: scripts/embedded-modules.int.test.ts).

/**
 * A size guide as a shop publishes it (issue 45): the first table of a product's description or page that reads as
 * one, sizes down its first column or across its first row, with body measures (bust, waist, hips, length, foot) in
 * centimetres and the other systems' sizes where it gives them. `system` is what its own labels are written in, or
 * null for numbers the table does not name a system of (the shop's country tells: see `chartSystem`).
 */
export interface SizeTable {
  system: SizeSystem | null;
  rows: SizeChartRow[];
}

/** The system of a table's labels: its own, else the one a reader in the shop's locale reads sizes in (es-AR → AR, en-GB → UK). */
export function chartSystem(table: SizeTable, locale: string): SizeSystem {
  const language = locale.split(/[-_]/)[0]!.toLowerCase();
  return table.system ?? (isLanguage(language) ? defaultSizeSystem(language, locale) : 'EU');
}
