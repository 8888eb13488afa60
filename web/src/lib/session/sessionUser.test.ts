import { describe, expect, it } from 'vitest';
import { readStoredSession, storeSession } from './sessionUser';

describe('stored session', () => {
  it('round-trips through the user, type and preferenceGender keys', () => {
    storeSession({ user: 'ana', type: 'INFLUENCER', preferenceGender: '2' });
    expect([localStorage.getItem('user'), localStorage.getItem('type'), localStorage.getItem('preferenceGender')]).toEqual(['ana', 'INFLUENCER', '2']);
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

  it('reads an empty stored gender as none', () => {
    localStorage.setItem('user', 'ana');
    localStorage.setItem('type', 'USER');
    localStorage.setItem('preferenceGender', '');
    expect(readStoredSession()).toEqual({ user: 'ana', type: 'USER', preferenceGender: null });
  });
});
