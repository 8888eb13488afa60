import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './errors';
import { queryParser, rawQuery } from './validate';

describe('queryParser', () => {
  it('checks each distinct query string once, refuses bad input every time, and keeps a bounded number', () => {
    let checks = 0;
    const schema = z
      .object({ page: z.coerce.number().int().min(1) })
      .strict()
      .transform((query) => (checks++, query));
    const parse = queryParser(schema, 2);
    expect(parse('page=2', () => ({ page: '2' }))).toEqual({ page: 2 });
    expect(parse('page=2', () => ({ page: '2' }))).toEqual({ page: 2 });
    expect(checks).toBe(1);
    for (let i = 0; i < 2; i++) expect(() => parse('page=0', () => ({ page: '0' }))).toThrow(HttpError);
    // Two more kept push the first out: it is checked again.
    parse('page=3', () => ({ page: '3' }));
    parse('page=4', () => ({ page: '4' }));
    parse('page=2', () => ({ page: '2' }));
    expect(checks).toBe(4);
  });

  it('reads the query string of an address as sent', () => {
    expect(rawQuery('/search?q=abrigo&page=2')).toBe('q=abrigo&page=2');
    expect(rawQuery('/search')).toBe('');
  });
});
