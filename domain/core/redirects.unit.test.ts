import { describe, expect, it } from 'vitest';
import { sameSitePath } from './redirects';
import { HOSTILE_TARGETS } from '@vitrina/testkit/domain/redirects';

describe('sameSitePath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(sameSitePath('/profile')).toBe('/profile');
    expect(sameSitePath('/search?q=botas&type=1#top')).toBe('/search?q=botas&type=1#top');
    expect(sameSitePath('/en/cloth/1')).toBe('/en/cloth/1');
    expect(sameSitePath('/')).toBe('/');
  });

  it('normalises dot segments and encodes what needs encoding, staying on the site', () => {
    expect(sameSitePath('/a/../profile')).toBe('/profile');
    expect(sameSitePath('/search?q=vestido rojo')).toBe('/search?q=vestido%20rojo');
    // An encoded slash is a character of a segment, not a separator: it stays a path here.
    expect(sameSitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(sameSitePath('/cloth\\1')).toBe('/cloth/1');
  });

  it.each(HOSTILE_TARGETS)('falls back for %j', (target) => {
    expect(sameSitePath(target)).toBe('/');
    expect(sameSitePath(target, '/home')).toBe('/home');
  });

  it('falls back for what is not a string', () => {
    expect(sameSitePath(null)).toBe('/');
    expect(sameSitePath(undefined, '/home')).toBe('/home');
  });
});
