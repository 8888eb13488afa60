import { z } from 'zod';
import { SIZE_KINDS, SIZE_SYSTEMS, equivalentsOf, normalizeSize, type SizeKind, type SizeSystem } from './systems';

/** A body or foot measure a chart gives, in centimetres. */
export const MEASURES = ['bust', 'waist', 'hips', 'length', 'foot'] as const;
export type Measure = (typeof MEASURES)[number];

export const SIZE_CHART_ROWS_MAX = 30;
export const SIZE_LABEL_MAX = 20;
const Centimetres = z.number().positive().max(300);
const Label = z.string().trim().min(1).max(SIZE_LABEL_MAX);

export const SizeMeasures = z
  .object({ bust: Centimetres.optional(), waist: Centimetres.optional(), hips: Centimetres.optional(), length: Centimetres.optional(), foot: Centimetres.optional() })
  .strict();
export const SizeEquivalents = z
  .object({ AR: Label.optional(), EU: Label.optional(), US: Label.optional(), UK: Label.optional(), IT: Label.optional(), FR: Label.optional(), INT: Label.optional() })
  .strict();

/** One of the brand's sizes as it writes it on its clothes, its measures, and what it is in the other systems. */
export const SizeChartRow = z.object({ size: Label, measures: SizeMeasures, equivalents: SizeEquivalents }).strict();
export type SizeChartRow = z.infer<typeof SizeChartRow>;

/**
 * A brand's chart for one of its categories: the table its sizes convert by (`kind`), the system its own labels are
 * written in (`system`), and its sizes in order.
 */
export const SizeChart = z
  .object({ kind: z.enum(SIZE_KINDS), system: z.enum(SIZE_SYSTEMS), rows: z.array(SizeChartRow).min(1).max(SIZE_CHART_ROWS_MAX) })
  .strict();
export type SizeChart = z.infer<typeof SizeChart>;

/** The chart's rule: each size once (as written: "m" and "M" are one size). Null when it holds, else the repeated size. */
export function repeatedSize(chart: SizeChart): string | null {
  const seen = new Set<string>();
  for (const entry of chart.rows) {
    const key = normalizeSize(entry.size);
    if (seen.has(key)) return entry.size;
    seen.add(key);
  }
  return null;
}

/**
 * A chart's row for a size written on a cloth, or null. Each equivalent the brand left blank is the standard table's.
 */
export function chartRowFor(chart: SizeChart, size: string): SizeChartRow | null {
  const wanted = normalizeSize(size);
  const found = chart.rows.find((entry) => normalizeSize(entry.size) === wanted);
  return found ? withStandardEquivalents(found, chart.system, chart.kind) : null;
}

/** The row with its blank equivalents filled from the standard tables, the brand's own kept. */
export function withStandardEquivalents(entry: SizeChartRow, system: SizeSystem, kind: SizeKind): SizeChartRow {
  return { ...entry, equivalents: { ...equivalentsOf(entry.size, system, kind), ...entry.equivalents, [system]: entry.size } };
}

/** A size in the reader's system: by the brand's chart when it has the size, else by the standard tables. */
export function sizeIn(size: string, to: SizeSystem, chart: SizeChart | null, fallback: { system: SizeSystem; kind: SizeKind }): string | null {
  const fromChart = chart ? chartRowFor(chart, size) : null;
  if (fromChart) return fromChart.equivalents[to] ?? null;
  if (fallback.system === to) return size.trim();
  return equivalentsOf(size, fallback.system, fallback.kind)[to] ?? null;
}
