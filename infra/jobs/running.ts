/**
 * The handlers a queue instance is running, so that closing can wait for them, abort them after the timeout,
 * and tell which ones never settled (their jobs are then left for crash recovery to pick up).
 *
 * BullMQ may hand over a job it claimed before close() began only after draining started; such a late handler
 * is tracked like the others and aborted at the same deadline (at once, if that has passed).
 */
export class RunningHandlers {
  private readonly running = new Map<Promise<unknown>, AbortController>();
  private readonly emptyWaiters = new Set<() => void>();
  private deadline?: NodeJS.Timeout;
  private aborted = false;

  get size(): number {
    return this.running.size;
  }

  track(controller: AbortController, run: Promise<unknown>): void {
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.running.set(settled, controller);
    if (this.aborted) controller.abort(closingError());
    void settled.then(() => {
      this.running.delete(settled);
      if (this.running.size === 0) for (const wake of [...this.emptyWaiters]) wake();
    });
  }

  /**
   * Waits up to `timeoutMs` for every handler to settle, then aborts the signals of those still running and waits
   * up to `graceMs` more. Resolves to the number that never settled.
   */
  async drain(timeoutMs: number, graceMs: number): Promise<number> {
    this.deadline ??= setTimeout(() => this.abortAll(), timeoutMs);
    if (await this.waitEmpty(timeoutMs)) return 0;
    this.abortAll();
    if (await this.waitEmpty(graceMs)) return 0;
    return this.running.size;
  }

  /** Once the queue is closed: no later handler needs aborting at the deadline. */
  dispose(): void {
    clearTimeout(this.deadline);
  }

  private abortAll(): void {
    this.aborted = true;
    for (const controller of this.running.values()) controller.abort(closingError());
  }

  private waitEmpty(ms: number): Promise<boolean> {
    if (this.running.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (empty: boolean) => {
        clearTimeout(timer);
        this.emptyWaiters.delete(onEmpty);
        resolve(empty);
      };
      const onEmpty = () => done(true);
      const timer = setTimeout(() => done(this.running.size === 0), ms);
      this.emptyWaiters.add(onEmpty);
    });
  }
}

function closingError(): Error {
  return new Error('the job queue is closing');
}

/** After the close timeout has aborted the signals, how long handlers still get to notice. */
export function graceAfterAbort(timeoutMs: number): number {
  return Math.min(Math.max(timeoutMs, 50), 2000);
}
