import { describe, expect, it } from 'vitest';
import { freePort } from '@vitrina/testkit/infra/servers';
import { EsdbEventStore } from './esdb';

// No server needed: these check how the adapter behaves, through the real client, when the server is down.
describe('EsdbEventStore with its server down', () => {
  it('rejects pings and reads quickly instead of hanging', async () => {
    const store = EsdbEventStore.connect(`esdb://127.0.0.1:${await freePort()}?tls=false`);
    try {
      await expect(store.ping()).rejects.toThrow(/UNAVAILABLE/);
      await expect(store.readStream('thing-1')).rejects.toThrow(/UNAVAILABLE/);
    } finally {
      await store.close();
    }
  });

  it('keeps resubscribing with growing waits, reporting each drop, until the signal aborts', async () => {
    const drops: number[] = [];
    const store = EsdbEventStore.connect(`esdb://127.0.0.1:${await freePort()}?tls=false`, {
      initialDelayMs: 20,
      maxDelayMs: 80,
      onDrop: (_error, attempt) => drops.push(attempt),
    });
    const started = Date.now();
    let delivered = 0;
    for await (const _ of store.subscribeToAll({ from: 'start', signal: AbortSignal.timeout(600) })) delivered += 1;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(delivered).toBe(0);
    // Waits of 20, 40, 80, 80... ms fit several attempts into 600 ms.
    expect(drops.length).toBeGreaterThanOrEqual(3);
    expect(drops.slice(0, 3)).toEqual([1, 2, 3]);
    await store.close();
  });

  it('close() ends its live subscriptions', async () => {
    const store = EsdbEventStore.connect(`esdb://127.0.0.1:${await freePort()}?tls=false`, { initialDelayMs: 20 });
    const loop = (async () => {
      for await (const _ of store.subscribeToAll({ from: 'start' })) return 'event';
      return 'ended';
    })();
    setTimeout(() => void store.close(), 100);
    expect(await loop).toBe('ended');
  });
});
