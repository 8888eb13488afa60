import { ApiError } from '../../lib/api';
import type { MessageId } from '../../i18n/messages';
import type { ClothDraft, DraftErrors } from './clothForm';

type SelectField = 'typeId' | 'categoryId' | 'gender' | 'style';
type ListField = 'seasons' | 'eventIds' | 'weather' | 'colors' | 'materials';

/** The taxonomy ids the server did not find, by the draft field that named them. */
export type GoneTerms = Partial<Record<SelectField | ListField, string[]>>;

/**
 * What a refused save means for the wizard: terms that no longer exist (back to the information step, those
 * choices undone and marked) or images that are no longer stored (back to the images step, those marked).
 */
export type ReferenceRefusal = { step: 0; errors: DraftErrors; gone: GoneTerms } | { step: 1; missingImages: ReadonlySet<string> };

const SELECT_ERRORS: Record<SelectField, MessageId> = {
  typeId: 'clothes.error.typeGone',
  categoryId: 'clothes.error.categoryGone',
  gender: 'clothes.error.genderGone',
  style: 'clothes.error.styleGone',
};
const LIST_ERRORS: Record<ListField, MessageId> = {
  seasons: 'clothes.error.seasonsGone',
  eventIds: 'clothes.error.eventsGone',
  weather: 'clothes.error.weatherGone',
  colors: 'clothes.error.colorsGone',
  materials: 'clothes.error.materialsGone',
};

interface FieldIssue {
  field: string;
  index: number | null;
  /** What follows the index: "images.2.thumb" → thumb. */
  part: string | null;
  code: string;
}

/** The server's `fields` (ApiError keeps them in details), each path split: "seasons.1" → seasons, 1. */
function fieldIssues(error: ApiError): FieldIssue[] {
  const fields = error.details.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { path, code } = entry as Record<string, unknown>;
    if (typeof path !== 'string') return [];
    const [field = '', index, part, ...more] = path.split('.');
    if (more.length > 0 || (index !== undefined && !/^\d+$/.test(index))) return [];
    return [{ field, index: index === undefined ? null : Number(index), part: part ?? null, code: typeof code === 'string' ? code : '' }];
  });
}

const isSelect = (field: string): field is SelectField => Object.hasOwn(SELECT_ERRORS, field);
const isList = (field: string): field is ListField => Object.hasOwn(LIST_ERRORS, field);

/** The id the draft sent at a path the server named; none for a path past its lists or one it has no field for. */
function sentId({ field, index, part }: FieldIssue, sent: ClothDraft): string | undefined {
  if (part !== null) return undefined;
  if (isSelect(field)) return index === null ? sent[field] : undefined;
  if (isList(field)) return index === null ? undefined : sent[field][index];
  return undefined;
}

function goneTerms(issues: FieldIssue[], sent: ClothDraft): ReferenceRefusal | null {
  const errors: DraftErrors = {};
  const gone: GoneTerms = {};
  for (const issue of issues) {
    const { field, code } = issue;
    const id = sentId(issue, sent);
    if (!id || !(isSelect(field) || isList(field))) continue;
    gone[field] = [...(gone[field] ?? []), id];
    if (isList(field)) errors[field] = LIST_ERRORS[field];
    else errors[field] = field === 'categoryId' && code === 'category_of_other_type' ? 'clothes.error.categoryOfOtherType' : SELECT_ERRORS[field];
  }
  return Object.keys(errors).length > 0 ? { step: 0, errors, gone } : null;
}

/** images.N.name or images.N.thumb: either way image N of the draft cannot be shown. */
function missingImages(issues: FieldIssue[], sent: ClothDraft): ReferenceRefusal | null {
  const names = issues.flatMap(({ field, index }) => {
    const image = field === 'images' && index !== null ? sent.images[index] : undefined;
    return image ? [image.name] : [];
  });
  return names.length > 0 ? { step: 1, missingImages: new Set(names) } : null;
}

/** A save refused for what the draft `sent` names (UNKNOWN_TERM, MEDIA_NOT_FOUND), or null for any other error. */
export function referenceRefusal(error: unknown, sent: ClothDraft): ReferenceRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'UNKNOWN_TERM') return goneTerms(fieldIssues(error), sent);
  if (error.code === 'MEDIA_NOT_FOUND') return missingImages(fieldIssues(error), sent);
  return null;
}

/**
 * The draft without the choices the server no longer knows, leaving any the editor changed meanwhile. A type
 * that went takes its category with it: categories belong to a type.
 */
export function withoutGoneTerms(draft: ClothDraft, gone: GoneTerms): ClothDraft {
  const next = { ...draft };
  for (const field of Object.keys(SELECT_ERRORS) as SelectField[]) {
    if (gone[field]?.includes(next[field])) next[field] = '';
  }
  if (!next.typeId) next.categoryId = '';
  for (const field of Object.keys(LIST_ERRORS) as ListField[]) {
    const ids = gone[field];
    if (ids) next[field] = next[field].filter((id) => !ids.includes(id));
  }
  return next;
}

/** The alert above the wizard for a save the server refused. */
export function saveErrorId(error: unknown): MessageId {
  if (!(error instanceof ApiError)) return 'clothes.error.save';
  if (error.code === 'UPLOAD_LIMIT_REACHED') return 'clothes.error.limit';
  if (error.code === 'SUBSCRIPTION_INACTIVE') return 'clothes.error.inactive';
  if (error.status === 412 || error.code === 'STALE_REVISION') return 'clothes.error.stale';
  if (error.code === 'INVALID_PRICE') return 'clothes.error.price';
  if (error.code === 'INVALID_STOCK') return 'clothes.error.stock';
  if (error.code === 'CLOTH_NEEDS_PHOTO') return 'clothes.error.imagesRequired';
  if (error.code === 'CLOTH_NOT_FOUND') return 'clothes.error.notFound';
  if (error.code === 'UNKNOWN_TERM') return 'clothes.error.unknownTerms';
  if (error.code === 'MEDIA_NOT_FOUND') return 'clothes.error.mediaNotFound';
  return 'clothes.error.save';
}

/** Whether the save was refused because the brand's plan is not paid: its dashboard is where to pay. */
export const isInactivePlan = (error: unknown) => error instanceof ApiError && error.code === 'SUBSCRIPTION_INACTIVE';

/** Whether more uploads in a row are pointless: the account's limit, not the file, refused this one. */
export const isUploadLimit = (error: unknown) => error instanceof ApiError && (error.code === 'RATE_LIMITED' || error.code === 'UPLOAD_LIMIT_REACHED');

/** The images step's alert for an upload or an image by URL the server refused, with its values. */
export function imageError(error: unknown): { id: MessageId; values?: Record<string, number> } {
  const code = error instanceof ApiError ? error.code : '';
  if (code === 'IMAGE_URL_FAILED') return { id: 'clothes.images.error.url' };
  if (code === 'SUBSCRIPTION_INACTIVE') return { id: 'admin.planInactive.images' };
  if (code === 'UPLOAD_LIMIT_REACHED') return { id: 'clothes.error.limit' };
  if (code === 'RATE_LIMITED') {
    const seconds = (error as ApiError).retryAfterSeconds;
    // Retry-After says when: the reader hears it in minutes, rounded up; without it, "later".
    return seconds === null
      ? { id: 'clothes.images.error.rateLimited' }
      : { id: 'clothes.images.error.rateLimitedFor', values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } };
  }
  return { id: 'clothes.images.error.upload' };
}
