import { z } from 'zod';
import { SIZE_KINDS, SIZE_SYSTEMS } from './systems';

export { MEASURES, chartRowFor, repeatedSize, sizeIn, withStandardEquivalents, type Measure } from './chart-rules';

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

/** A brand's chart for one of its categories (./chart-rules.ts): its kind, the system of its labels, its sizes in order. */
export const SizeChart = z
  .object({ kind: z.enum(SIZE_KINDS), system: z.enum(SIZE_SYSTEMS), rows: z.array(SizeChartRow).min(1).max(SIZE_CHART_ROWS_MAX) })
  .strict();
export type SizeChart = z.infer<typeof SizeChart>;
