import { z } from 'zod';
import { Id, Instant, type EventsOf } from '../core/events';
import type { PersonalDeclarations } from '../core/personal';
import { ImageName } from '../catalogue/events';
import { MAGAZINE_CONTENT_TYPES, type MagazineContentType } from './content-types';

/**
 * A brand's magazine, `magazine-<brandId>`: one stream per brand rather than per entry, so an entry can only be
 * edited or deleted through its own brand's stream (ownership is the consistency boundary, not a lookup), and a
 * per-brand rule (a tier's number of entries, say) can later be decided atomically like the catalogue's limit.
 */
export const magazineStream = (brandId: string) => `magazine-${brandId}`;

/** A name the video store made from the content (see infra/images/video.ts). */
export const VideoName = z.string().regex(/^[0-9a-f]{32}\.(mp4|webm)$/);
export { MAGAZINE_CONTENT_TYPES, type MagazineContentType };

export const DESCRIPTION_MAX = 4000;
export const MAGAZINE_CLOTHES_MAX = 12;
const Description = z.string().min(1).max(DESCRIPTION_MAX);
/** Spanish is required: it is every reader's fallback. */
export const MagazineDescriptions = z.object({ es: Description, en: Description.optional(), it: Description.optional(), fr: Description.optional() }).strict();
export type MagazineDescriptions = z.infer<typeof MagazineDescriptions>;

/** The brand's link: http(s) only, so a `javascript:` URL can never reach a reader's click. */
export const BrandLink = z
  .string()
  .max(2000)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), { message: 'Only http and https links are allowed' });

const fieldsShape = {
  descriptions: MagazineDescriptions,
  contentType: z.enum(MAGAZINE_CONTENT_TYPES),
  /** A stored image name for `image`, a stored video name for `video`. */
  media: z.union([ImageName, VideoName]),
  /** A still for a video; none is made yet, so always null for now. */
  posterName: ImageName.nullable(),
  url: BrandLink.nullable(),
  /** Clothes the entry features, shown under it as cards; absent on entries written before it existed. */
  clothIds: z.array(Id).max(MAGAZINE_CLOTHES_MAX).optional(),
};
const mediaMatches = (fields: { contentType: MagazineContentType; media: string }) =>
  (fields.contentType === 'image' ? ImageName : VideoName).safeParse(fields.media).success;
const mismatch = { message: 'The media does not match the content type', path: ['media'] };

/** Everything a brand says in one entry; an edit carries the whole new set. */
export const MagazineEntryFields = z.object(fieldsShape).strict().refine(mediaMatches, mismatch);
export type MagazineEntryFields = z.infer<typeof MagazineEntryFields>;

const entryEvent = () =>
  z
    .object({ entryId: Id, brandId: Id, ...fieldsShape, at: Instant })
    .strict()
    .refine(mediaMatches, mismatch);
export const MagazineEntryPublished = entryEvent();
export const MagazineEntryEdited = entryEvent();
export const MagazineEntryDeleted = z.object({ entryId: Id, brandId: Id, at: Instant }).strict();

export const magazineEventSchemas = { MagazineEntryPublished, MagazineEntryEdited, MagazineEntryDeleted } as const;

export type MagazineEntryData = z.infer<typeof MagazineEntryPublished>;
export type MagazineEvent = EventsOf<typeof magazineEventSchemas>;

// An entry's fields, as its publication and its edit both carry them.
const ENTRY_NOT_PERSONAL = [
  'entryId',
  'brandId',
  'descriptions.es',
  'descriptions.en',
  'descriptions.it',
  'descriptions.fr',
  'media',
  'posterName',
  'url',
  'clothIds[]',
  'at',
] as const;

// Magazine entries are the brand's.
export const magazinePersonalData = {
  MagazineEntryPublished: { notPersonal: ENTRY_NOT_PERSONAL },
  MagazineEntryEdited: { notPersonal: ENTRY_NOT_PERSONAL },
  MagazineEntryDeleted: { notPersonal: ['entryId', 'brandId', 'at'] },
} as const satisfies PersonalDeclarations<typeof magazineEventSchemas>;
