import { brandDecider } from '@vitrina/domain/brands/brand';
import { brandStream } from '@vitrina/domain/brands/events';
import type { ClothFields } from '@vitrina/domain/catalogue/events';
import { FailureError } from '@vitrina/domain/core/failures';
import { SizeChart } from '@vitrina/domain/sizes/charts';
import { sizeKindOf, type SizeKind } from '@vitrina/domain/sizes/systems';
import { streamSession } from '@vitrina/infra/eventstore/commands';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import { chartSystem, type SizeTable } from '@vitrina/importer/size-guide';

/** How often a table was seen in one category, and the kind of the first cloth that showed it. */
interface Seen {
  table: SizeTable;
  kind: SizeKind;
  times: number;
  first: number;
}

/**
 * The size guides an import run read in its products (issue 45): a category's chart is the table most of its products
 * publish (the first seen of those tied), its kind that of the first cloth showing it (a category's clothes share a
 * kind in a brand's shop but for rare mixed ones), its labels' system the table's own else the shop's locale's.
 */
export class SizeChartsSeen {
  private readonly byCategory = new Map<string, Map<string, Seen>>();
  private order = 0;

  add(cloth: Pick<ClothFields, 'categoryId' | 'typeId' | 'gender'>, table: SizeTable | undefined): void {
    if (!table) return;
    const tables = this.byCategory.get(cloth.categoryId) ?? new Map<string, Seen>();
    this.byCategory.set(cloth.categoryId, tables);
    const key = JSON.stringify(table);
    const seen = tables.get(key);
    if (seen) seen.times += 1;
    else tables.set(key, { table, kind: sizeKindOf(cloth), times: 1, first: (this.order += 1) });
  }

  /** Each category's chart, as the brand's admin would set it; a table the chart's rules refuse is left out. */
  charts(locale: string): Array<{ categoryId: string; chart: SizeChart }> {
    return [...this.byCategory].flatMap(([categoryId, tables]) => {
      const best = [...tables.values()].sort((a, b) => b.times - a.times || a.first - b.first)[0]!;
      const chart = SizeChart.safeParse({ kind: best.kind, system: chartSystem(best.table, locale), rows: best.table.rows });
      return chart.success ? [{ categoryId, chart: chart.data }] : [];
    });
  }
}

/**
 * Sets the brand's charts a run read, through the brand's decider: a category whose chart the brand wrote or removed by
 * hand keeps it (chartedByHand), an unchanged chart appends nothing. Returns how many charts changed.
 */
export async function setImportedCharts(
  eventStore: EventStore,
  brandId: string,
  charts: ReadonlyArray<{ categoryId: string; chart: SizeChart }>,
  context: { correlationId: string; now: Date },
): Promise<number> {
  if (charts.length === 0) return 0;
  const brand = streamSession(eventStore, brandStream(brandId), brandDecider);
  let changed = 0;
  for (const { categoryId, chart } of charts) {
    try {
      const result = await brand.run({ type: 'SetSizeChart', categoryId, chart, origin: 'import', now: context.now.toISOString() }, context);
      if (result.events.length > 0) changed += 1;
    } catch (error) {
      // A brand deleted while its shop was read has no charts to set: the run's report is what matters.
      if (!(error instanceof FailureError)) throw error;
    }
  }
  return changed;
}
