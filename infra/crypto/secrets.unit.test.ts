import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecret, resolveServerSecret } from '@vitrina/infra/crypto/secrets';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('server secret', () => {
  it('is made on first use as 32 random bytes only the owner can read, then read back unchanged', () => {
    const file = path.join(dir, 'nested', 'data', 'secret.key');
    const first = loadOrCreateSecret(file);
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('base64url'));
    expect(loadOrCreateSecret(file).equals(first)).toBe(true);
    expect(readdirSync(path.dirname(file))).toEqual(['secret.key']);
    expect(loadOrCreateSecret(path.join(dir, 'other.key')).equals(first)).toBe(false);
  });

  it('narrows a widened file back to 0600', () => {
    const file = path.join(dir, 'widened.key');
    const secret = loadOrCreateSecret(file);
    chmodSync(file, 0o644);
    expect(loadOrCreateSecret(file).equals(secret)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a file that does not hold a 32-byte secret instead of replacing it', () => {
    const file = path.join(dir, 'broken.key');
    writeFileSync(file, 'short\n', { mode: 0o600 });
    expect(() => loadOrCreateSecret(file)).toThrow(/32-byte/);
    expect(readFileSync(file, 'utf8')).toBe('short\n');
  });

  it('uses SECRET_KEY when given, and refuses a short one', () => {
    const file = path.join(dir, 'unused.key');
    const key = 'k'.repeat(40);
    expect(resolveServerSecret({ secretKey: key, file }).toString()).toBe(key);
    expect(() => resolveServerSecret({ secretKey: 'short', file })).toThrow(/SECRET_KEY/);
    expect(() => statSync(file)).toThrow();
    expect(resolveServerSecret({ file })).toHaveLength(32);
  });
});
