import * as z from 'zod/mini';
import { SIZE_KINDS, SIZE_SYSTEMS } from './systems';

export { MEASURES, chartRowFor, repeatedSize, sizeIn, withStandardEquivalents, type Measure } from './chart-rules';

// zod/mini, as the contract's schemas: a cloth's page reads its charts (contract/catalogue.ts), and zod's classic
// build stays out of the web app's pages.
export const SIZE_CHART_ROWS_MAX = 30;
export const SIZE_LABEL_MAX = 20;
const Centimetres = z.number().check(z.positive(), z.lte(300));
const Label = z.string().check(z.trim(), z.minLength(1), z.maxLength(SIZE_LABEL_MAX));

export const SizeMeasures = z.strictObject({
  bust: z.optional(Centimetres),
  waist: z.optional(Centimetres),
  hips: z.optional(Centimetres),
  length: z.optional(Centimetres),
  foot: z.optional(Centimetres),
});
export const SizeEquivalents = z.strictObject({
  AR: z.optional(Label),
  EU: z.optional(Label),
  US: z.optional(Label),
  UK: z.optional(Label),
  IT: z.optional(Label),
  FR: z.optional(Label),
  INT: z.optional(Label),
});

/** One of the brand's sizes as it writes it on its clothes, its measures, and what it is in the other systems. */
export const SizeChartRow = z.strictObject({ size: Label, measures: SizeMeasures, equivalents: SizeEquivalents });
export type SizeChartRow = z.infer<typeof SizeChartRow>;

/** A brand's chart for one of its categories (./chart-rules.ts): its kind, the system of its labels, its sizes in order. */
export const SizeChart = z.strictObject({
  kind: z.enum(SIZE_KINDS),
  system: z.enum(SIZE_SYSTEMS),
  rows: z.array(SizeChartRow).check(z.minLength(1), z.maxLength(SIZE_CHART_ROWS_MAX)),
});
export type SizeChart = z.infer<typeof SizeChart>;
