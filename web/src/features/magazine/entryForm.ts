import { LANGUAGES } from '@vitrina/domain/core/languages';
import type { Language } from '@vitrina/domain/core/languages';
import type { MagazineContentType } from '@vitrina/domain/magazine/content-types';
import type { MessageId } from '../../i18n/messages';
import type { MagazineBody } from './api/adminMagazine';
import { mediaNameOf } from './api/magazineItem';
import type { MagazineItem } from './api/magazineItem';
import type { Media } from './components/MediaField';

export interface EntryDraft {
  brandId: string;
  descriptions: Record<Language, string>;
  contentType: MagazineContentType;
  media: Media | null;
  url: string;
}

export type EntryErrors = Partial<Record<'brandId' | 'description' | 'media' | 'url', MessageId>>;

export function draftOf(entry: MagazineItem | null): EntryDraft {
  const descriptions = Object.fromEntries(LANGUAGES.map((language) => [language, entry?.descriptions[language] ?? ''])) as Record<Language, string>;
  if (!entry) return { brandId: '', descriptions, contentType: 'image', media: null, url: '' };
  return {
    brandId: entry.brand.id,
    descriptions,
    contentType: entry.contentType,
    media: { name: mediaNameOf(entry.media.url), url: entry.media.url },
    url: entry.url ?? '',
  };
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function validateEntry(draft: EntryDraft, needsBrand: boolean): EntryErrors {
  const errors: EntryErrors = {};
  if (needsBrand && !draft.brandId) errors.brandId = 'magazine.error.brandRequired';
  if (!draft.descriptions.es.trim()) errors.description = 'magazine.error.descriptionRequired';
  if (!draft.media) errors.media = draft.contentType === 'video' ? 'magazine.error.videoRequired' : 'magazine.error.imageRequired';
  if (draft.url.trim() && !isWebAddress(draft.url.trim())) errors.url = 'magazine.error.url';
  return errors;
}

/** The body the api takes: empty translations left out (they fall back to Spanish), an empty link as null. */
export function bodyOf(draft: EntryDraft): MagazineBody {
  const descriptions = Object.fromEntries(
    LANGUAGES.map((language) => [language, draft.descriptions[language].trim()]).filter(([, text]) => text),
  ) as MagazineBody['descriptions'];
  return { descriptions, contentType: draft.contentType, media: draft.media?.name ?? '', url: draft.url.trim() || null };
}
