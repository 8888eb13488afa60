import type { AltchaChallenge } from '../api/getCaptcha';

/** A challenge in any of the algorithms ALTCHA names, which the solver knows; the api's is SHA-256 (getCaptcha). */
type AnyAltchaChallenge = Omit<AltchaChallenge, 'algorithm'> & { algorithm: string };

const ALGORITHMS: Record<string, string> = { 'SHA-1': 'SHA-1', 'SHA-256': 'SHA-256', 'SHA-512': 'SHA-512' };

interface SolveOptions {
  signal?: AbortSignal;
  /** Digests started together; WebCrypto works through them in parallel. */
  batchSize?: number;
  /** How long the search may hold the main thread before it lets the page handle input and paint. */
  sliceMs?: number;
}

function hexToBytes(hex: string): Uint8Array | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

function sameBytes(digest: ArrayBuffer, target: Uint8Array): boolean {
  const bytes = new Uint8Array(digest);
  if (bytes.length !== target.length) return false;
  for (let index = 0; index < bytes.length; index++) if (bytes[index] !== target[index]) return false;
  return true;
}

type Scheduler = { yield?: () => Promise<void> };

function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Finds the number n in 0..maxnumber with hash(salt + n) === challenge, the ALTCHA proof of work. The search runs
 * in short slices between which the page stays responsive. Null when no number in range matches.
 */
export async function solveAltcha(challenge: AnyAltchaChallenge, options: SolveOptions = {}): Promise<number | null> {
  const { signal, batchSize = 500, sliceMs = 12 } = options;
  const algorithm = ALGORITHMS[challenge.algorithm.toUpperCase()];
  const target = hexToBytes(challenge.challenge);
  if (!algorithm || !target) return null;
  const encoder = new TextEncoder();
  let sliceEnd = performance.now() + sliceMs;

  for (let start = 0; start <= challenge.maxnumber; start += batchSize) {
    signal?.throwIfAborted();
    const end = Math.min(start + batchSize - 1, challenge.maxnumber);
    const pending: Promise<ArrayBuffer>[] = [];
    for (let number = start; number <= end; number++) {
      pending.push(crypto.subtle.digest(algorithm, encoder.encode(`${challenge.salt}${number}`)));
    }
    const found = (await Promise.all(pending)).findIndex((digest) => sameBytes(digest, target));
    if (found >= 0) return start + found;
    if (performance.now() >= sliceEnd) {
      await yieldToPage();
      sliceEnd = performance.now() + sliceMs;
    }
  }
  return null;
}

/** The payload the server verifies: the challenge as it was sent, with the number found, as base64 JSON. */
export function altchaToken(challenge: AltchaChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
}
