import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkPassword } from '@vitrina/domain/accounts/password-policy';
import { loadCommonPasswords } from '@vitrina/infra/crypto/common-passwords';

const file = fileURLToPath(new URL('../../domain/accounts/common-passwords.txt', import.meta.url));

describe('common passwords list', () => {
  it('holds 3,000 distinct lowercase passwords, most common first, with its source noted at the top', () => {
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    const comments = lines.filter((line) => line.startsWith('#'));
    const passwords = lines.filter((line) => !line.startsWith('#'));
    expect(comments.join('\n')).toMatch(/@zxcvbn-ts\/language-common@4\.1\.3/);
    expect(lines.slice(0, comments.length)).toEqual(comments);
    expect(passwords).toHaveLength(3000);
    expect(new Set(passwords).size).toBe(3000);
    expect(passwords.every((password) => password === password.toLowerCase().trim())).toBe(true);
    expect(passwords.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('is loaded once into a set the password policy uses', () => {
    const common = loadCommonPasswords();
    expect(common.size).toBe(3000);
    expect(loadCommonPasswords()).toBe(common);
    expect(common.has('qwerty')).toBe(true);
    expect(checkPassword('Password', { commonPasswords: common })?.code).toBe('PASSWORD_TOO_COMMON');
    expect(checkPassword('iloveyou', { commonPasswords: common })?.code).toBe('PASSWORD_TOO_COMMON');
    expect(checkPassword('tartan-umbrella-42', { commonPasswords: common })).toBeNull();
  });
});
