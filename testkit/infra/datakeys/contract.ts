import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DataKeyStore } from '@vitrina/infra/datakeys/port';

/** What every data key store does; `open` gives a store on shared storage (a second call: another process's view). */
export function dataKeyContract(name: string, open: () => Promise<DataKeyStore>): void {
  describe(`data keys: ${name}`, () => {
    it('makes a subject’s key on first use and gives the same one after, to another store on the same storage too', async () => {
      const [one, two] = [await open(), await open()];
      try {
        const subject = randomUUID();
        expect(await one.find(subject)).toBeUndefined();
        const key = await one.keyFor(subject);
        expect(key).toHaveLength(32);
        expect(await one.keyFor(subject)).toEqual(key);
        expect(await two.find(subject)).toEqual(key);
        expect(await one.keyFor(randomUUID())).not.toEqual(key);
      } finally {
        await one.close();
        await two.close();
      }
    });

    it('agrees on one key when two stores make it at once', async () => {
      const [one, two] = [await open(), await open()];
      try {
        const subject = randomUUID();
        const [a, b] = await Promise.all([one.keyFor(subject), two.keyFor(subject)]);
        expect(a).toEqual(b);
        expect(await two.find(subject)).toEqual(a);
      } finally {
        await one.close();
        await two.close();
      }
    });

    it('destroys a key for good: none is made again, and a subject that never had one is recorded as destroyed', async () => {
      const [one, two] = [await open(), await open()];
      try {
        const subject = randomUUID();
        await one.keyFor(subject);
        const before = await one.destroyedCount();
        await one.destroy(subject);
        expect(await one.find(subject)).toBeNull();
        expect(await one.keyFor(subject)).toBeNull();
        expect(await two.keyFor(subject)).toBeNull();
        const never = randomUUID();
        await two.destroy(never);
        expect(await one.keyFor(never)).toBeNull();
        await one.destroy(subject);
        expect(await one.destroyedCount()).toBe(before + 2);
      } finally {
        await one.close();
        await two.close();
      }
    });
  });
}
