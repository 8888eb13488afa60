/**
 * Asks until `done` holds of the answer, and gives that answer. The read side (projections, the search index, the
 * worker's emails) follows the log after a write has answered, and on a loaded two-core CI machine that can take
 * seconds: the wait is bounded by time, not by a count of tries, and says what never happened.
 */
export async function eventually<T>(
  ask: () => Promise<T>,
  done: (answer: T) => boolean,
  { what = 'the read side caught up', timeoutMs = 30_000, everyMs = 50 }: { what?: string; timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await ask();
    if (done(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`within ${timeoutMs} ms, never: ${what} (last answer: ${JSON.stringify(answer)?.slice(0, 300)})`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** `eventually` for a yes-or-no check. */
export const until = (check: () => Promise<boolean>, what?: string) => eventually(check, Boolean, { what }).then(() => undefined);
