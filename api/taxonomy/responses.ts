import { z } from 'zod';
import { TermKind } from '@vitrina/domain/taxonomy/events';
import { Localized } from '../catalogue/responses';

/** A term as readers see it (./routes.ts termView); a category names its type. Strict: see ../catalogue/responses.ts. */
export const TermView = z.object({ id: z.string(), name: z.string(), names: Localized, typeId: z.string().optional() }).strict();

/** GET /categories/data/: every term, by kind. */
export const TaxonomyData = z
  .object({ types: z.array(TermView), categories: z.array(TermView), events: z.array(TermView), genders: z.array(TermView), seasons: z.array(TermView), weather: z.array(TermView), colors: z.array(TermView), styles: z.array(TermView), materials: z.array(TermView) })
  .strict();

const Words = z.array(z.string()).optional();
/** A term's synonyms per language (domain/taxonomy/synonyms.ts); a language without any is left out. */
export const SynonymsView = z.object({ es: Words, en: Words, it: Words, fr: Words }).strict();

/** A term as the admin's list and edits answer it: with its kind and its synonyms. */
export const AdminTerm = TermView.extend({ kind: TermKind, synonyms: SynonymsView }).strict();
