import * as z from 'zod/mini';
import { ClothSummary } from '@vitrina/contract/catalogue';

/** A text per language as the api keeps it (Spanish required on writes, the others fall back to it). */
export const Localized = z.object({
  es: z.optional(z.string()),
  en: z.optional(z.string()),
  it: z.optional(z.string()),
  fr: z.optional(z.string()),
});
export type Localized = z.infer<typeof Localized>;

export const CONTENT_TYPES = ['image', 'video'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** A magazine entry as the api shows it; `description` is already in the reader's language. */
export const MagazineItem = z.object({
  id: z.string(),
  brand: z.object({ id: z.string(), name: z.string() }),
  description: z.string(),
  descriptions: Localized,
  contentType: z.enum(CONTENT_TYPES),
  media: z.object({ url: z.string(), posterUrl: z.nullable(z.string()) }),
  url: z.nullable(z.string()),
  /** The clothes the brand features in it, as it chose them, and those still on show as list cards. */
  clothIds: z.optional(z.array(z.string())),
  clothes: z.optional(z.array(ClothSummary)),
  publishedAt: z.string(),
});
export type MagazineItem = z.infer<typeof MagazineItem>;

/**
 * The stored name behind a media address: uploads are served as /images/<name>, and an edit that keeps the media
 * sends that name back.
 */
export function mediaNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/** An entry's text as a title (its first line, when more follows) and paragraphs (split at blank lines). */
export function storyOf(description: string): { title: string | null; paragraphs: string[] } {
  const blocks = description.split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean);
  if (blocks.length < 2) return { title: null, paragraphs: blocks };
  return { title: blocks[0]!, paragraphs: blocks.slice(1) };
}

/** The first words of an entry, enough to tell it apart in a table, a question or a button's name. */
export function summaryOf(entry: Pick<MagazineItem, 'description'>): string {
  const text = entry.description.replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
