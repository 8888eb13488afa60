import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMPORTER_FAILURES, type ImporterFailureCode } from '@vitrina/domain/importer/failures';
import { FETCH_REFUSAL_CODES, UNREACHABLE_REASONS } from '@vitrina/infra/fetch/errors';
import { PageTooComplexError, type TooComplexReason } from '@vitrina/importer/pool';
import { toHttp } from '../http/errors';
import { pageRefusal, shopTooSlow, tooComplex } from './refusals';

/** Whether the domain's list (which the web app words) holds a code, and the reason it carries. */
const listed = (code: string, reason?: unknown) => {
  const reasons = (IMPORTER_FAILURES as Record<string, readonly string[]>)[code];
  if (reasons === undefined) return `${code} not listed`;
  return reason === undefined || reasons.includes(String(reason)) ? 'listed' : `${code}/${String(reason)} not listed`;
};
const answered = (error: unknown) => {
  const { body } = toHttp(error);
  return listed(body.code, body.reason);
};
const root = new URL('../../', import.meta.url);
const source = (path: string) => readFileSync(new URL(path, root), 'utf8');
const sources = (folder: string) =>
  readdirSync(new URL(folder, root))
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.') && name !== 'testing.ts')
    .map((name) => ({ path: `${folder}${name}`, text: source(`${folder}${name}`) }));

describe('the importer’s failures, every one listed for the brand’s words', () => {
  it('lists every code the importer’s routes, its readings and its decider answer, with the reasons they give', () => {
    const found: Array<[string, string]> = [];
    for (const { path, text } of [...sources('api/importer/'), { path: 'domain/importer/importer.ts', text: source('domain/importer/importer.ts') }]) {
      for (const match of text.matchAll(/new HttpError\(\d{3}, '([A-Z_]+)'([^;]*)/g))
        found.push([path, listed(match[1]!, /reason: '([A-Z_]+)'/.exec(match[2]!)?.[1])]);
      for (const match of text.matchAll(/failure\('([A-Z_]+)'/g)) found.push([path, listed(match[1]!)]);
    }
    // What a failed run's report says (worker/importer/run.ts), `CODE` or `CODE:reason`.
    for (const match of source('worker/importer/run.ts').matchAll(/new Stop\('failed', [`']([A-Z_]+)(?::\$\{error\.(code|reason)\})?/g))
      found.push(['worker/importer/run.ts', listed(match[1]!)]);
    // The scan found the routes' own answers (it fails the day their shape changes and it finds nothing).
    expect(found.length).toBeGreaterThan(12);
    expect(found.filter(([, verdict]) => verdict !== 'listed')).toEqual([]);
  });

  it('lists what every refusal of the fetcher, every page too complex and every slow shop is answered as', () => {
    const refusals = [...FETCH_REFUSAL_CODES, 'ROBOTS_DISALLOWED' as const].flatMap((code) =>
      code === 'UNREACHABLE'
        ? [undefined, ...UNREACHABLE_REASONS].map((unreachable) => pageRefusal({ code, unreachable }))
        : [pageRefusal({ code, unreachable: undefined })],
    );
    const reasons: TooComplexReason[] = ['TOO_DEEP', 'TOO_MANY_ELEMENTS', 'TOO_SLOW', 'TOO_MUCH_MEMORY'];
    const answers = [...refusals, ...reasons.map((reason) => tooComplex(new PageTooComplexError(reason, 1))), shopTooSlow(30_000)].map(answered);
    expect(answers.filter((verdict) => verdict !== 'listed')).toEqual([]);
    // And a run's report: a refused first page says the fetcher's code (IMPORT_PAGE_REFUSED:UNREACHABLE).
    expect([...FETCH_REFUSAL_CODES, 'ROBOTS_DISALLOWED'].map((code) => listed('IMPORT_PAGE_REFUSED', code)).filter((verdict) => verdict !== 'listed')).toEqual(
      [],
    );
  });

  it('fails on a code it does not hold', () => {
    expect(listed('IMPORT_SOMETHING_NEW')).toBe('IMPORT_SOMETHING_NEW not listed');
    expect(listed('IMPORT_SHOP_UNREACHABLE' satisfies ImporterFailureCode, 'NO_SUCH_REASON')).toBe('IMPORT_SHOP_UNREACHABLE/NO_SUCH_REASON not listed');
  });
});
