import { randomUUID } from 'node:crypto';
import { brandClicksStream } from '@vitrina/domain/brands/events';
import type { ClothAdded } from '@vitrina/domain/catalogue/events';
import { engagementStream, searchesStream } from '@vitrina/domain/analytics/events';
import type { EventToAppend } from '@vitrina/infra/eventstore/port';
import type { z } from 'zod';
import type { ApiContext } from '../context';
import { seededRandom } from '@vitrina/domain/core/random';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 120;

/** Searches people make in the demo: some the brands answer, some nobody sells yet (the dashboard's demand). */
const SEARCHES: Array<{ text: string; category: string; results: number }> = [
  { text: 'camisa de lino', category: 'camisas', results: 24 },
  { text: 'abrigo de lana', category: 'abrigos', results: 18 },
  { text: 'vestido de fiesta', category: 'vestidos', results: 12 },
  { text: 'camisa de seda', category: 'camisas', results: 2 },
  { text: 'pijama de seda', category: 'camisas', results: 0 },
  { text: 'trench impermeable', category: 'abrigos', results: 0 },
  { text: 'vestido de novia', category: 'vestidos', results: 1 },
  { text: 'botas de lluvia', category: 'botas', results: 0 },
  { text: 'zapatillas blancas', category: 'zapatillas', results: 9 },
];

const fact = (type: string, data: Record<string, unknown>, at: string): EventToAppend => ({
  id: randomUUID(),
  type,
  data,
  metadata: { correlationId: 'demo-data', at },
});

/**
 * A few months of what being found brought the demo brands, so the dashboard's charts have a shape on a first start:
 * page views (a few clothes far more than others, growing towards today), links out to the shops, clicks on the
 * brands' names and searches, as the same facts the api appends, each dated on its day.
 */
export async function seedDemoAnalytics(context: ApiContext): Promise<void> {
  const added = await context.eventStore.readAll({ from: 'start', maxCount: 10_000, filter: { eventTypes: ['ClothAdded'] } });
  const clothes = added.map((event) => event.data as z.infer<typeof ClothAdded>).filter((cloth) => cloth.visible);
  const byBrand = new Map<string, string[]>();
  for (const cloth of clothes) byBrand.set(cloth.brandId, [...(byBrand.get(cloth.brandId) ?? []), cloth.clothId]);
  const next = seededRandom(20_261_125);
  const today = context.now().getTime();
  for (let ago = HISTORY_DAYS; ago >= 1; ago--) {
    const dayStart = today - ago * DAY_MS;
    const growth = 1 + (HISTORY_DAYS - ago) / HISTORY_DAYS;
    const weekend = new Date(dayStart).getUTCDay() % 6 === 0 ? 1.4 : 1;
    const at = () => new Date(dayStart + Math.floor(next() * DAY_MS)).toISOString();
    let brandIndex = 0;
    for (const [brandId, ids] of byBrand) {
      const facts: EventToAppend[] = [];
      const views = Math.round((8 + next() * 10) * growth * weekend * (1 + brandIndex * 0.35));
      for (let i = 0; i < views; i++) {
        // A few clothes draw most of the views: the square skews the pick towards the start of the list.
        const clothId = ids[Math.floor(next() ** 2 * ids.length)]!;
        const seen = at();
        facts.push(fact('ClothPageViewed', { brandId, clothId, at: seen }, seen));
        if (next() < 0.09) facts.push(fact('ClothClickedOut', { brandId, clothId, at: seen }, seen));
      }
      facts.sort((a, b) => a.metadata.at.localeCompare(b.metadata.at));
      if (facts.length > 0) await context.eventStore.append(engagementStream(brandId), facts, 'any');
      const clicks = Array.from({ length: Math.floor(next() * 4) }, () => at()).sort();
      if (clicks.length > 0) {
        await context.eventStore.append(
          brandClicksStream(brandId),
          clicks.map((when) => fact('BrandNameClicked', { brandId, userId: null, at: when }, when)),
          'any',
        );
      }
      brandIndex += 1;
    }
    const searches = Array.from({ length: 6 + Math.floor(next() * 10 * growth) }, () => {
      const search = SEARCHES[Math.floor(next() * SEARCHES.length)]!;
      const when = at();
      const filters = { type: ['1'], categories: [search.category], events: [], weather: [], season: [], gender: [], priceMin: null, priceMax: null };
      return fact('SearchPerformed', { text: search.text, language: 'es', filters, resultCount: search.results, at: when }, when);
    });
    searches.sort((a, b) => a.metadata.at.localeCompare(b.metadata.at));
    await context.eventStore.append(searchesStream(searches[0]!.metadata.at), searches, 'any');
  }
}
