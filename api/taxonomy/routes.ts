import type { Request } from 'express';
import { z } from 'zod';
import { localize, type Language } from '@vitrina/domain/core/languages';
import { TAXONOMY_STREAM, TermId, TermKind, type TermNames } from '@vitrina/domain/taxonomy/events';
import { MAX_SYNONYM_LENGTH, MAX_SYNONYMS_PER_LANGUAGE } from '@vitrina/domain/taxonomy/synonyms';
import { termKey, type TaxonomyCommand } from '@vitrina/domain/taxonomy/taxonomy';
import type { TaxonomyTermDoc } from '@vitrina/projector/taxonomy';
import { allow, callerOf } from '../auth/policies';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { plainText } from '../http/text';
import { endpointOf, endpoints } from '../http/endpoints';
import { NoBody } from '../http/validate';
import { AdminTerm, TaxonomyData, TermView } from './responses';
import { clothesUsing, taxonomyApiDecider } from './usage';

/** A language's name may be left empty in a form: it is then absent, and readers get the Spanish one. */
const OtherName = plainText({ max: 60, min: 0 }).optional();
const Names = z
  .object({ es: plainText({ max: 60 }), en: OtherName, it: OtherName, fr: OtherName })
  .strict()
  .transform((names) => Object.fromEntries(Object.entries(names).filter(([, name]) => name)) as TermNames);

const KindParams = z.object({ kind: TermKind }).strict();
const TermParams = z.object({ kind: TermKind, id: TermId }).strict();
const AddBody = z.object({ id: TermId.optional(), names: Names, typeId: TermId.optional() }).strict();
const RenameBody = z.object({ names: Names }).strict();
/**
 * The whole list: a language left out has none. Nothing here is empty (an empty field is a mistake, as in every
 * body, SECURITY.md 15): taking them all away is DELETE. Repeats are the decider's to drop.
 */
const Words = z
  .array(plainText({ max: MAX_SYNONYM_LENGTH }))
  .min(1)
  .max(MAX_SYNONYMS_PER_LANGUAGE)
  .optional();
const SynonymsBody = z
  .object({
    synonyms: z
      .object({ es: Words, en: Words, it: Words, fr: Words })
      .strict()
      .refine((synonyms) => Object.values(synonyms).some(Boolean), { message: 'Give the words of at least one language (DELETE takes them all away)' }),
  })
  .strict();

/** A term as readers see it: its name in the request's language (Spanish fallback) and all its names. */
export function termView(doc: TaxonomyTermDoc, language: Language): z.infer<typeof TermView> {
  return { id: doc.id, name: localize(doc.names, language), names: doc.names, ...(doc.typeId ? { typeId: doc.typeId } : {}) };
}

/** A term as the admin sees it: with its kind and synonyms. */
function adminTermView(doc: TaxonomyTermDoc, language: Language): z.infer<typeof AdminTerm> {
  return { kind: doc.kind, ...termView(doc, language), synonyms: doc.synonyms ?? {} };
}

/** What the taxonomy endpoints share: the terms' read model and the taxonomy stream's commands. */
function taxonomyScope(context: ApiContext) {
  const terms = () => context.readModels.collection<TaxonomyTermDoc>('taxonomyTerms');
  return {
    context,
    terms,
    run: async (req: Request, command: TaxonomyCommand) => {
      const caller = callerOf(req);
      const now = context.now();
      const result = await runCommand(context.eventStore, TAXONOMY_STREAM, taxonomyApiDecider, command, {
        correlationId: String(req.id),
        actor: caller.userId,
        now,
      });
      await context.waitFor(result.position, ['taxonomy']);
      return result;
    },
    adminView: async (req: Request, kind: TermKind, id: string): Promise<z.infer<typeof AdminTerm>> => {
      const doc = await terms().findOne({ _id: termKey(kind, id) });
      if (!doc) throw new HttpError(404, 'TERM_NOT_FOUND', `No ${kind} with id ${id}.`);
      return adminTermView(doc, req.language);
    },
  };
}

const endpoint = endpointOf<ReturnType<typeof taxonomyScope>>();
const tag = 'taxonomy';

