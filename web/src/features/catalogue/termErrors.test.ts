import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Language } from '@vitrina/domain/core/languages';
import { ApiError } from '../../lib/api';
import { loadMessages } from '../../i18n/messages';
import { termErrorText } from './termErrors';

async function intlFor(locale: Language) {
  return createIntl({ locale, messages: await loadMessages(locale) });
}

/** A TERM_IN_USE as the client hands it over: the server's English message and its other fields as `details`. */
function inUse(message: string, details: Record<string, unknown>): ApiError {
  return Object.assign(new ApiError(409, 'TERM_IN_USE', message, true), { details });
}

describe('the words for TERM_IN_USE', () => {
  it('reads the count and what uses the term from the fields, in each of the four languages', async () => {
    const error = inUse('This is still used by 3 clothes; move them first.', { uses: 3, usedBy: 'clothes' });
    const texts = await Promise.all(
      (['es', 'en', 'it', 'fr'] as const).map(async (locale) => termErrorText(await intlFor(locale), error, 'taxonomy.error.delete')),
    );
    expect(texts).toEqual([
      'Todavía lo usan 3 prendas; muévelas primero.',
      'This is still used by 3 clothes; move them first.',
      'È ancora usato da 3 capi; spostali prima.',
      "Encore utilisé par 3 vêtements ; déplacez-les d'abord.",
    ]);
  });

  it('says one in the singular and tells categories from clothes', async () => {
    const es = await intlFor('es');
    const one = inUse('This is still used by 1 categories; move them first.', { uses: 1, usedBy: 'categories' });
    expect(termErrorText(es, one, 'taxonomy.error.delete')).toBe('Todavía lo usa 1 categoría; muévela primero.');
    const en = await intlFor('en');
    expect(termErrorText(en, inUse('', { uses: 1, usedBy: 'clothes' }), 'taxonomy.error.delete')).toBe('This is still used by 1 cloth; move it first.');
    expect(termErrorText(en, inUse('', { uses: 12, usedBy: 'categories' }), 'taxonomy.error.delete')).toBe(
      'This is still used by 12 categories; move them first.',
    );
  });

  it('takes the count from the fields, not from the message text', async () => {
    const en = await intlFor('en');
    const disagreeing = inUse('This is still used by 7 clothes; move them first.', { uses: 2, usedBy: 'clothes' });
    expect(termErrorText(en, disagreeing, 'taxonomy.error.delete')).toBe('This is still used by 2 clothes; move them first.');
  });

  it('falls back to a general text when the fields are missing or malformed, whatever the message says', async () => {
    const en = await intlFor('en');
    const general = 'This is still in use; move what uses it first.';
    const cases = [
      new ApiError(409, 'TERM_IN_USE', 'This is still used by 3 clothes; move them first.', true),
      inUse('This is still used by 3 clothes; move them first.', {}),
      inUse('', { uses: '3', usedBy: 'clothes' }),
      inUse('', { uses: 0, usedBy: 'clothes' }),
      inUse('', { uses: 2.5, usedBy: 'clothes' }),
      inUse('', { uses: 3, usedBy: 'brands' }),
    ];
    expect(cases.map((error) => termErrorText(en, error, 'taxonomy.error.delete'))).toEqual(Array<string>(cases.length).fill(general));
  });
});
