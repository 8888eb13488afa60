import { equivalentsOf, normalizeSize, type SizeKind, type SizeSystem } from './systems';

/** A body or foot measure a chart gives, in centimetres. */
export const MEASURES = ['bust', 'waist', 'hips', 'length', 'foot'] as const;
export type Measure = (typeof MEASURES)[number];

/** One of the brand's sizes as it writes it on its clothes, its measures (cm), and what it is in the other systems. */
export interface SizeChartRow {
  size: string;
  measures: Partial<Record<Measure, number>>;
  equivalents: Partial<Record<SizeSystem, string>>;
}

/**
 * A brand's chart for one of its categories: the table its sizes convert by (`kind`), the system its own labels are
 * written in (`system`), and its sizes in order. Its schema is ./charts.ts; these rules need no zod (the web reads them).
 */
export interface SizeChart {
  kind: SizeKind;
  system: SizeSystem;
  rows: SizeChartRow[];
}

/** The chart's rule: each size once (as written: "m" and "M" are one size). Null when it holds, else the repeated size. */
export function repeatedSize(chart: Pick<SizeChart, 'rows'>): string | null {
  const seen = new Set<string>();
  for (const entry of chart.rows) {
    const key = normalizeSize(entry.size);
    if (seen.has(key)) return entry.size;
    seen.add(key);
  }
  return null;
}

/** The row with its blank equivalents filled from the standard tables, the brand's own kept. */
export function withStandardEquivalents(entry: SizeChartRow, system: SizeSystem, kind: SizeKind): SizeChartRow {
  return { ...entry, equivalents: { ...equivalentsOf(entry.size, system, kind), ...entry.equivalents, [system]: entry.size } };
}

/** A chart's row for a size written on a cloth, or null. Each equivalent the brand left blank is the standard table's. */
export function chartRowFor(chart: SizeChart, size: string): SizeChartRow | null {
  const wanted = normalizeSize(size);
  const found = chart.rows.find((entry) => normalizeSize(entry.size) === wanted);
  return found ? withStandardEquivalents(found, chart.system, chart.kind) : null;
}

/** A size in the reader's system: by the brand's chart when it has the size, else by the standard tables. */
export function sizeIn(size: string, to: SizeSystem, chart: SizeChart | null, fallback: { system: SizeSystem; kind: SizeKind }): string | null {
  const fromChart = chart ? chartRowFor(chart, size) : null;
  if (fromChart) return fromChart.equivalents[to] ?? null;
  if (fallback.system === to) return size.trim();
  return equivalentsOf(size, fallback.system, fallback.kind)[to] ?? null;
}
