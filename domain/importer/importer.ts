import type { Decider } from '../core/decider';
import { failure } from '../core/failures';
import type { ImporterConfig } from './config';
import type { ImporterEvent, ItemProblem, RunCounts, RunOutcome } from './events';
import type { LimitedReading } from './limits';

export const ImporterFailures = {
  notConfigured: () => failure('IMPORTER_NOT_CONFIGURED', 'Save the importer’s settings before running it.'),
  runInProgress: () => failure('IMPORT_RUN_IN_PROGRESS', 'An import is already running for this brand.'),
  runNotFound: () => failure('IMPORT_RUN_NOT_FOUND', 'Import run not found.'),
  runFinished: () => failure('IMPORT_RUN_FINISHED', 'This import has already finished.'),
} as const;

export interface ImporterState {
  version: number;
  config: ImporterConfig | null;
  /** Runs asked for and not finished, by id, with whether someone asked them to stop. */
  open: Map<string, { cancelRequested: boolean }>;
  finished: Set<string>;
}

export type ImporterCommand =
  | { type: 'Configure'; brandId: string; config: ImporterConfig; by: string; now: string }
  | { type: 'RequestRun'; brandId: string; runId: string; trigger: 'manual' | 'schedule'; dueAt: string; by: string | null; now: string }
  | { type: 'ReportProgress'; brandId: string; runId: string; counts: RunCounts; now: string }
  | { type: 'CancelRun'; brandId: string; runId: string; by: string; now: string }
  | {
      type: 'FinishRun';
      brandId: string;
      runId: string;
      outcome: RunOutcome;
      counts: RunCounts;
      problems: ItemProblem[];
      reason: string | null;
      /** The shop held more than the run may import. */
      limited?: LimitedReading;
      hidden: string[];
      shown: string[];
      startedAt: string;
      now: string;
    };

function decide(command: ImporterCommand, state: ImporterState): ImporterEvent[] | ReturnType<(typeof ImporterFailures)[keyof typeof ImporterFailures]> {
  const { brandId, now } = command;
  switch (command.type) {
    case 'Configure':
      return [{ type: 'ImporterConfigured', data: { brandId, version: state.version + 1, config: command.config, by: command.by, at: now } }];
    case 'RequestRun': {
      if (!state.config) return ImporterFailures.notConfigured();
      // The same tick asked twice is one run; a manual run waits for the one in hand.
      if (state.open.has(command.runId) || state.finished.has(command.runId)) return [];
      if (state.open.size > 0) return ImporterFailures.runInProgress();
      return [
        {
          type: 'ImportRunRequested',
          data: { brandId, runId: command.runId, version: state.version, trigger: command.trigger, dueAt: command.dueAt, by: command.by, at: now },
        },
      ];
    }
    case 'ReportProgress':
      if (!state.open.has(command.runId)) return [];
      return [{ type: 'ImportRunProgressed', data: { brandId, runId: command.runId, counts: command.counts, at: now } }];
    case 'CancelRun': {
      if (state.finished.has(command.runId)) return ImporterFailures.runFinished();
      const run = state.open.get(command.runId);
      if (!run) return ImporterFailures.runNotFound();
      if (run.cancelRequested) return [];
      return [{ type: 'ImportRunCancelRequested', data: { brandId, runId: command.runId, by: command.by, at: now } }];
    }
    case 'FinishRun': {
      // A run finishes once: a worker that restarts after writing its report appends nothing more.
      if (!state.open.has(command.runId)) return [];
      const { type: _type, now: _now, ...report } = command;
      return [{ type: 'ImportRunFinished', data: { ...report, at: now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: ImporterState, event: ImporterEvent): ImporterState {
  switch (event.type) {
    case 'ImporterConfigured':
      return { ...state, version: event.data.version, config: event.data.config };
    case 'ImportRunRequested':
      return { ...state, open: new Map(state.open).set(event.data.runId, { cancelRequested: false }) };
    case 'ImportRunCancelRequested':
      return { ...state, open: new Map(state.open).set(event.data.runId, { cancelRequested: true }) };
    case 'ImportRunFinished': {
      const open = new Map(state.open);
      open.delete(event.data.runId);
      return { ...state, open, finished: new Set(state.finished).add(event.data.runId) };
    }
    case 'ImportRunProgressed':
    case 'ImportRunSaw':
      return state;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

/** A brand's importer: its versioned config, and one run at a time, each finished once. */
export const importerDecider: Decider<ImporterCommand, ImporterEvent, ImporterState> = {
  initialState: () => ({ version: 0, config: null, open: new Map(), finished: new Set() }),
  evolve,
  decide,
};
