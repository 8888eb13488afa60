import argon2 from 'argon2';

/**
 * Password hashing: argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane), stored as a PHC string that
 * carries its own parameters, so raising them later only needs `needsRehash` at the next login.
 */
export const PASSWORD_HASH_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const HASH_OPTIONS: argon2.HashOptions = { type: argon2.argon2id, ...PASSWORD_HASH_PARAMS };

/** A hash of a password nobody knows, made with PASSWORD_HASH_PARAMS (a test checks it stays in step). */
export const DUMMY_PASSWORD_HASH = '$argon2id$v=19$m=19456,p=1,t=2$77XDFKV5eDBNCCpJDGVvqg$5OVMk1WIrlEdJuuTfKEA4270Ag4YMxI9X8PaoxS/Bvs';

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** False for a wrong password; throws only if `hash` is not a PHC string (a corrupt record). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password);
}

/** True when the hash is not argon2id with today's parameters: hash the password again after a good login. */
export function needsRehash(hash: string): boolean {
  if (!hash.startsWith('$argon2id$')) return true;
  try {
    return argon2.needsRehash(hash, { ...PASSWORD_HASH_PARAMS, version: 0x13 });
  } catch {
    return true;
  }
}

/**
 * Costs what a `verifyPassword` costs and always fails: a login for an unknown email calls it so that it takes
 * as long as a wrong password for a known one.
 */
export async function dummyVerify(password = 'not the password'): Promise<false> {
  await argon2.verify(DUMMY_PASSWORD_HASH, password);
  return false;
}
