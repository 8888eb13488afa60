import { describe, expect, it } from 'vitest';
import { specFor } from '@vitrina/testkit/domain/decider-spec';
import { demandDecider, type MeasureDemand } from './demand';
import { followingEventSchemas, type DemandEvent } from './events';

const spec = specFor(demandDecider);
const brandId = 'b1000000-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const at = '2026-11-28T08:00:00.000Z';
const measure = (day: string, people: number, searches: number): MeasureDemand => ({ type: 'MeasureDemand', brandId, day, people, searches, now: at });
const measured = (day: string, people: number, searches: number) =>
  ({ type: 'SavedSearchDemandMeasured', data: { brandId, day, people, searches, at } }) as DemandEvent;

describe('saved-search demand decider', () => {
  it('records a first measure, and nothing for a brand no one wants yet', () => {
    spec([])
      .when(measure('2026-11-27', 3, 4))
      .then([measured('2026-11-27', 3, 4)]);
    spec([])
      .when(measure('2026-11-27', 0, 0))
      .then([]);
    expect(followingEventSchemas.SavedSearchDemandMeasured.safeParse(measured('2026-11-27', 3, 4).data).success).toBe(true);
  });

  it('records a later day only when a figure changed, down to zero', () => {
    spec([measured('2026-11-27', 3, 4)])
      .when(measure('2026-11-28', 3, 4))
      .then([]);
    spec([measured('2026-11-27', 3, 4)])
      .when(measure('2026-11-28', 3, 5))
      .then([measured('2026-11-28', 3, 5)]);
    spec([measured('2026-11-27', 3, 4)])
      .when(measure('2026-11-29', 0, 0))
      .then([measured('2026-11-29', 0, 0)]);
  });

  it('measures a day once: a retried build, or an older day, appends nothing', () => {
    spec([measured('2026-11-28', 3, 4)])
      .when(measure('2026-11-28', 5, 6))
      .then([]);
    spec([measured('2026-11-28', 3, 4)])
      .when(measure('2026-11-27', 5, 6))
      .then([]);
  });

  it('refuses negative or fractional figures in the event', () => {
    expect(followingEventSchemas.SavedSearchDemandMeasured.safeParse(measured('2026-11-27', -1, 0).data).success).toBe(false);
    expect(followingEventSchemas.SavedSearchDemandMeasured.safeParse(measured('2026-11-27', 1.5, 2).data).success).toBe(false);
  });
});
