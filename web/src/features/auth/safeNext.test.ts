import { describe, expect, it } from 'vitest';
import { safeNext } from './safeNext';

describe('safeNext', () => {
  it('follows a path on this site, with its query and hash', () => {
    expect(safeNext('/profile')).toBe('/profile');
    expect(safeNext('/search?q=botas&type=1#top')).toBe('/search?q=botas&type=1#top');
  });

  it.each([null, '', 'profile', '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
    'falls back to /home for %s',
    (next) => {
      expect(safeNext(next)).toBe('/home');
    },
  );
});
