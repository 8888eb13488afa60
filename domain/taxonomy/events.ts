import { z } from 'zod';
import type { EventsOf } from '../core/events';
import type { PersonalDeclarations } from '../core/personal';
import { TERM_KINDS } from './kinds';

/** The whole taxonomy is one stream: every rule across kinds (a category's type exists) is decided in one place. */
export const TAXONOMY_STREAM = 'taxonomy';

export { TERM_KINDS };
export const TermKind = z.enum(TERM_KINDS);
export type TermKind = z.infer<typeof TermKind>;

/** Short ids people can read in URLs and filters; types use "1", "2"... (the spec's default search type is "1"). */
export const TermId = z.string().regex(/^[a-z0-9-]{1,40}$/);

const Name = z.string().min(1).max(200);
export const TermNames = z.object({ es: Name, en: Name.optional(), it: Name.optional(), fr: Name.optional() }).strict();
export type TermNames = z.infer<typeof TermNames>;

export const TaxonomyTermAdded = z.object({ kind: TermKind, id: TermId, names: TermNames, typeId: TermId.optional() }).strict();
export const TaxonomyTermRenamed = z.object({ kind: TermKind, id: TermId, names: TermNames }).strict();
export const TaxonomyTermRemoved = z.object({ kind: TermKind, id: TermId }).strict();

/** The words shoppers use for a term besides its names, per language, as the admin keeps them (./synonyms.ts). */
const Synonym = z.string().min(1).max(60);
const SynonymList = z.array(Synonym).min(1).max(30);
export const TermSynonyms = z
  .object({ es: SynonymList.optional(), en: SynonymList.optional(), it: SynonymList.optional(), fr: SynonymList.optional() })
  .strict();
export type TermSynonyms = z.infer<typeof TermSynonyms>;
/** The whole list each time: a language left out has none. */
export const TaxonomySynonymsSet = z.object({ kind: TermKind, id: TermId, synonyms: TermSynonyms }).strict();

export const taxonomyEventSchemas = { TaxonomyTermAdded, TaxonomyTermRenamed, TaxonomyTermRemoved, TaxonomySynonymsSet } as const;

export type TermAdded = z.infer<typeof TaxonomyTermAdded>;
export type TaxonomyEvent = EventsOf<typeof taxonomyEventSchemas>;

// Terms are the site's.
export const taxonomyPersonalData = {
  TaxonomyTermAdded: { notPersonal: ['id', 'names.es', 'names.en', 'names.it', 'names.fr', 'typeId'] },
  TaxonomyTermRenamed: { notPersonal: ['id', 'names.es', 'names.en', 'names.it', 'names.fr'] },
  TaxonomyTermRemoved: { notPersonal: ['id'] },
  TaxonomySynonymsSet: { notPersonal: ['id', 'synonyms.es[]', 'synonyms.en[]', 'synonyms.it[]', 'synonyms.fr[]'] },
} as const satisfies PersonalDeclarations<typeof taxonomyEventSchemas>;
