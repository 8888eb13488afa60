import { describe, expect, it } from 'vitest';
import { checkPassword } from './password-policy';

const common = new Set(['password', '123456', 'qwerty123']);

describe('password policy', () => {
  it('refuses passwords shorter than the configured minimum, 6 by default, counting characters', () => {
    expect(checkPassword('abcde')).toEqual({
      kind: 'failure',
      code: 'PASSWORD_TOO_SHORT',
      message: 'Password must be at least 6 characters',
    });
    expect(checkPassword('abcdef')).toBeNull();
    expect(checkPassword('abcdefg', { minLength: 8 })?.message).toBe('Password must be at least 8 characters');
    expect(checkPassword('abcdefgh', { minLength: 8 })).toBeNull();
    expect(checkPassword('ñ😀ñ😀ñ')?.code).toBe('PASSWORD_TOO_SHORT');
    expect(checkPassword('ñ😀ñ😀ñ😀')).toBeNull();
    expect(checkPassword('')?.code).toBe('PASSWORD_TOO_SHORT');
  });

  it('allows up to 128 characters and refuses more', () => {
    expect(checkPassword('a'.repeat(128))).toBeNull();
    expect(checkPassword('😀'.repeat(128))).toBeNull();
    expect(checkPassword('a'.repeat(129))).toEqual({
      kind: 'failure',
      code: 'PASSWORD_TOO_LONG',
      message: 'Password must be at most 128 characters',
    });
  });

  it('refuses a common password in any case, with the spec message, and asks for no composition', () => {
    expect(checkPassword('PassWord', { commonPasswords: common })).toEqual({
      kind: 'failure',
      code: 'PASSWORD_TOO_COMMON',
      message: 'This password is too common. Please choose another one.',
    });
    expect(checkPassword('qwerty123', { commonPasswords: common })?.code).toBe('PASSWORD_TOO_COMMON');
    expect(checkPassword('password1', { commonPasswords: common })).toBeNull();
    expect(checkPassword('alllowercaseletters', { commonPasswords: common })).toBeNull();
    expect(checkPassword('password')).toBeNull();
  });

  it('reports a too short password before checking the list', () => {
    expect(checkPassword('123456', { minLength: 8, commonPasswords: common })?.code).toBe('PASSWORD_TOO_SHORT');
  });
});