/** The taxonomy (seed sections 4 and 8): public lists for search filters and forms, and the admin's edits. */
const taxonomy = endpoints([
  endpoint({
    method: 'GET',
    path: '/categories/types/',
    policy: allow.anyone,
    tag,
    summary: 'Cloth types',
    response: z.array(TermView),
    handler: async ({ scope, req }) => (await scope.terms().find({ kind: 'type' }, { sort: { order: 1 } })).map((doc) => termView(doc, req.language)),
  }),
  endpoint({
    method: 'GET',
    path: '/categories/data/',
    policy: allow.anyone,
    tag,
    summary: 'Every taxonomy term, translated',
    response: TaxonomyData,
    handler: async ({ scope, req, res }) => {
      const docs = await scope.terms().find({}, { sort: { order: 1 } });
      const of = (kind: TermKind) => docs.filter((doc) => doc.kind === kind).map((doc) => termView(doc, req.language));
      res.set('Cache-Control', 'public, max-age=60').set('Vary', 'Accept-Language');
      return {
        types: of('type'),
        categories: of('category'),
        events: of('event'),
        genders: of('gender'),
        seasons: of('season'),
        weather: of('weather'),
        colors: of('color'),
        styles: of('style'),
        materials: of('material'),
      };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/admin/taxonomy/:kind',
    policy: allow.admin,
    tag,
    summary: 'A kind’s terms with their synonyms',
    params: KindParams,
    response: z.array(AdminTerm),
    handler: async ({ scope, params, req }) =>
      (await scope.terms().find({ kind: params.kind }, { sort: { order: 1 } })).map((doc) => adminTermView(doc, req.language)),
  }),
  endpoint({
    method: 'POST',
    path: '/admin/taxonomy/:kind',
    policy: allow.admin,
    tag,
    summary: 'Add a term',
    params: KindParams,
    body: AddBody,
    status: 201,
    response: AdminTerm,
    handler: async ({ scope, params: { kind }, body, req }) => {
      if (body.typeId !== undefined && kind !== 'category') {
        throw new HttpError(400, 'VALIDATION_FAILED', 'typeId: only categories belong to a type', {
          fields: [{ path: 'typeId', code: 'unrecognized_keys', message: 'Only categories belong to a type' }],
        });
      }
      const { events } = await scope.run(req, {
        type: 'AddTerm',
        kind,
        names: body.names,
        ...(body.id ? { id: body.id } : {}),
        ...(body.typeId ? { typeId: body.typeId } : {}),
      });
      return scope.adminView(req, kind, events[0]!.data.id);
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/admin/taxonomy/:kind/:id',
    policy: allow.admin,
    tag,
    summary: 'Rename a term',
    params: TermParams,
    body: RenameBody,
    response: AdminTerm,
    handler: async ({ scope, params: { kind, id }, body: { names }, req }) => {
      await scope.run(req, { type: 'RenameTerm', kind, id, names });
      return scope.adminView(req, kind, id);
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/admin/taxonomy/:kind/:id',
    policy: allow.admin,
    tag,
    summary: 'Remove a term',
    params: TermParams,
    body: NoBody,
    status: 204,
    handler: async ({ scope, params: { kind, id }, req }) => {
      await scope.run(req, { type: 'RemoveTerm', kind, id, clothesUsing: await clothesUsing(scope.context, kind, id) });
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/admin/taxonomy/:kind/:id/synonyms',
    policy: allow.admin,
    tag,
    summary: 'Set a term’s synonyms, per language',
    params: TermParams,
    body: SynonymsBody,
    response: AdminTerm,
    handler: async ({ scope, params: { kind, id }, body: { synonyms }, req }) => {
      await scope.run(req, { type: 'SetSynonyms', kind, id, synonyms });
      return scope.adminView(req, kind, id);
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/admin/taxonomy/:kind/:id/synonyms',
    policy: allow.admin,
    tag,
    summary: 'Take away a term’s synonyms',
    params: TermParams,
    body: NoBody,
    response: AdminTerm,
    handler: async ({ scope, params: { kind, id }, req }) => {
      await scope.run(req, { type: 'SetSynonyms', kind, id, synonyms: {} });
      return scope.adminView(req, kind, id);
    },
  }),
]);

export const taxonomyRoutes = (context: ApiContext) => taxonomy.router(taxonomyScope(context));
export const taxonomyApi = taxonomy.operations;
