import type { ImporterConfig } from '@vitrina/domain/importer/config';
import type { ImporterEvent, ItemProblem, RunCounts, RunOutcome } from '@vitrina/domain/importer/events';
import type { LimitedReading } from '@vitrina/domain/importer/limits';
import type { Doc } from '@vitrina/infra/readstore/port';
import type { Projection } from './projection';

/** A brand's importer as the admin tab reads it, by brand id. */
export interface ImporterDoc extends Doc {
  brandId: string;
  version: number;
  config: ImporterConfig;
  configuredAt: string;
  configuredBy: string;
}

export type RunStatus = 'queued' | 'running' | RunOutcome;

/** One run, by run id: asked for, under way (its counts after each page) or finished with its report. */
export interface ImportRunDoc extends Doc {
  brandId: string;
  version: number;
  trigger: 'manual' | 'schedule';
  dueAt: string;
  requestedAt: string;
  requestedBy: string | null;
  status: RunStatus;
  cancelRequested: boolean;
  counts: RunCounts;
  problems: ItemProblem[];
  reason: string | null;
  /** The shop held more than the run could import (absent in runs before it was said, and in those it did not). */
  limited?: LimitedReading;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
}

/** A cloth the importer made or keeps, by cloth id: when its source last showed it, how many runs since have not. */
export interface ImportedClothDoc extends Doc {
  brandId: string;
  lastSeenAt: string;
  /** Completed runs in a row that did not find it. */
  missedRuns: number;
  /** Hidden by the importer because its source dropped it; shown again when it returns. */
  hiddenByImporter: boolean;
}

/** A run's list of the clothes it saw (ImportRunSaw), by run id, kept until its report is projected. */
interface RunSeenDoc extends Doc {
  brandId: string;
  seen: string[];
}

const ZERO: RunCounts = { pages: 0, found: 0, created: 0, updated: 0, unchanged: 0, failed: 0, hidden: 0, shown: 0 };

/** The importer's read models: each brand's config, its runs with their reports, and the clothes it keeps. */
export const importerProjection: Projection = {
  name: 'importer',
  version: 1,
  collections: ['importers', 'importRuns', 'importedClothes', 'importRunsSeen'],
  eventTypes: ['ImporterConfigured', 'ImportRunRequested', 'ImportRunProgressed', 'ImportRunCancelRequested', 'ImportRunSaw', 'ImportRunFinished'],
  indexes: {
    importRuns: [{ fields: { brandId: 1, requestedAt: -1 } }, { fields: { status: 1 } }],
    importedClothes: [{ fields: { brandId: 1 } }],
  },
  async apply(events, session) {
    const importers = session.collection<ImporterDoc>('importers');
    const runs = session.collection<ImportRunDoc>('importRuns');
    const clothes = session.collection<ImportedClothDoc>('importedClothes');
    const seenOfRuns = session.collection<RunSeenDoc>('importRunsSeen');
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as ImporterEvent;
      switch (event.type) {
        case 'ImporterConfigured': {
          const { brandId, version, config, by, at } = event.data;
          await importers.replaceOne({ _id: brandId }, { _id: brandId, brandId, version, config, configuredAt: at, configuredBy: by }, { upsert: true });
          break;
        }
        case 'ImportRunRequested': {
          const { brandId, runId, version, trigger, dueAt, by, at } = event.data;
          const run: ImportRunDoc = {
            _id: runId,
            brandId,
            version,
            trigger,
            dueAt,
            requestedAt: at,
            requestedBy: by,
            status: 'queued',
            cancelRequested: false,
            counts: ZERO,
            problems: [],
            reason: null,
            startedAt: null,
            finishedAt: null,
            durationMs: null,
          };
          await runs.replaceOne({ _id: runId }, run, { upsert: true });
          break;
        }
        case 'ImportRunProgressed': {
          const run = await runs.findOne({ _id: event.data.runId });
          if (run && (run.status === 'queued' || run.status === 'running'))
            await runs.replaceOne({ _id: run._id }, { ...run, status: 'running', startedAt: run.startedAt ?? event.data.at, counts: event.data.counts });
          break;
        }
        case 'ImportRunCancelRequested': {
          const run = await runs.findOne({ _id: event.data.runId });
          if (run) await runs.replaceOne({ _id: run._id }, { ...run, cancelRequested: true });
          break;
        }
        case 'ImportRunSaw': {
          // A run tried again after a crash saw its source again: its last list counts.
          const { brandId, runId, seen } = event.data;
          await seenOfRuns.replaceOne({ _id: runId }, { _id: runId, brandId, seen }, { upsert: true });
          break;
        }
        case 'ImportRunFinished': {
          const { brandId, runId, outcome, counts, problems, reason, limited, hidden, shown, startedAt, at } = event.data;
          // Runs finished before ImportRunSaw carry their list in the report.
          const seen = event.data.seen ?? (await seenOfRuns.findOne({ _id: runId }))?.seen ?? [];
          await seenOfRuns.deleteOne({ _id: runId });
          const run = await runs.findOne({ _id: runId });
          if (run) {
            await runs.replaceOne(
              { _id: runId },
              {
                ...run,
                status: outcome,
                counts,
                problems,
                reason,
                ...(limited ? { limited } : {}),
                startedAt,
                finishedAt: at,
                durationMs: Date.parse(at) - Date.parse(startedAt),
              },
            );
          }
          const seenIds = new Set(seen);
          // Only a completed run saw the whole source: a partial (part of the shop unread), cancelled or stopped one
          // says nothing of what is missing.
          if (outcome === 'completed') {
            for (const cloth of await clothes.find({ brandId })) {
              if (!seenIds.has(cloth._id)) await clothes.replaceOne({ _id: cloth._id }, { ...cloth, missedRuns: cloth.missedRuns + 1 });
            }
          }
          for (const clothId of seen) {
            const cloth = await clothes.findOne({ _id: clothId });
            await clothes.replaceOne(
              { _id: clothId },
              { _id: clothId, brandId, lastSeenAt: at, missedRuns: 0, hiddenByImporter: cloth?.hiddenByImporter ?? false },
              { upsert: true },
            );
          }
          for (const clothId of hidden) {
            const cloth = await clothes.findOne({ _id: clothId });
            if (cloth) await clothes.replaceOne({ _id: clothId }, { ...cloth, hiddenByImporter: true });
          }
          for (const clothId of shown) {
            const cloth = await clothes.findOne({ _id: clothId });
            if (cloth) await clothes.replaceOne({ _id: clothId }, { ...cloth, hiddenByImporter: false });
          }
          break;
        }
        default:
          break;
      }
    }
  },
};
