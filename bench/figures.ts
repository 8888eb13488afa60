/** Latency percentiles, throughput and CPU per operation, as every bench table prints them. */
export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  /** CPU time of this process per query: what the figures above would be on an idle machine, near enough. */
  cpuMs: number;
}

export function figures(latencies: number[], seconds: number, cpu: NodeJS.CpuUsage): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(3));
  const cpuMs = Number(((cpu.user + cpu.system) / 1000 / latencies.length).toFixed(3));
  // Whole numbers, but two figures below 10 (a peer answering one query in several seconds is not 0 a second).
  const rate = latencies.length / seconds;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), perSecond: rate >= 10 ? Math.round(rate) : Number(rate.toPrecision(2)), cpuMs };
}
