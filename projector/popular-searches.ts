import type { AnalyticsEvent } from '@vitrina/domain/analytics/events';
import type { Doc } from '@vitrina/infra/readstore/port';
import type { Projection } from './projection';

/**
 * One query text's searches in one language, over all time: what suggestions as you type offer as the site's
 * popular searches (api/search/suggest.ts, which shows only those searched at least POPULAR_MIN_SEARCHES times).
 * `found`: the searches that found something, so a popular search nobody sells is never offered.
 */
export interface PopularSearchDoc extends Doc {
  language: string;
  text: string;
  searches: number;
  found: number;
}

/** The longest text kept: a longer one is a sentence of someone's, not a search others make. */
const LONGEST = 60;
/**
 * Texts that may name a person rather than clothes are never kept, however often searched: an address (`@`), a
 * long number (a phone, a document, an order), a link.
 */
const PERSONAL = /@|\d{5,}|https?:|www\./i;

/** The text as suggestions compare and show it: trimmed, spaces collapsed (the fact keeps it lower case already). */
export function popularText(text: string): string | null {
  const kept = text.trim().replace(/\s+/g, ' ');
  if (kept.length < 2 || kept.length > LONGEST || PERSONAL.test(kept)) return null;
  return kept;
}

/**
 * The site's searches by text and language, from the SearchPerformed facts (anonymous, bots left out, a client's
 * same search again the same day marked `repeated` and left out here): counts only, no one's searches.
 */
export const popularSearchesProjection: Projection = {
  name: 'popularSearches',
  version: 1,
  collections: ['popularSearches'],
  eventTypes: ['SearchPerformed'],
  indexes: { popularSearches: [{ fields: { language: 1, searches: -1 } }] },
  async apply(events, session) {
    const sums = new Map<string, { language: string; text: string; searches: number; found: number }>();
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as AnalyticsEvent;
      if (event.type !== 'SearchPerformed' || event.data.repeated) continue;
      const text = popularText(event.data.text);
      if (!text) continue;
      const id = `${event.data.language}|${text}`;
      const sum = sums.get(id) ?? { language: event.data.language, text, searches: 0, found: 0 };
      sum.searches += 1;
      sum.found += event.data.resultCount > 0 ? 1 : 0;
      sums.set(id, sum);
    }
    const docs = session.collection<PopularSearchDoc>('popularSearches');
    for (const [id, sum] of sums) {
      const doc = (await docs.findOne({ _id: id })) ?? { _id: id, language: sum.language, text: sum.text, searches: 0, found: 0 };
      await docs.replaceOne({ _id: id }, { ...doc, searches: doc.searches + sum.searches, found: doc.found + sum.found }, { upsert: true });
    }
  },
};
