import * as z from 'zod/mini';
import { TERM_KINDS } from '@vitrina/domain/taxonomy/kinds';
import { Localized } from './catalogue';

// The kinds as a plain list, not the domain's schema: its module loads zod's classic build, which pages stay without.
const TermKind = z.enum(TERM_KINDS);

/** A term as readers see it (./routes.ts termView); a category names its type. Exact: see contract/catalogue.ts. */
export const TermView = z.object({ id: z.string(), name: z.string(), names: Localized, typeId: z.optional(z.string()) });

/** GET /categories/data/: every term, by kind. */
export const TaxonomyData = z.object({
  types: z.array(TermView),
  categories: z.array(TermView),
  events: z.array(TermView),
  genders: z.array(TermView),
  seasons: z.array(TermView),
  weather: z.array(TermView),
  colors: z.array(TermView),
  styles: z.array(TermView),
  materials: z.array(TermView),
});

const Words = z.optional(z.array(z.string()));
/** A term's synonyms per language (domain/taxonomy/synonyms.ts); a language without any is left out. */
export const SynonymsView = z.object({ es: Words, en: Words, it: Words, fr: Words });

/** A term as the admin's list and edits answer it: with its kind and its synonyms. */
export const AdminTerm = z.object(z.extend(TermView, { kind: TermKind, synonyms: SynonymsView }).shape);

export type TermView = z.infer<typeof TermView>;
export type TaxonomyData = z.infer<typeof TaxonomyData>;
export type SynonymsView = z.infer<typeof SynonymsView>;
export type AdminTerm = z.infer<typeof AdminTerm>;
