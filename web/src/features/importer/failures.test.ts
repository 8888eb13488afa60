import { describe, expect, it } from 'vitest';
import { IMPORTER_FAILURES, IMPORTER_FIELD_PROBLEMS } from '@vitrina/domain/importer/failures';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import fr from '../../i18n/fr.json';
import it_ from '../../i18n/it.json';
import { failureWords, runFailureWords } from './failures';
import { fieldProblemId } from './fieldProblems';

const DICTIONARIES: Record<string, Record<string, string>> = { es, en, it: it_, fr };

/** The ids with no text, or an empty one, in any of the four languages, named `language:id`. */
const untold = (ids: string[]) =>
  Object.entries(DICTIONARIES).flatMap(([language, dictionary]) => ids.filter((id) => !dictionary[id]?.trim()).map((id) => `${language}:${id}`));

describe('the importer’s failures in the brand’s words', () => {
  it('words every code and reason the api answers, with what to try next, in four languages', () => {
    const ids: string[] = [];
    for (const [code, reasons] of Object.entries(IMPORTER_FAILURES)) {
      for (const reason of [null, ...reasons]) {
        const words = failureWords(code, reason);
        expect(words, `${code}/${reason}`).not.toBeNull();
        expect(words!.code).toBe(reason ?? code);
        ids.push(words!.what, words!.next);
      }
    }
    expect(untold(ids)).toEqual([]);
    // What happened and what to try are two things, in every language.
    for (const dictionary of Object.values(DICTIONARIES))
      for (const [code] of Object.entries(IMPORTER_FAILURES)) expect(dictionary[failureWords(code)!.what]).not.toBe(dictionary[failureWords(code)!.next]);
  });

  it('words a run’s reason as its report stores it', () => {
    expect(runFailureWords('IMPORT_PAGE_REFUSED:UNREACHABLE')).toMatchObject({
      what: 'importer.failure.IMPORT_SHOP_UNREACHABLE.CONNECTION_FAILED',
      code: 'UNREACHABLE',
    });
    expect(runFailureWords('IMPORT_PAGE_REFUSED:FORBIDDEN_ADDRESS')).toMatchObject({
      what: 'importer.failure.IMPORT_PAGE_REFUSED.FORBIDDEN_ADDRESS',
      code: 'FORBIDDEN_ADDRESS',
    });
    expect(runFailureWords('IMPORT_PAGE_TOO_COMPLEX:TOO_DEEP')).toMatchObject({ what: 'importer.failure.IMPORT_PAGE_TOO_COMPLEX', code: 'TOO_DEEP' });
    expect(runFailureWords('IMPORT_SHOP_TOO_SLOW')).toMatchObject({ what: 'importer.failure.IMPORT_SHOP_TOO_SLOW', code: 'IMPORT_SHOP_TOO_SLOW' });
    // A code the importer does not answer is not worded as one of its.
    expect(failureWords('INTERNAL')).toBeNull();
  });

  it('words every field problem under the field, in four languages', () => {
    const paths = [
      'url',
      'config.url',
      'config.source.url',
      'config.item.tag',
      'config.item.class',
      'config.name.selector',
      'config.nextPage.attribute',
      'config.json.selector',
      'config.price.regex',
      'config.json.paths.price',
      'config.schedule.expression',
      'config.limit',
      'config.defaults.gender',
      'config.categoryMap.Remeras',
      'config.somethingElse',
    ];
    const ids = paths.flatMap((path) => [...IMPORTER_FIELD_PROBLEMS, 'invalid_string', 'too_small'].map((code) => fieldProblemId(path, code)));
    expect(untold(ids)).toEqual([]);
    expect([
      fieldProblemId('config.url', 'WITH_CREDENTIALS'),
      fieldProblemId('url', 'NOT_AN_ADDRESS'),
      fieldProblemId('config.price.regex', 'SLOW_PATTERN'),
    ]).toEqual(['importer.fieldProblem.credentials', 'importer.fieldProblem.address', 'importer.fieldProblem.slowPattern']);
  });

  it('fails on a code listed without its words', () => {
    expect(untold(['importer.failure.IMPORT_SOMETHING_NEW'])).toEqual([
      'es:importer.failure.IMPORT_SOMETHING_NEW',
      'en:importer.failure.IMPORT_SOMETHING_NEW',
      'it:importer.failure.IMPORT_SOMETHING_NEW',
      'fr:importer.failure.IMPORT_SOMETHING_NEW',
    ]);
  });
});
