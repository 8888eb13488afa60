import { describe, expect, it } from 'vitest';
import type { FixtureTask } from './fixtures/task';
import { runTaskThread } from './task-thread';

const TASK = new URL('./fixtures/task.ts', import.meta.url);
const run = (data: FixtureTask, options: { budgetMs?: number; heapMb?: number; onMessage?: (step: number) => void } = {}) =>
  runTaskThread<string>({
    file: TASK,
    data,
    what: 'The task',
    budgetMs: options.budgetMs ?? 20_000,
    heapMb: options.heapMb ?? 64,
    ...(options.onMessage ? { onMessage: options.onMessage } : {}),
  });

/** A long task's thread (runTaskThread): its answer and progress, and its time, heap and start, each ending it with its own error. */
describe('a task on a thread', () => {
  it('answers with what its handler returns, its progress told as it goes', async () => {
    const steps: number[] = [];
    expect(await run({ kind: 'answer', steps: 3 }, { onMessage: (step) => steps.push(step) })).toBe('answered');
    await expect.poll(() => steps).toEqual([1, 2, 3]);
  });

  it('fails with the error its handler threw', async () => {
    await expect(run({ kind: 'throw' })).rejects.toThrow('the task failed');
  });

  it('is ended past its time budget, counted from asking', async () => {
    const started = performance.now();
    await expect(run({ kind: 'sleep' }, { budgetMs: 3_000 })).rejects.toThrow('The task took longer than 3000 ms');
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('is ended past its heap', async () => {
    await expect(run({ kind: 'grow' }, { heapMb: 32 })).rejects.toThrow('The task needed more than 32 MB');
  });

  it('fails at once when its thread cannot start, not at the end of its time', async () => {
    const started = performance.now();
    await expect(
      runTaskThread({ file: new URL('./fixtures/broken-task.ts', import.meta.url), data: null, what: 'The task', budgetMs: 60_000, heapMb: 64 }),
    ).rejects.toThrow('this module does not load');
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
