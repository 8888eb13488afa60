import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UnknownEventTypeError } from '@vitrina/domain/core/events';
import { freePort } from '@vitrina/testkit/infra/servers';
import { openEventStore } from './factory';
import { thingHappened, thingRegistry } from './fixtures';

describe('openEventStore', () => {
  it('opens the SQLite file of the target, validated against the registry', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'vitrina-factory-'));
    const store = await openEventStore({ kind: 'sqlite', file: path.join(folder, 'events.sqlite') }, thingRegistry);
    try {
      await expect(store.append('thing-1', [{ ...thingHappened('x'), type: 'ThingVanished' }], 'any')).rejects.toBeInstanceOf(UnknownEventTypeError);
      await store.append('thing-1', [thingHappened('x')], 'no_stream');
      expect((await store.readStream('thing-1'))[0]?.data).toEqual({ name: 'x', count: 1 });
    } finally {
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('opens EventStoreDB lazily, validated: a bad event is refused before any network call', async () => {
    const store = await openEventStore({ kind: 'esdb', connectionString: `esdb://127.0.0.1:${await freePort()}?tls=false` }, thingRegistry);
    try {
      await expect(store.append('thing-1', [{ ...thingHappened('x'), type: 'ThingVanished' }], 'any')).rejects.toBeInstanceOf(UnknownEventTypeError);
      await expect(store.ping()).rejects.toThrow(/UNAVAILABLE/);
    } finally {
      await store.close();
    }
  });
});
