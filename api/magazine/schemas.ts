import { z } from 'zod';
import { ImageName } from '@vitrina/domain/catalogue/events';
import {
  BrandLink,
  DESCRIPTION_MAX,
  MAGAZINE_CLOTHES_MAX,
  MAGAZINE_CONTENT_TYPES,
  VideoName,
  type MagazineDescriptions,
} from '@vitrina/domain/magazine/events';
import { plainText } from '../http/text';

/** A language's text may be left empty in a form: it is then absent, and readers get the Spanish one. */
const OtherDescription = plainText({ max: DESCRIPTION_MAX, min: 0, multiline: true }).optional();
const Descriptions = z
  .object({ es: plainText({ max: DESCRIPTION_MAX, multiline: true }), en: OtherDescription, it: OtherDescription, fr: OtherDescription })
  .strict()
  .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text)) as MagazineDescriptions);

/** The brand's link; an empty field is no link. */
const Link = z
  .string()
  .trim()
  .max(2000)
  .transform((value) => value || null)
  .pipe(BrandLink.nullable());

const entryShape = {
  descriptions: Descriptions,
  contentType: z.enum(MAGAZINE_CONTENT_TYPES),
  /** A name from POST /admin/images (image) or POST /videos (video). */
  media: z.string().max(100),
  url: Link.nullable(),
  /** The brand's own clothes the entry features, in order; left out, an edit keeps the ones it had. */
  clothIds: z
    .array(z.string().uuid())
    .max(MAGAZINE_CLOTHES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'A cloth is listed twice' })
    .optional(),
};

const mediaMatches = (body: { contentType: string; media: string }, ctx: z.RefinementCtx) => {
  const expected = body.contentType === 'video' ? VideoName : ImageName;
  if (!expected.safeParse(body.media).success) {
    ctx.addIssue({ code: 'custom', path: ['media'], message: `Not a stored ${body.contentType === 'video' ? 'video' : 'image'} name` });
  }
};

/** An entry as the admin form sends it; an edit sends the whole new set. */
export const EntryBody = z.object(entryShape).strict().superRefine(mediaMatches);
export const NewEntryBody = z
  .object({ ...entryShape, brandId: z.string().uuid().optional() })
  .strict()
  .superRefine(mediaMatches);
export type EntryBody = z.infer<typeof EntryBody>;

export const EntryParams = z.object({ id: z.string().uuid() }).strict();

/** The public list: an opaque cursor from the previous page (empty for the first) and a page size. */
export const MagazineQuery = z
  .object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(48).default(12),
  })
  .strict();
