import { describe, expect, it } from 'vitest';
import { HOSTILE_TARGETS } from '@vitrina/testkit/domain/redirects';
import { safeNext } from './safeNext';

describe('safeNext', () => {
  it('follows a path on this site, with its query and hash', () => {
    expect(safeNext('/profile')).toBe('/profile');
    expect(safeNext('/search?q=botas&type=1#top')).toBe('/search?q=botas&type=1#top');
  });

  it.each([null, ...HOSTILE_TARGETS])('falls back to /home for %j', (next) => {
    expect(safeNext(next)).toBe('/home');
  });
});
