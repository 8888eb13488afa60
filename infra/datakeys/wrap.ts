import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM of `plain` under `key`, bound to `context` (additional data): iv ‖ tag ‖ ciphertext. */
export function seal(key: Buffer, plain: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The plain bytes of `seal`'s output; throws if the key, the context or the bytes are not the ones sealed. */
export function unseal(key: Buffer, sealed: Buffer, context: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** A new data key, and the form it is stored in: wrapped by the master key, bound to its subject. */
export function newWrappedKey(master: Buffer, subject: string): { key: Buffer; wrapped: Buffer } {
  const key = randomBytes(KEY_BYTES);
  return { key, wrapped: seal(master, key, `data-key:${subject}`) };
}

export function unwrapKey(master: Buffer, subject: string, wrapped: Buffer): Buffer {
  return unseal(master, wrapped, `data-key:${subject}`);
}
