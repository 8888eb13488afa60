import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadingBusyError, ReadingQueue } from './reading-queue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Where a turn stands: started (with its release), refused (with its reason), or still waiting. */
function track(turn: Promise<() => void>) {
  const state: { release?: () => void; error?: unknown } = {};
  turn.then(
    (release) => (state.release = release),
    (error: unknown) => (state.error = error),
  );
  return state;
}

const reasonOf = (error: unknown) => (error instanceof ReadingBusyError ? error.reason : error);
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('ReadingQueue', () => {
  it('gives up to its slots at once, one per brand: a brand’s second reading is refused at once, waiting or reading', async () => {
    const queue = new ReadingQueue({ slots: 2, waitMs: 10_000 });
    const a = track(queue.turn('A'));
    const b = track(queue.turn('B'));
    const c = track(queue.turn('C'));
    const again = [track(queue.turn('A')), track(queue.turn('C'))];
    await settle();
    expect([!!a.release, !!b.release, c.release, c.error]).toEqual([true, true, undefined, undefined]);
    expect(again.map((turn) => reasonOf(turn.error))).toEqual(['ALREADY_READING', 'ALREADY_READING']);
    expect(queue.stats).toEqual({ running: 2, waiting: 1 });
    a.release!();
    await settle();
    expect(!!c.release).toBe(true);
  });

  it('is fair: a brand that asks again the moment its reading ends waits behind those already waiting', async () => {
    const queue = new ReadingQueue({ slots: 1, waitMs: 10_000 });
    const started: string[] = [];
    const ask = (key: string) => track(queue.turn(key).then((release) => (started.push(key), release)));
    const a1 = ask('A');
    await settle();
    const b1 = ask('B');
    const c1 = ask('C');
    await settle();
    // A's reading ends and A asks for its second in the same instant: B's first, then C's, come before it.
    a1.release!();
    const a2 = ask('A');
    await settle();
    expect(started).toEqual(['A', 'B']);
    b1.release!();
    await settle();
    c1.release!();
    await settle();
    expect(started).toEqual(['A', 'B', 'C', 'A']);
    a2.release!();
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a reading that waited its whole wait (SITE_BUSY), which leaves the line; the brand may ask again', async () => {
    const queue = new ReadingQueue({ slots: 1, waitMs: 5_000 });
    const a = track(queue.turn('A'));
    await settle();
    const b = track(queue.turn('B'));
    await vi.advanceTimersByTimeAsync(3_000);
    const c = track(queue.turn('C'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reasonOf(b.error)).toBe('SITE_BUSY');
    expect(c.error).toBeUndefined();
    expect(queue.stats).toEqual({ running: 1, waiting: 1 });
    const bAgain = track(queue.turn('B'));
    a.release!();
    await settle();
    // C waited longer than B's second try.
    expect([!!c.release, bAgain.release]).toEqual([true, undefined]);
  });

  it('lets a waiter whose client left leave the line, so the slot goes to the next and its brand may ask again', async () => {
    const queue = new ReadingQueue({ slots: 1, waitMs: 10_000 });
    const a = track(queue.turn('A'));
    await settle();
    const left = new AbortController();
    const b = track(queue.turn('B', left.signal));
    const c = track(queue.turn('C'));
    left.abort(new Error('client closed'));
    await settle();
    expect((b.error as Error).message).toBe('client closed');
    expect(queue.stats).toEqual({ running: 1, waiting: 1 });
    a.release!();
    await settle();
    expect([!!c.release, b.release]).toEqual([true, undefined]);
    // An aborted signal never takes a place; B's next reading is its own again.
    await expect(queue.turn('D', left.signal)).rejects.toThrow('client closed');
    const bAgain = track(queue.turn('B'));
    c.release!();
    await settle();
    expect(!!bAgain.release).toBe(true);
  });

  it('frees one slot per reading, however often its end is called', async () => {
    const queue = new ReadingQueue({ slots: 1, waitMs: 10_000 });
    const a = track(queue.turn('A'));
    await settle();
    const b = track(queue.turn('B'));
    const c = track(queue.turn('C'));
    a.release!();
    a.release!();
    await settle();
    expect([!!b.release, c.release]).toEqual([true, undefined]);
    expect(queue.stats).toEqual({ running: 1, waiting: 1 });
  });
});
