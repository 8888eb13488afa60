import * as z from 'zod/mini';
import { UNDERSTOOD_FACETS } from '@vitrina/domain/search/facets';
import { ClothSummary } from './catalogue';

/*
 * What the search routes answer (api/search/routes.ts, suggest.ts), for the OpenAPI document and web's parsing. Exact on
 * the api's side, lenient on web's: see contract/catalogue.ts.
 */

/** A facet's value and how many matches hold it; a colour shade (bordó) names the family it counts towards (rojo). */
export const FacetValue = z.object({
  id: z.string(),
  name: z.string(),
  count: z.int(),
  family: z.optional(z.string()).check(z.describe('colours: the family this shade belongs to')),
});

/** What some words of q were read as: a facet's values, or a price range (`name` ''). */
export const UnderstoodPart = z.object({
  facet: z.enum([...UNDERSTOOD_FACETS, 'price']),
  ids: z.array(z.string()),
  name: z.string(),
  words: z.string().check(z.describe('the words of q read as this filter, as written')),
  priceMin: z.optional(z.number()),
  priceMax: z.optional(z.number()),
});

/** An understood part let go because nothing matched with it; a price's says where the nearest clothes are. */
export const DroppedPart = z.object({
  facet: z.string(),
  name: z.string(),
  words: z.string(),
  priceMin: z.optional(z.number()).check(z.describe('a price let go: the nearest clothes start at this price')),
  priceMax: z.optional(z.number()).check(z.describe('a price let go: the nearest clothes end at this price')),
});

/** GET /search: a page of clothes, each facet's values with their counts, and the matches' price range. */
export const SearchAnswer = z.object({
  items: z.array(ClothSummary),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  facets: z.record(z.string(), z.array(FacetValue)),
  price: z.nullable(z.object({ min: z.number(), max: z.number() })),
  understood: z.array(UnderstoodPart).check(z.describe('what the words of q were read as, in their order')),
  text: z.string().check(z.describe('the words of q searched as text')),
  type: z.nullable(z.string()).check(z.describe('the type searched: a category or type the words name wins over the type asked for')),
  relaxed: z
    .nullable(
      z.object({
        dropped: z.array(DroppedPart),
        missing: z
          .nullable(z.string())
          .check(z.describe('the kind of cloth the catalogue lacks, in the words of q ("vestido de novia"), when the text let go named one')),
      }),
    )
    .check(z.describe('nothing matched every part: these understood parts were let go')),
  didYouMean: z.nullable(z.string()).check(z.describe('q as written found nothing: the answer is for this spelling')),
  otherTypes: z.array(z.object({ id: z.string(), name: z.string(), count: z.int() })).check(z.describe('on an empty answer: what the other types hold')),
  popular: z.array(ClothSummary).check(z.describe('on an empty answer: a shelf of popular clothes')),
});

/** GET /suggestions: the home page's shelf (one page, no facets) and how many clothes match it. */
export const Suggestions = z.object({ items: z.array(ClothSummary), total: z.int() });

/**
 * GET /search/suggest: suggestions as the shopper types, in their language. `readings`: what the words (the last one
 * completed) would be understood as, with how many clothes that reading finds; `categories` and `brands` whose names
 * the words start (or nearly), with their clothes; `popular`: the site's searches that start so, searched by many;
 * `clothes`: a few clothes of the first reading (or of the words as text), with their thumbnails.
 */
export const SearchSuggestions = z.object({
  q: z.string(),
  readings: z.array(
    z.object({
      query: z.string().check(z.describe('the words to search for this reading (the last word completed)')),
      parts: z
        .array(z.object({ facet: z.string(), id: z.string(), name: z.string() }))
        .check(z.describe('what the words name, in their order; a price as its words')),
      text: z.string().check(z.describe('the words searched as text, beside the parts')),
      count: z.int(),
    }),
  ),
  categories: z.array(z.object({ id: z.string(), name: z.string(), type: z.nullable(z.string()), count: z.int() })),
  brands: z.array(z.object({ id: z.string(), name: z.string(), count: z.int() })),
  popular: z.array(z.object({ text: z.string() })),
  clothes: z.array(z.object({ id: z.string(), name: z.string(), brand: z.string(), thumbUrl: z.nullable(z.string()) })),
});

export type FacetValue = z.infer<typeof FacetValue>;
export type UnderstoodPart = z.infer<typeof UnderstoodPart>;
export type DroppedPart = z.infer<typeof DroppedPart>;
export type SearchAnswer = z.infer<typeof SearchAnswer>;
export type Suggestions = z.infer<typeof Suggestions>;
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;
