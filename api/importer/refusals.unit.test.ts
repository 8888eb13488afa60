import { describe, expect, it } from 'vitest';
import { toHttp } from '../http/errors';
import { pageRefusal, shopTooSlow } from './refusals';

const answer = (error: unknown) => {
  const { status, body } = toHttp(error);
  return { status, ...body };
};

describe('why a shop was not read', () => {
  it('says a shop cannot be reached, with the reason: unknown host, refused, another failure, no answer in time', () => {
    expect(answer(pageRefusal({ code: 'UNREACHABLE', unreachable: 'UNKNOWN_HOST' }))).toMatchObject({
      status: 400,
      code: 'IMPORT_SHOP_UNREACHABLE',
      reason: 'UNKNOWN_HOST',
    });
    expect(answer(pageRefusal({ code: 'UNREACHABLE', unreachable: 'CONNECTION_REFUSED' }))).toMatchObject({
      code: 'IMPORT_SHOP_UNREACHABLE',
      reason: 'CONNECTION_REFUSED',
    });
    expect(answer(pageRefusal({ code: 'UNREACHABLE', unreachable: undefined }))).toMatchObject({
      code: 'IMPORT_SHOP_UNREACHABLE',
      reason: 'CONNECTION_FAILED',
    });
    expect(answer(pageRefusal({ code: 'TIMEOUT', unreachable: undefined }))).toMatchObject({
      code: 'IMPORT_SHOP_UNREACHABLE',
      reason: 'TIMEOUT',
      message: expect.stringMatching(/too long to answer/),
    });
  });

  it('keeps the refusals of what Vitrina will not read as they were', () => {
    expect(answer(pageRefusal({ code: 'ROBOTS_DISALLOWED', unreachable: undefined }))).toEqual({
      status: 400,
      code: 'IMPORT_PAGE_REFUSED',
      reason: 'ROBOTS_DISALLOWED',
      message: "The shop's robots.txt does not let Vitrina read this page.",
    });
    expect(answer(pageRefusal({ code: 'FORBIDDEN_ADDRESS', unreachable: undefined }))).toMatchObject({
      code: 'IMPORT_PAGE_REFUSED',
      reason: 'FORBIDDEN_ADDRESS',
    });
  });

  it('names slowness when "Read the shop" runs out of its time, not the page’s complexity', () => {
    expect(answer(shopTooSlow(30_000))).toEqual({
      status: 400,
      code: 'IMPORT_SHOP_TOO_SLOW',
      reason: 'TOO_SLOW',
      message: 'The shop answers too slowly: Vitrina stopped reading it after 30 seconds. Try again later.',
    });
  });
});
