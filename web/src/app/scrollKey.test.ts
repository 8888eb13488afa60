import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import { scrollKey } from './RootLayout';

const at = (pathname: string, key: string, search = ''): Location => ({ pathname, search, hash: '', state: null, key });

describe('scroll restoration keys', () => {
  it('keys pages opened by their address by their path, so one page never inherits another scroll', () => {
    expect(scrollKey(at('/login', 'default'))).not.toBe(scrollKey(at('/home', 'default')));
    expect(scrollKey(at('/search', 'default', '?q=lino'))).toBe('/search?q=lino');
  });

  it('keeps in-app history entries apart by their own key, so back and forward restore each', () => {
    expect(scrollKey(at('/home', 'a1b2'))).toBe('a1b2');
    expect(scrollKey(at('/home', 'c3d4'))).not.toBe(scrollKey(at('/home', 'a1b2')));
  });
});
