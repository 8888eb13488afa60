import { failure } from '@vitrina/domain/core/failures';
import type { ClothFields } from '@vitrina/domain/catalogue/events';
import type { TermKind } from '@vitrina/domain/taxonomy/events';
import { termKey } from '@vitrina/domain/taxonomy/taxonomy';
import type { ImageStore } from '@vitrina/infra/images/port';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import type { TaxonomyTermDoc } from '@vitrina/projector/taxonomy';
import { HttpError } from '../http/errors';
import { requireStoredMedia } from './media';

export type ClothReferences = Pick<
  ClothFields,
  'typeId' | 'categoryId' | 'seasons' | 'eventIds' | 'gender' | 'weather' | 'colors' | 'style' | 'materials' | 'images'
>;

/** A taxonomy id in a cloth body, and the field that carries it. */
interface TermRef {
  path: string;
  kind: TermKind;
  id: string;
}

interface FieldIssue {
  path: string;
  code: string;
  message: string;
}

const IMAGE_NOT_FOUND = failure('MEDIA_NOT_FOUND', 'The image was not found. Upload it again.');

function termRefs(fields: ClothReferences): TermRef[] {
  const list = (path: string, kind: TermKind, ids: readonly string[]) => ids.map((id, i) => ({ path: `${path}.${i}`, kind, id }));
  return [
    { path: 'typeId', kind: 'type', id: fields.typeId },
    { path: 'categoryId', kind: 'category', id: fields.categoryId },
    { path: 'gender', kind: 'gender', id: fields.gender },
    ...list('seasons', 'season', fields.seasons),
    ...list('eventIds', 'event', fields.eventIds),
    ...list('weather', 'weather', fields.weather),
    ...list('colors', 'color', fields.colors),
    ...(fields.style === null ? [] : [{ path: 'style', kind: 'style' as const, id: fields.style }]),
    ...list('materials', 'material', fields.materials),
  ];
}

/**
 * The fields naming a term the taxonomy does not hold, and the category when it belongs to another type. One read
 * of the taxonomy read model: only the terms the body names.
 */
export async function termIssues(readModels: ReadStoreSession, fields: ClothReferences): Promise<FieldIssue[]> {
  const refs = termRefs(fields);
  const keys = [...new Set(refs.map((ref) => termKey(ref.kind, ref.id)))];
  const found = await readModels.collection<TaxonomyTermDoc>('taxonomyTerms').find({ _id: { $in: keys } });
  const byKey = new Map(found.map((doc) => [doc._id, doc]));
  const issues: FieldIssue[] = refs
    .filter((ref) => !byKey.has(termKey(ref.kind, ref.id)))
    .map((ref) => ({ path: ref.path, code: 'unknown_term', message: `No ${ref.kind} with this id.` }));
  const category = byKey.get(termKey('category', fields.categoryId));
  if (category && byKey.has(termKey('type', fields.typeId)) && category.typeId !== fields.typeId) {
    issues.push({ path: 'categoryId', code: 'category_of_other_type', message: 'This category belongs to another type.' });
  }
  return issues;
}

/**
 * A cloth may only name what exists: every taxonomy term (400 UNKNOWN_TERM, a category of the chosen type) and
 * every image, middle size and thumbnail in the store (400 MEDIA_NOT_FOUND). Checked before the command, so a refused body
 * appends nothing.
 */
export async function requireClothReferences(readModels: ReadStoreSession, images: ImageStore, fields: ClothReferences): Promise<void> {
  const issues = await termIssues(readModels, fields);
  const first = issues[0];
  if (first) throw new HttpError(400, 'UNKNOWN_TERM', `${first.path}: ${first.message}`, { fields: issues.slice(0, 20) });
  await requireStoredMedia(
    { images },
    fields.images.flatMap((image, i) => [
      { path: `images.${i}.name`, kind: 'image' as const, name: image.name },
      ...(image.middle ? [{ path: `images.${i}.middle`, kind: 'image' as const, name: image.middle }] : []),
      { path: `images.${i}.thumb`, kind: 'image' as const, name: image.thumb },
    ]),
    IMAGE_NOT_FOUND,
  );
}
