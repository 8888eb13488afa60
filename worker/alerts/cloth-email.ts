import { pathIn } from '@vitrina/domain/core/addresses';
import { DEFAULT_LANGUAGE, isLanguage, localize, type Language } from '@vitrina/domain/core/languages';
import type { ClothDoc } from '@vitrina/projector/catalogue';
import type { UserDoc } from '@vitrina/projector/users';
import { oneLine } from '../emails/render';

/** The language a person reads their emails in: their own, Spanish when it is none the site speaks. */
export const readerLanguage = (user: UserDoc): Language => (isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE);

/**
 * What an alert email says of its cloth in the reader's language: its name and brand on one line each, its page's
 * address, and its first photo as its stored thumbnail (288 px wide; null without one), absolute as every address in
 * an email is.
 */
export function clothInEmail(publicUrl: string, cloth: ClothDoc, language: Language) {
  return {
    clothName: oneLine(localize(cloth.names, language)),
    brandName: oneLine(cloth.brandName),
    link: `${publicUrl}${pathIn(language, `/cloth/${encodeURIComponent(cloth._id)}`)}`,
    imageUrl: cloth.images?.[0] ? `${publicUrl}/images/${encodeURIComponent(cloth.images[0].thumb)}` : null,
  };
}
