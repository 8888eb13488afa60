import { describe, expect, it } from 'vitest';
import { specFor } from '@vitrina/testkit/domain/decider-spec';
import type { ImporterConfig } from './config';
import { ImportRunFinished, SOURCE_PAGE_FAILED, type ImporterEvent, type RunCounts } from './events';
import { importerDecider } from './importer';

const spec = specFor(importerDecider);
const brandId = '0b7f6c1e-5d4a-4e3b-9c2d-1a0f9e8d7c6b';
const ana = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const now = '2026-11-25T10:00:00.000Z';
const config = { url: 'https://sur.example/coleccion', limit: 50 } as ImporterConfig;
const counts: RunCounts = { pages: 1, found: 3, created: 2, updated: 0, unchanged: 1, failed: 0, hidden: 0, shown: 0 };
const configured: ImporterEvent = { type: 'ImporterConfigured', data: { brandId, version: 1, config, by: ana, at: now } };
const requested = (runId: string): ImporterEvent => ({
  type: 'ImportRunRequested',
  data: { brandId, runId, version: 1, trigger: 'manual', dueAt: now, by: ana, at: now },
});
const finish = (runId: string) => ({
  type: 'FinishRun' as const,
  brandId,
  runId,
  outcome: 'completed' as const,
  counts,
  problems: [],
  reason: null,
  hidden: [],
  shown: [],
  startedAt: now,
  now,
});

describe('a brand’s importer', () => {
  it('versions each saved config', () => {
    spec([configured])
      .when({ type: 'Configure', brandId, config, by: ana, now })
      .then([{ type: 'ImporterConfigured', data: { brandId, version: 2, config, by: ana, at: now } }]);
  });

  it('runs only once configured, one run at a time, and one tick once', () => {
    spec([]).when({ type: 'RequestRun', brandId, runId: 'r1', trigger: 'manual', dueAt: now, by: ana, now }).thenFails('IMPORTER_NOT_CONFIGURED');
    spec([configured])
      .when({ type: 'RequestRun', brandId, runId: 'r1', trigger: 'manual', dueAt: now, by: ana, now })
      .then([requested('r1')]);
    spec([configured, requested('r1')])
      .when({ type: 'RequestRun', brandId, runId: 'r1', trigger: 'schedule', dueAt: now, by: null, now })
      .then([]);
    spec([configured, requested('r1')])
      .when({ type: 'RequestRun', brandId, runId: 'r2', trigger: 'manual', dueAt: now, by: ana, now })
      .thenFails('IMPORT_RUN_IN_PROGRESS');
  });

  it('cancels an open run once, and finishes a run once', () => {
    spec([configured, requested('r1')])
      .when({ type: 'CancelRun', brandId, runId: 'r1', by: ana, now })
      .then([{ type: 'ImportRunCancelRequested', data: { brandId, runId: 'r1', by: ana, at: now } }]);
    spec([configured]).when({ type: 'CancelRun', brandId, runId: 'r9', by: ana, now }).thenFails('IMPORT_RUN_NOT_FOUND');
    const { type: _type, now: _now, ...report } = finish('r1');
    spec([configured, requested('r1')])
      .when(finish('r1'))
      .then([{ type: 'ImportRunFinished', data: { ...report, at: now } }]);
    spec([configured, requested('r1'), { type: 'ImportRunFinished', data: { ...report, at: now } }])
      .when(finish('r1'))
      .then([]);
    spec([configured, requested('r1'), { type: 'ImportRunFinished', data: { ...report, at: now } }])
      .when({ type: 'CancelRun', brandId, runId: 'r1', by: ana, now })
      .thenFails('IMPORT_RUN_FINISHED');
  });

  it('finishes a run partial, with the pages it could not read among its problems', () => {
    const problems = [{ page: 'https://sur.example/coleccion?page=3', index: 0, name: null, field: null, code: SOURCE_PAGE_FAILED, found: '500' }];
    const partial = { ...finish('r1'), outcome: 'partial' as const, problems, reason: SOURCE_PAGE_FAILED };
    const { type: _type, now: _now, ...report } = partial;
    spec([configured, requested('r1')])
      .when(partial)
      .then([{ type: 'ImportRunFinished', data: { ...report, at: now } }]);
    expect(ImportRunFinished.safeParse({ ...report, at: now }).success).toBe(true);
  });
});
