import { WrongExpectedRevisionError } from './port';
import { thingHappened } from './fixtures';
import { SqliteEventStore } from './sqlite';

/**
 * A separate writer process for sqlite.int.test.ts: appends `count` events to a shared stream one by one,
 * each with the exact revision it last read, retrying on conflict, as a command handler would.
 * Usage: node --import tsx sqlite-writer-process.ts <file> <stream> <writer name> <count>
 */
const [file, stream, writer, count] = process.argv.slice(2);
if (!file || !stream || !writer || !count) throw new Error('usage: <file> <stream> <writer> <count>');

const store = new SqliteEventStore(file);
let conflicts = 0;
let known: bigint | undefined;
for (let i = 0; i < Number(count); i++) {
  for (;;) {
    const newer = await store.readStream(stream, { fromRevision: known === undefined ? 0n : known + 1n });
    known = newer.at(-1)?.revision ?? known;
    const expected = known === undefined ? 'no_stream' : known;
    try {
      await store.append(stream, [thingHappened(`${writer} ${i}`)], expected);
      break;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      conflicts += 1;
    }
  }
}
await store.close();
process.stdout.write(JSON.stringify({ conflicts }));
