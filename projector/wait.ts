import type { Position } from '@vitrina/infra/eventstore/port';
import type { ReadStore } from '@vitrina/infra/readstore/port';
import { catalog, type ServingEntry } from './projection-state';

/**
 * Read-your-own-writes when the projector runs in another process: polls the catalog until each named
 * projection's checkpoint has passed `position`. Projections commit their checkpoint with every batch that
 * holds an event they handle, so this ends as soon as the command's events are applied.
 */
export async function waitForCheckpoints(readStore: ReadStore, position: Position, names: readonly string[], timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let delay = 10;
  while (true) {
    const entries = await catalog<ServingEntry>(readStore).find({ _id: { $in: [...names] } });
    const passed = names.every((name) => {
      const checkpoint = entries.find((entry) => entry._id === name)?.checkpoint;
      return checkpoint != null && BigInt(checkpoint) >= position;
    });
    if (passed) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 200);
  }
}
