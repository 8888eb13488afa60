/**
 * The HTTP benches' load: `count` requests from `clients` clients at once, each at `perClientPerSecond` (open loop:
 * a request's latency counts from when it was due, so a server that falls behind is not excused by the clients
 * waiting for it), or flat out without a rate. `send(i)` makes request i and answers whether it succeeded; the
 * latencies come back in request order, for a bench to pick its own (the first asked of each, say).
 */
export async function drive(
  count: number,
  clients: number,
  perClientPerSecond: number | undefined,
  send: (i: number) => Promise<boolean>,
): Promise<{ latencies: number[]; seconds: number; cpu: NodeJS.CpuUsage }> {
  const latencies: number[] = new Array(count);
  let next = 0;
  let failed = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const interval = perClientPerSecond ? 1000 / perClientPerSecond : 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      let due = started + (interval * client) / clients;
      while (next < count) {
        const i = next++;
        if (interval > 0) {
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
        const sent = interval > 0 ? due : performance.now();
        due += interval;
        if (!(await send(i))) failed++;
        latencies[i] = performance.now() - sent;
      }
    }),
  );
  if (failed > 0) throw new Error(`${failed} of ${count} requests failed`);
  return { latencies, seconds: (performance.now() - started) / 1000, cpu: process.cpuUsage(cpu) };
}
