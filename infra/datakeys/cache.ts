/**
 * Unwrapped keys kept in memory for a while, so decrypting a replay's events does not read the store per event.
 * A key destroyed in this process leaves at once; one destroyed by another process is forgotten here within
 * KEY_TTL_MS (a destroyed key is remembered for good).
 */
export const KEY_TTL_MS = 30_000;
const KEPT = 10_000;

export class KeyCache {
  private readonly keys = new Map<string, { key: Buffer | null; until: number }>();

  get(subject: string, now = Date.now()): Buffer | null | undefined {
    const kept = this.keys.get(subject);
    if (!kept) return undefined;
    if (kept.key !== null && kept.until < now) {
      this.keys.delete(subject);
      return undefined;
    }
    return kept.key;
  }

  set(subject: string, key: Buffer | null, now = Date.now()): void {
    if (this.keys.size >= KEPT) this.keys.delete(this.keys.keys().next().value!);
    this.keys.set(subject, { key, until: now + KEY_TTL_MS });
  }

  clear(): void {
    this.keys.clear();
  }
}
