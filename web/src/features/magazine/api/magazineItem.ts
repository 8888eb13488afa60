import type { MagazineItem } from '@vitrina/contract/magazine';

/** A magazine entry as the api shows it (contract/magazine.ts); `description` is already in the reader's language. */
export type { MagazineItem };

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
  const blocks = description
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  if (blocks.length < 2) return { title: null, paragraphs: blocks };
  return { title: blocks[0]!, paragraphs: blocks.slice(1) };
}

/** The first words of an entry, enough to tell it apart in a table, a question or a button's name. */
export function summaryOf(entry: Pick<MagazineItem, 'description'>): string {
  const text = entry.description.replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
