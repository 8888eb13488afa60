/**
 * Data keys: one AES-256 key per person, for the personal fields of the events about them (crypto-shredding).
 * Stored wrapped by the master key (DATA_KEY), in their own store: a table of the read store's SQLite file
 * embedded, a MongoDB collection scaled. Destroying a person's key makes every copy of their personal data
 * unreadable at once; its record stays, marked destroyed, so no new key is ever made for them.
 */
export interface DataKeyStore {
  /** The subject's key, made on first use; null once destroyed. */
  keyFor(subject: string): Promise<Buffer | null>;
  /** The subject's key: null once destroyed, undefined while it never had one. */
  find(subject: string): Promise<Buffer | null | undefined>;
  /** Destroys the subject's key for good (a subject that never had one is recorded as destroyed). */
  destroy(subject: string): Promise<void>;
  /** Subjects whose key was destroyed (for the migration's checks and operators). */
  destroyedCount(): Promise<number>;
  close(): Promise<void>;
}
