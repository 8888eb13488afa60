import { describe, expect, it } from 'vitest';
import { SessionUser, readStoredSession, storeSession } from './sessionUser';

describe('stored session', () => {
  it('round-trips through the user, type and preferenceGender keys', () => {
    storeSession({ user: 'ana', type: 'INFLUENCER', preferenceGender: '2' });
    expect([localStorage.getItem('user'), localStorage.getItem('type'), localStorage.getItem('preferenceGender')]).toEqual(
      ['ana', 'INFLUENCER', '2'],
    );
    expect(readStoredSession()).toEqual({ user: 'ana', type: 'INFLUENCER', preferenceGender: '2' });

    storeSession(null);
    expect(readStoredSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('ignores a stored type the product does not know', () => {
    localStorage.setItem('user', 'ana');
    localStorage.setItem('type', 'SUPERUSER');
    expect(readStoredSession()).toBeNull();
  });

  it('reads a numeric gender id from the server as text', () => {
    expect(SessionUser.parse({ user: 'ana', type: 'USER', preferenceGender: 1 }).preferenceGender).toBe('1');
    expect(SessionUser.parse({ user: 'ana', type: 'USER' }).preferenceGender).toBeNull();
  });
});
