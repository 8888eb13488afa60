import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { seededRandom } from '@vitrina/domain/core/random';
import { createLogger } from '@vitrina/infra/log/logger';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import { catalog, REBUILD_SUFFIX, type RebuildEntry } from './projection-state';
import { replayProjections } from './replay';
import { CRASH_TARGETS } from '@vitrina/testkit/projector/crash-targets';
import { dumpServing } from '@vitrina/testkit/projector/fixtures';
import { tempStores } from '@vitrina/testkit/projector/stores';
import type { UserDoc } from './users';

const child = fileURLToPath(new URL('../testkit/projector/replay-child.ts', import.meta.url));
const silentOutput = { write: () => true, isTTY: false } as unknown as NodeJS.WriteStream;

/**
 * Runs the replay child. With `killAt`, SIGKILLs it once it has committed past that position plus a random
 * few milliseconds more, so kills land between and inside batches.
 */
function runChild(
  name: keyof typeof CRASH_TARGETS,
  eventFile: string,
  readFile: string,
  killAt?: { position: bigint; extraMs: number },
): Promise<'killed' | 'completed'> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child, eventFile, readFile, name], {
      cwd: path.dirname(child),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let aimed = false;
    proc.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      if (!killAt || aimed) return;
      const positions = [...output.matchAll(/progress (\d+)/g)].map((match) => BigInt(match[1]!));
      if (positions.some((position) => position >= killAt.position)) {
        aimed = true;
        setTimeout(() => proc.kill('SIGKILL'), killAt.extraMs);
      }
    });
    proc.stderr.on('data', (chunk) => (output += chunk));
    proc.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve('killed');
      else if (code === 0 && output.includes('replay-complete')) resolve('completed');
      else reject(new Error(`replay child exited with ${code}: ${output.slice(-2000)}`));
    });
  });
}

describe.each([
  { name: 'items' as const, events: 100_000 },
  { name: 'analytics' as const, events: 30_000 },
  { name: 'users' as const, events: 20_000 },
])('a replay of the $name projection over $events events killed with SIGKILL at random moments', ({ name, events }) => {
  const subject = CRASH_TARGETS[name];
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('ends with read models identical to an uninterrupted replay', { timeout: 240_000 }, async () => {
    const reference = await tempStores(subject.registry(), { personal: subject.personal });
    cleanups.push(reference.cleanup);
    await subject.seed(reference.eventStore, events, reference.keys);
    await replayProjections({
      ...reference,
      logger: createLogger('silent'),
      projections: [subject.projection()],
      targets: 'all',
      graceMs: 0,
      output: silentOutput,
    });
    const expected = await dumpServing(reference.readStore, subject.projection());
    expect(
      Object.values(expected).every((docs) => docs.length > 0),
      'the reference replay wrote every collection',
    ).toBe(true);
    if (subject.personal) {
      // The replay opened the sealed fields of the people still here and read the erased ones' as erased.
      const people = (expected.users ?? []) as unknown as UserDoc[];
      expect(people.some((person) => !person.erased && person.email.endsWith('@example.com'))).toBe(true);
      expect(people.filter((person) => person.erased).length).toBeGreaterThan(0);
      expect(people.filter((person) => person.erased).every((person) => !person.email.includes('@') && person.lastName === null)).toBe(true);
    }

    const crashedFile = path.join(reference.dir, 'crashed-read.sqlite');
    const seed = Number(process.env.CRASH_SEED ?? Date.now() % 100_000);
    const next = seededRandom(seed);
    const head = await reference.eventStore.headPosition();
    let midReplayKills = 0;
    let last = { generation: -1, checkpoint: -1n };
    for (let attempt = 0; midReplayKills < 4 && attempt < 12; attempt++) {
      // Aim somewhere in what is left of the current rebuild, so the kill lands mid-replay.
      const from = last.checkpoint < 0n ? 0n : last.checkpoint;
      const target = from + BigInt(Math.floor(next() * Number(head - from) * 0.6));
      const outcome = await runChild(name, reference.eventFile, crashedFile, { position: target, extraMs: Math.floor(next() * 40) });
      const store = await openReadStore({ kind: 'sqlite', file: crashedFile });
      const entry = await catalog<RebuildEntry>(store).findOne({ _id: `${subject.projection().name}${REBUILD_SUFFIX}` });
      await store.close();
      if (outcome === 'completed' || !entry) {
        // This run finished (and switched) before the kill landed, as can happen on a loaded machine: the next
        // run starts a fresh rebuild, which is just as good a target.
        last = { generation: -1, checkpoint: -1n };
        continue;
      }
      const checkpoint = entry.checkpoint ? BigInt(entry.checkpoint) : -1n;
      if (entry.generation === last.generation) {
        expect(checkpoint, `checkpoint never moves backwards (seed ${seed})`).toBeGreaterThanOrEqual(last.checkpoint);
      }
      if (checkpoint < head) midReplayKills += 1;
      last = { generation: entry.generation, checkpoint };
    }
    expect(midReplayKills, `kills that landed mid-replay (seed ${seed})`).toBeGreaterThanOrEqual(4);
    expect(await runChild(name, reference.eventFile, crashedFile)).toBe('completed');

    const crashed = await openReadStore({ kind: 'sqlite', file: crashedFile });
    cleanups.unshift(() => crashed.close());
    expect(await dumpServing(crashed, subject.projection())).toEqual(expected);
  });
});
