import { z } from 'zod';
import { UNDERSTOOD_FACETS } from '@vitrina/domain/search/understanding';
import { ClothSummary } from '@vitrina/contract/catalogue';

/** GET /search: a page of clothes, each facet's values with their counts, and the matches' price range. Strict: see ../catalogue/responses.ts. */
export const SearchAnswer = z
  .object({
    items: z.array(ClothSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    facets: z.record(
      z.string(),
      z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int(), family: z.string().optional().describe('colours: the family this shade belongs to') }).strict()),
    ),
    price: z.object({ min: z.number(), max: z.number() }).strict().nullable(),
    understood: z
      .array(
        z
          .object({
            facet: z.enum([...UNDERSTOOD_FACETS, 'price']),
            ids: z.array(z.string()),
            name: z.string(),
            words: z.string().describe('the words of q read as this filter, as written'),
            priceMin: z.number().optional(),
            priceMax: z.number().optional(),
          })
          .strict(),
      )
      .describe('what the words of q were read as, in their order'),
    text: z.string().describe('the words of q searched as text'),
    type: z.string().nullable().describe('the type searched: a category or type the words name wins over the type asked for'),
    relaxed: z
      .object({
        dropped: z.array(
          z
            .object({
              facet: z.string(),
              name: z.string(),
              words: z.string(),
              priceMin: z.number().optional().describe('a price let go: the nearest clothes start at this price'),
              priceMax: z.number().optional().describe('a price let go: the nearest clothes end at this price'),
            })
            .strict(),
        ),
        missing: z.string().nullable().describe('the kind of cloth the catalogue lacks, in the words of q ("vestido de novia"), when the text let go named one'),
      })
      .strict()
      .nullable()
      .describe('nothing matched every part: these understood parts were let go'),
    didYouMean: z.string().nullable().describe('q as written found nothing: the answer is for this spelling'),
    otherTypes: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() }).strict()).describe('on an empty answer: what the other types hold'),
    popular: z.array(ClothSummary).describe('on an empty answer: a shelf of popular clothes'),
  })
  .strict();

/** GET /suggestions: the home page's shelf (one page, no facets) and how many clothes match it. */
export const Suggestions = z.object({ items: z.array(ClothSummary), total: z.number().int() }).strict();

/**
 * GET /search/suggest: suggestions as the shopper types, in their language. `readings`: what the words (the last one
 * completed) would be understood as, with how many clothes that reading finds; `categories` and `brands` whose names
 * the words start (or nearly), with their clothes; `popular`: the site's searches that start so, searched by many;
 * `clothes`: a few clothes of the first reading (or of the words as text), with their thumbnails.
 */
export const SearchSuggestions = z
  .object({
    q: z.string(),
    readings: z.array(
      z
        .object({
          query: z.string().describe('the words to search for this reading (the last word completed)'),
          parts: z.array(z.object({ facet: z.string(), id: z.string(), name: z.string() }).strict()).describe('what the words name, in their order; a price as its words'),
          text: z.string().describe('the words searched as text, beside the parts'),
          count: z.number().int(),
        })
        .strict(),
    ),
    categories: z.array(z.object({ id: z.string(), name: z.string(), type: z.string().nullable(), count: z.number().int() }).strict()),
    brands: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() }).strict()),
    popular: z.array(z.object({ text: z.string() }).strict()),
    clothes: z.array(z.object({ id: z.string(), name: z.string(), brand: z.string(), thumbUrl: z.string().nullable() }).strict()),
  })
  .strict();
