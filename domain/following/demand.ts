import type { Decider } from '../core/decider';
import type { DemandEvent } from './events';

/** A brand's last measured demand: the day it was measured and its figures (none yet: no day, zero). */
export interface DemandState {
  day: string | null;
  people: number;
  searches: number;
}

export interface MeasureDemand {
  type: 'MeasureDemand';
  brandId: string;
  day: string;
  people: number;
  searches: number;
  now: string;
}

/**
 * One measure a day, and only when it changed: a day measured already, or one before it (a build retried after a
 * crash, a slow worker), appends nothing, and neither does a figure that stayed the same (a brand never wanted
 * stays without a stream). The dashboard reads the last measure up to a day as the figure of that day.
 */
export const demandDecider: Decider<MeasureDemand, DemandEvent, DemandState> = {
  initialState: () => ({ day: null, people: 0, searches: 0 }),
  evolve: (_state, event) => ({ day: event.data.day, people: event.data.people, searches: event.data.searches }),
  decide: (command, state) => {
    if (state.day !== null && command.day <= state.day) return [];
    if (command.people === state.people && command.searches === state.searches) return [];
    const { brandId, day, people, searches, now: at } = command;
    return [{ type: 'SavedSearchDemandMeasured', data: { brandId, day, people, searches, at } }];
  },
};
