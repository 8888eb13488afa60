import { z } from 'zod';
import { Id, Instant, type EventsOf } from '../core/events';
import type { PersonalDeclarations } from '../core/personal';

const Terms = z.array(z.string().max(100)).max(50);

/**
 * What the brand dashboard counts and no decision depends on: appended with no expected revision, never read back by
 * a decider. None of them names a person or an address: the dashboard shows counts, never shoppers.
 */

/** A brand's engagement facts, `engagement-<brandId>`: its clothes' pages viewed and its shop links followed. */
export const engagementStream = (brandId: string) => `engagement-${brandId}`;
/** The day's searches, `searches-<YYYY-MM-DD>` (UTC): one stream a day keeps each short. */
export const searchesStream = (at: string) => `searches-${at.slice(0, 10)}`;

/** A cloth's page was opened (guests too; a client counted once per cloth in a while; known bots never). */
export const ClothPageViewed = z.object({ brandId: Id, clothId: Id, at: Instant }).strict();
/** Someone followed the cloth's link out to the brand's shop (through Vitrina, which redirects to the stored URL). */
export const ClothClickedOut = z.object({ brandId: Id, clothId: Id, at: Instant }).strict();
/** A search's first page: its text, filters and how many clothes it found (anonymous). */
export const SearchPerformed = z
  .object({
    text: z.string().max(200),
    language: z.string().max(5),
    filters: z
      .object({
        type: Terms,
        categories: Terms,
        events: Terms,
        weather: Terms,
        season: Terms,
        gender: Terms,
        priceMin: z.number().nullable(),
        priceMax: z.number().nullable(),
      })
      .strict(),
    resultCount: z.number().int().nonnegative(),
    /** The same client (person, guest cookie or address) made this search already that day: popular searches leave it out. */
    repeated: z.boolean().optional(),
    at: Instant,
  })
  .strict();

export const analyticsEventSchemas = { ClothPageViewed, ClothClickedOut, SearchPerformed } as const;
export type AnalyticsEvent = EventsOf<typeof analyticsEventSchemas>;

// The dashboard's facts name no one: a search's words are not tied to a person.
export const analyticsPersonalData = {
  ClothPageViewed: { notPersonal: ['brandId', 'clothId', 'at'] },
  ClothClickedOut: { notPersonal: ['brandId', 'clothId', 'at'] },
  SearchPerformed: {
    notPersonal: [
      'text',
      'language',
      'filters.type[]',
      'filters.categories[]',
      'filters.events[]',
      'filters.weather[]',
      'filters.season[]',
      'filters.gender[]',
      'at',
    ],
  },
} as const satisfies PersonalDeclarations<typeof analyticsEventSchemas>;
