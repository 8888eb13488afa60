import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, PASSWORD_HASH_PARAMS, dummyVerify, hashPassword, needsRehash, verifyPassword } from '@vitrina/infra/crypto/passwords';

function phcParams(hash: string): { id: string; version: string; params: Record<string, number> } {
  const [, id = '', version = '', params = ''] = hash.split('$');
  const entries = params.split(',').map((pair) => pair.split('=') as [string, string]);
  return { id, version, params: Object.fromEntries(entries.map(([key, value]) => [key, Number(value)])) };
}

describe('password hashing', () => {
  it('stores an argon2id PHC string with at least m=19456 KiB, t=2, p=1, salted per hash', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    for (const hash of [first, second]) {
      const { id, version, params } = phcParams(hash);
      expect(id).toBe('argon2id');
      expect(version).toBe('v=19');
      expect(params.m).toBeGreaterThanOrEqual(19_456);
      expect(params.t).toBeGreaterThanOrEqual(2);
      expect(params.p).toBeGreaterThanOrEqual(1);
      expect(hash).not.toContain('correct horse');
    }
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'correct horse')).toBe(true);
    expect(await verifyPassword(first, 'correct horse ')).toBe(false);
    expect(await verifyPassword(second, 'Correct horse')).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('asks for a rehash of weaker or other kinds of hashes', async () => {
    const weak = await argon2.hash('pw', { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
    const argon2i = await argon2.hash('pw', { type: argon2.argon2i, memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(argon2i)).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuu5Oj0nSl2tYJQ8ChMUpXcGBZbYqnnw6K')).toBe(true);
    expect(needsRehash('plain text')).toBe(true);
    expect(await verifyPassword(weak, 'pw')).toBe(true);
  });

  it('dummyVerify always fails, against a hash made with the production parameters', async () => {
    expect(phcParams(DUMMY_PASSWORD_HASH).params).toEqual({
      m: PASSWORD_HASH_PARAMS.memoryCost,
      t: PASSWORD_HASH_PARAMS.timeCost,
      p: PASSWORD_HASH_PARAMS.parallelism,
    });
    expect(needsRehash(DUMMY_PASSWORD_HASH)).toBe(false);
    expect(await dummyVerify()).toBe(false);
    expect(await dummyVerify('123456')).toBe(false);
  });

  it('throws on a stored hash that is not a PHC string, instead of answering', async () => {
    await expect(verifyPassword('not-a-hash', 'pw')).rejects.toThrow();
  });
});
