import type { Decider } from '../core/decider';
import type { BrandEvent } from './events';

export type BrandState = { registered: false } | { registered: true; ownerId: string };
export type BrandCommand = { type: 'RegisterBrand'; data: BrandEvent['data'] };

export const brandDecider: Decider<BrandCommand, BrandEvent, BrandState> = {
  initialState: () => ({ registered: false }),
  evolve: (_state, event) => ({ registered: true, ownerId: event.data.ownerId }),
  decide: (command, state) => {
    if (state.registered) throw new Error('A new brand id was reused');
    return [{ type: 'BrandRegistered', data: command.data }];
  },
};
