import { afterEach, describe, expect, it } from 'vitest';
import { DuplicateKeyError, type Collection, type ReadStore } from '@vitrina/infra/readstore/port';
import { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import { BufferedSession, DocumentCache } from './buffered-session';

type Step = [title: string, call: (docs: Collection) => Promise<unknown>];

/**
 * Writes served from memory (a document already loaded) must answer as the store answers, fail the same way
 * and as rejections, and leave the same documents: each step runs on a buffered session and on the store.
 */
const STEPS: Step[] = [
  ['an upsert that inserts', (docs) => docs.updateOne({ _id: 'a' }, { $inc: { n: 1 } }, { upsert: true })],
  ['an update by _id', (docs) => docs.updateOne({ _id: 'a' }, { $inc: { n: 1 }, $set: { s: 'x' } })],
  ['an update by _id as $eq', (docs) => docs.updateOne({ _id: { $eq: 'a' } }, { $inc: { n: 1 } })],
  ['an update whose other condition matches', (docs) => docs.updateOne({ _id: 'a', n: 3 }, { $set: { s: 'y' } })],
  ['an update whose other condition does not', (docs) => docs.updateOne({ _id: 'a', n: 99 }, { $set: { s: 'z' } })],
  ['an upsert whose other condition does not match', (docs) => docs.updateOne({ _id: 'a', n: 99 }, { $set: { s: 'z' } }, { upsert: true })],
  ['an update of a missing document', (docs) => docs.updateOne({ _id: 'b' }, { $set: { s: 'x' } })],
  ['an update with a bad operand', (docs) => docs.updateOne({ _id: 'a' }, { $inc: { n: 'x' as unknown as number } })],
  ['an $inc of a string', (docs) => docs.updateOne({ _id: 'a' }, { $inc: { s: 1 } })],
  ['a change of _id', (docs) => docs.updateOne({ _id: 'a' }, { $set: { _id: 'other' } })],
  ['an insert of an existing _id', (docs) => docs.insertOne({ _id: 'a' })],
  ['an insert', (docs) => docs.insertOne({ _id: 'c', v: 1 })],
  ['a replace by _id', (docs) => docs.replaceOne({ _id: 'c' }, { _id: 'c', v: 2 })],
  ['a replace whose other condition does not match', (docs) => docs.replaceOne({ _id: 'c', v: 9 }, { _id: 'c', v: 3 })],
  ['a replace that changes _id', (docs) => docs.replaceOne({ _id: 'c' }, { _id: 'zz', v: 3 })],
  ['an upserting replace', (docs) => docs.replaceOne({ _id: 'd' }, { _id: 'd', v: 1 }, { upsert: true })],
  ['a find by _id', (docs) => docs.findOne({ _id: 'a' })],
  ['a find by _id and a condition that fails', (docs) => docs.findOne({ _id: 'a', n: 0 })],
  ['a delete whose condition fails', (docs) => docs.deleteOne({ _id: 'c', v: 9 })],
  ['a delete', (docs) => docs.deleteOne({ _id: 'c' })],
  ['a delete of a deleted document', (docs) => docs.deleteOne({ _id: 'c' })],
  ['an update of a deleted document', (docs) => docs.updateOne({ _id: 'c' }, { $set: { v: 4 } })],
  ['an upsert of a deleted document', (docs) => docs.updateOne({ _id: 'c' }, { $set: { v: 5 } }, { upsert: true })],
];

async function outcome(call: () => Promise<unknown>): Promise<unknown> {
  let pending: Promise<unknown>;
  try {
    pending = call();
  } catch (error) {
    return { threw: (error as Error).message };
  }
  return pending.then(
    (value) => ({ value }),
    // The two name a duplicate key differently (by _id, by index); the kind of error is what must agree.
    (error: Error) => ({ rejected: error instanceof DuplicateKeyError ? 'duplicate key' : error.message }),
  );
}

const stores: ReadStore[] = [];
afterEach(async () => {
  while (stores.length) await stores.pop()!.close();
});

describe('BufferedSession', () => {
  it('answers each call on a document in memory as the store does', async () => {
    const plain = new SqliteReadStore(':memory:');
    const buffered = new SqliteReadStore(':memory:');
    stores.push(plain, buffered);
    const cache = new DocumentCache();
    for (const [index, [title, call]] of STEPS.entries()) {
      // Each step is a batch of its own: the cache carries documents from one transaction to the next.
      const expected = await outcome(() => call(plain.collection('docs')));
      const actual = await buffered.transaction(async (session) => {
        const batch = new BufferedSession(session, cache);
        const docs = batch.collection('docs');
        // Load what the step touches, so it is served from memory.
        await docs.findOne({ _id: 'a' });
        await docs.findOne({ _id: 'c' });
        const result = await outcome(() => call(docs));
        await batch.flush();
        return result;
      });
      expect({ step: index, title, outcome: actual }).toEqual({ step: index, title, outcome: expected });
      expect(expected).not.toHaveProperty('threw');
    }
    const all = (store: ReadStore) => store.collection('docs').find({}, { sort: { _id: 1 } });
    expect(await all(buffered)).toEqual(await all(plain));
  });

  it('applies concurrent writes to a document it has not loaded yet, each once', async () => {
    const store = new SqliteReadStore(':memory:');
    stores.push(store);
    await store.transaction(async (session) => {
      const batch = new BufferedSession(session);
      const docs = batch.collection('docs');
      const bump = () => docs.updateOne({ _id: 'n' }, { $inc: { v: 1 } }, { upsert: true });
      await Promise.all([bump(), bump(), bump()]);
      await batch.flush();
    });
    expect(await store.collection('docs').findOne({ _id: 'n' })).toEqual({ _id: 'n', v: 3 });
  });
});
