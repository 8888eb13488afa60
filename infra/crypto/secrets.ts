import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECRET_BYTES = 32;

/**
 * The embedded mode's server secret: 32 random bytes, base64url, in a file only the owner can read. Made on
 * first use; two processes starting at once agree on one secret because the file appears by an atomic link.
 */
export function loadOrCreateSecret(file: string): Buffer {
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${randomBytes(SECRET_BYTES).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temp, { force: true });
  }
  const created = readSecret(file);
  if (!created) throw new Error(`could not create the server secret in ${file}`);
  return created;
}

/**
 * The scaled mode passes SECRET_KEY (shared by every api and worker); the embedded mode keeps one in a file.
 * A key shorter than 32 characters is refused: it would make every derived token guessable.
 */
export function resolveServerSecret(options: { secretKey?: string; file: string }): Buffer {
  if (options.secretKey !== undefined) {
    if (options.secretKey.length < 32) throw new Error('SECRET_KEY must be at least 32 characters long');
    return Buffer.from(options.secretKey, 'utf8');
  }
  return loadOrCreateSecret(options.file);
}

function readSecret(file: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = Buffer.from(text.trim(), 'base64url');
  if (secret.length !== SECRET_BYTES || secret.toString('base64url') !== text.trim()) {
    throw new Error(`${file} does not hold a ${SECRET_BYTES}-byte base64url secret; remove it to make a new one`);
  }
  // A copy or restore may have widened it; the secret signs every email link.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return secret;
}

/** The master key of the data keys: DATA_KEY (64 hex characters) when set, else a file made on first use. */
export function resolveDataKey(options: { dataKey?: string; file: string }): Buffer {
  if (options.dataKey !== undefined) return Buffer.from(options.dataKey, 'hex');
  return loadOrCreateSecret(options.file);
}
