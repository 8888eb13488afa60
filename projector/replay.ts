import cliProgress from 'cli-progress';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { ReadStore } from '@vitrina/infra/readstore/port';
import type { Projection } from './projection';
import { rebuild, type RebuildProgress } from './rebuild';

export interface ReplayOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  logger: Logger;
  projections: readonly Projection[];
  /** Projection names, or 'all'. */
  targets: readonly string[] | 'all';
  batchSize?: number;
  graceMs?: number;
  signal?: AbortSignal;
  /** Where progress goes; a TTY gets a live bar, anything else a line a second. */
  output?: NodeJS.WriteStream;
}

/** Rebuilds the chosen projections one after another, showing events done, events/s and an ETA; then drops the old generations. */
export async function replayProjections(options: ReplayOptions): Promise<void> {
  const chosen = choose(options.projections, options.targets);
  const output = options.output ?? process.stderr;
  const retirements: Promise<void>[] = [];
  for (const projection of chosen) {
    const show = progressDisplay(projection.name, output);
    try {
      const result = await rebuild({
        eventStore: options.eventStore,
        readStore: options.readStore,
        logger: options.logger,
        projection,
        signal: options.signal,
        batchSize: options.batchSize,
        graceMs: options.graceMs,
        onProgress: show.update,
        deferRetirement: (retirement) => retirements.push(retirement),
      });
      show.finish(`${projection.name}: ${result.events} events applied, now serving generation ${result.generation}`);
    } catch (error) {
      show.finish(`${projection.name}: failed: ${(error as Error).message}`);
      await Promise.allSettled(retirements);
      throw error;
    }
  }
  // The old generations go once reads that began before the switches are done: one grace for all of them.
  await Promise.all(retirements);
}

export function choose(projections: readonly Projection[], targets: readonly string[] | 'all'): Projection[] {
  if (targets === 'all') return [...projections];
  const byName = new Map(projections.map((p) => [p.name, p]));
  const unknown = targets.filter((name) => !byName.has(name));
  if (unknown.length > 0) {
    throw new Error(`Unknown projection ${unknown.join(', ')}; known: ${[...byName.keys()].join(', ') || '(none)'}`);
  }
  return targets.map((name) => byName.get(name)!);
}

function fraction(progress: RebuildProgress): number {
  const span = progress.head - progress.startPosition;
  if (progress.done || span <= 0n) return 1;
  return Number(((progress.position - progress.startPosition) * 1000n) / span) / 1000;
}

function describe(progress: RebuildProgress) {
  const seconds = progress.elapsedMs / 1000;
  const rate = seconds > 0 ? progress.events / seconds : 0;
  const done = fraction(progress);
  const eta = done > 0 && done < 1 ? (seconds / done) * (1 - done) : 0;
  return { rate: Math.round(rate), eta: Math.round(eta), percent: Math.round(done * 100) };
}

function progressDisplay(name: string, output: NodeJS.WriteStream) {
  if (output.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream: output,
        format: `${name.padEnd(16)} [{bar}] {percentage}% | {events} events | {rate} ev/s | ETA {etaText}`,
        hideCursor: true,
        barsize: 30,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(100, 0, { events: 0, rate: 0, etaText: '…' });
    return {
      update: (progress: RebuildProgress) => {
        const { rate, eta, percent } = describe(progress);
        bar.update(percent, { events: progress.events, rate, etaText: `${eta}s` });
      },
      finish: (message: string) => {
        bar.stop();
        output.write(`${message}\n`);
      },
    };
  }
  let lastLine = 0;
  return {
    update: (progress: RebuildProgress) => {
      if (Date.now() - lastLine < 1_000 && !progress.done) return;
      lastLine = Date.now();
      const { rate, eta, percent } = describe(progress);
      output.write(`${name}: ${percent}% | ${progress.events} events | ${rate} ev/s | ETA ${eta}s\n`);
    },
    finish: (message: string) => output.write(`${message}\n`),
  };
}
