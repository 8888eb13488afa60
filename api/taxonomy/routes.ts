import { Router, type Request } from 'express';
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
import { NoBody, parseInput } from '../http/validate';
import { operations } from '../http/openapi';
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
const Words = z.array(plainText({ max: MAX_SYNONYM_LENGTH })).min(1).max(MAX_SYNONYMS_PER_LANGUAGE).optional();
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

/** The taxonomy (seed sections 4 and 8): public lists for search filters and forms, and the admin's edits. */
export function taxonomyRoutes(context: ApiContext): Router {
  const router = Router();
  const terms = () => context.readModels.collection<TaxonomyTermDoc>('taxonomyTerms');
  const all = async () => terms().find({}, { sort: { order: 1 } });

  router.get('/categories/types/', allow.anyone, async (req, res) => {
    const types = await terms().find({ kind: 'type' }, { sort: { order: 1 } });
    res.json(types.map((doc) => termView(doc, req.language)));
  });

  router.get('/categories/data/', allow.anyone, async (req, res) => {
    const docs = await all();
    const of = (kind: TermKind) => docs.filter((doc) => doc.kind === kind).map((doc) => termView(doc, req.language));
    res.set('Cache-Control', 'public, max-age=60').set('Vary', 'Accept-Language');
    res.json({ types: of('type'), categories: of('category'), events: of('event'), genders: of('gender'), seasons: of('season'), weather: of('weather'), colors: of('color'), styles: of('style'), materials: of('material') });
  });

  const run = async (req: Request, command: TaxonomyCommand) => {
    const caller = callerOf(req);
    const now = context.now();
    const result = await runCommand(context.eventStore, TAXONOMY_STREAM, taxonomyApiDecider, command, { correlationId: String(req.id), actor: caller.userId, now });
    await context.waitFor(result.position, ['taxonomy']);
    return result;
  };
  const adminView = async (req: Request, kind: TermKind, id: string): Promise<z.infer<typeof AdminTerm>> => {
    const doc = await terms().findOne({ _id: termKey(kind, id) });
    if (!doc) throw new HttpError(404, 'TERM_NOT_FOUND', `No ${kind} with id ${id}.`);
    return adminTermView(doc, req.language);
  };

  router.get('/admin/taxonomy/:kind', allow.admin, async (req, res) => {
    const { kind } = parseInput(KindParams, req.params);
    const docs = await terms().find({ kind }, { sort: { order: 1 } });
    res.json(docs.map((doc) => adminTermView(doc, req.language)));
  });

  router.post('/admin/taxonomy/:kind', allow.admin, async (req, res) => {
    const { kind } = parseInput(KindParams, req.params);
    const body = parseInput(AddBody, req.body);
    if (body.typeId !== undefined && kind !== 'category') {
      throw new HttpError(400, 'VALIDATION_FAILED', 'typeId: only categories belong to a type', { fields: [{ path: 'typeId', code: 'unrecognized_keys', message: 'Only categories belong to a type' }] });
    }
    const { events } = await run(req, { type: 'AddTerm', kind, names: body.names, ...(body.id ? { id: body.id } : {}), ...(body.typeId ? { typeId: body.typeId } : {}) });
    res.status(201).json(await adminView(req, kind, events[0]!.data.id));
  });

  router.put('/admin/taxonomy/:kind/:id', allow.admin, async (req, res) => {
    const { kind, id } = parseInput(TermParams, req.params);
    const { names } = parseInput(RenameBody, req.body);
    await run(req, { type: 'RenameTerm', kind, id, names });
    res.json(await adminView(req, kind, id));
  });

  router.delete('/admin/taxonomy/:kind/:id', allow.admin, async (req, res) => {
    const { kind, id } = parseInput(TermParams, req.params);
    parseInput(NoBody, req.body);
    await run(req, { type: 'RemoveTerm', kind, id, clothesUsing: await clothesUsing(context, kind, id) });
    res.status(204).end();
  });

  router.put('/admin/taxonomy/:kind/:id/synonyms', allow.admin, async (req, res) => {
    const { kind, id } = parseInput(TermParams, req.params);
    const { synonyms } = parseInput(SynonymsBody, req.body);
    await run(req, { type: 'SetSynonyms', kind, id, synonyms });
    res.json(await adminView(req, kind, id));
  });

  router.delete('/admin/taxonomy/:kind/:id/synonyms', allow.admin, async (req, res) => {
    const { kind, id } = parseInput(TermParams, req.params);
    parseInput(NoBody, req.body);
    await run(req, { type: 'SetSynonyms', kind, id, synonyms: {} });
    res.json(await adminView(req, kind, id));
  });
  return router;
}

export const taxonomyApi = operations([
  { method: 'GET', path: '/categories/types/', tag: 'taxonomy', summary: 'Cloth types', response: z.array(TermView) },
  { method: 'GET', path: '/categories/data/', tag: 'taxonomy', summary: 'Every taxonomy term, translated', response: TaxonomyData },
  { method: 'GET', path: '/admin/taxonomy/:kind', tag: 'taxonomy', summary: 'A kind’s terms with their synonyms', params: KindParams, response: z.array(AdminTerm) },
  { method: 'POST', path: '/admin/taxonomy/:kind', tag: 'taxonomy', summary: 'Add a term', params: KindParams, body: AddBody, status: 201, response: AdminTerm },
  { method: 'PUT', path: '/admin/taxonomy/:kind/:id', tag: 'taxonomy', summary: 'Rename a term', params: TermParams, body: RenameBody, response: AdminTerm },
  { method: 'DELETE', path: '/admin/taxonomy/:kind/:id', tag: 'taxonomy', summary: 'Remove a term', params: TermParams, body: NoBody, status: 204 },
  { method: 'PUT', path: '/admin/taxonomy/:kind/:id/synonyms', tag: 'taxonomy', summary: 'Set a term’s synonyms, per language', params: TermParams, body: SynonymsBody, response: AdminTerm },
  { method: 'DELETE', path: '/admin/taxonomy/:kind/:id/synonyms', tag: 'taxonomy', summary: 'Take away a term’s synonyms', params: TermParams, body: NoBody, response: AdminTerm },
]);
