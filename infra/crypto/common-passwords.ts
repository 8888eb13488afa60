import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LIST = fileURLToPath(new URL('../../domain/accounts/common-passwords.txt', import.meta.url));

let cached: ReadonlySet<string> | undefined;

/** The common passwords the server refuses (domain/accounts/common-passwords.txt), read once per process. */
export function loadCommonPasswords(file: string = LIST): ReadonlySet<string> {
  if (file === LIST && cached) return cached;
  const passwords = new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0 && !line.startsWith('#')),
  );
  if (file === LIST) cached = passwords;
  return passwords;
}
