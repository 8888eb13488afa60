import { describe, expect, it } from 'vitest';
import { ImporterConfig } from '@vitrina/domain/importer/config';
import { importerConfig as jsonLdConfig } from './testing';
import { configProblems } from './validate';

describe('an importer config', () => {
  it('passes when every selector, pattern and schedule works', () => {
    expect(
      configProblems(
        jsonLdConfig({ price: { selector: '.price > span', attribute: null, regex: '\\$\\s*([\\d.]+)' }, schedule: { kind: 'cron', expression: '0 6 * * 1' } }),
      ),
    ).toEqual([]);
  });

  it('names each field that cannot work', () => {
    const config = jsonLdConfig({
      name: { selector: 'h3[', attribute: null },
      price: { selector: '.price', attribute: null, regex: '([0-9' },
      nextPage: { selector: 'a:nope(1)', attribute: 'href' },
      schedule: { kind: 'cron', expression: '99 99 * * *' },
    });
    expect(configProblems(config).map((problem) => [problem.field, problem.code])).toEqual([
      ['name.selector', 'NOT_A_SELECTOR'],
      ['nextPage.selector', 'NOT_A_SELECTOR'],
      ['price.regex', 'NOT_A_PATTERN'],
      ['schedule.expression', 'NOT_CRON'],
    ]);
    expect(configProblems(jsonLdConfig({ price: { selector: '', attribute: null, regex: '(\\d+)+$' } }))).toEqual([
      { field: 'price.regex', code: 'SLOW_PATTERN', message: expect.stringContaining('hang') },
    ]);
    expect(configProblems(jsonLdConfig({ description: { selector: 'p.texto[', attribute: null } })).map((problem) => problem.field)).toEqual([
      'description.selector',
    ]);
    expect(
      configProblems(jsonLdConfig({ json: { mode: 'attribute', attribute: 'data-variants', selector: '.js-product-container[data-variants', paths: {} } })).map(
        (problem) => problem.field,
      ),
    ).toEqual(['json.selector']);
  });

  it('refuses a wrong shape with the field’s path', () => {
    const paths = (config: unknown) => ImporterConfig.safeParse(config).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ ...jsonLdConfig(), url: 'ftp://tienda.example' })).toEqual(['url']);
    expect(paths({ ...jsonLdConfig(), json: { mode: 'jsonld', paths: { price: 'offers..price' } } })).toEqual(['json.paths.price']);
    expect(paths({ ...jsonLdConfig(), limit: 0 })).toEqual(['limit']);
    expect(paths({ ...jsonLdConfig(), item: { tag: 'div><script', class: '' } })).toEqual(['item.tag']);
    expect(paths({ ...jsonLdConfig(), json: { mode: 'attribute', attribute: 'data-variants', selector: 'x'.repeat(301), paths: {} } })).toEqual([
      'json.selector',
    ]);
  });
});
