import type { Decider } from '../core/decider';
import type { Failure } from '../core/failures';
import type { BrandEvent, BrandLogo, BrandProfile } from './events';
import { BrandFailures } from './failures';
import { repeatedSize, type SizeChart } from '../sizes/charts';

export type BrandState =
  | { status: 'none' }
  | {
      status: 'active' | 'deleted';
      brandId: string;
      ownerId: string | null;
      profile: BrandProfile;
      prestige: number;
      logo: BrandLogo | null;
      sizeCharts: Record<string, SizeChart>;
      /** Categories whose chart the brand wrote or removed by hand: the importer leaves them be. */ chartedByHand: ReadonlySet<string>;
    };

type Registration = Extract<BrandEvent, { type: 'BrandRegistered' }>['data'];

export type BrandCommand =
  | { type: 'RegisterBrand'; data: Registration }
  | { type: 'CreateBrand'; brandId: string; ownerId: string | null; profile: BrandProfile; by: string; now: string }
  | { type: 'UpdateBrand'; profile: BrandProfile; now: string }
  | { type: 'SetBrandPrestige'; prestige: number; now: string }
  | { type: 'SetBrandLogo'; logo: BrandLogo | null; now: string }
  /**
   * The brand's size chart for a category (the api checks the category exists), or null to remove it. The importer's
   * (`origin: 'import'`, read from the shop) never replaces a chart the brand wrote itself, nor brings back one it removed.
   */
  | { type: 'SetSizeChart'; categoryId: string; chart: SizeChart | null; origin?: 'import'; now: string }
  | { type: 'DeleteBrand'; by: string; now: string }
  /** An admin gives the brand an owner (the api checks the account: a brand role, no brand of its own). */
  | { type: 'AssignOwner'; ownerId: string; by: string; now: string };

const sameProfile = (a: BrandProfile, b: BrandProfile) =>
  a.name === b.name && a.brand === b.brand && a.description === b.description && a.location === b.location;

const sameLogo = (a: BrandLogo | null, b: BrandLogo | null) => a?.name === b?.name && a?.thumb === b?.thumb;

function decide(command: BrandCommand, state: BrandState): BrandEvent[] | Failure {
  switch (command.type) {
    case 'RegisterBrand':
      if (state.status !== 'none') throw new Error('A new brand id was reused');
      return [{ type: 'BrandRegistered', data: command.data }];
    case 'CreateBrand':
      if (state.status !== 'none') throw new Error('A new brand id was reused');
      return [
        {
          type: 'BrandCreated',
          data: { brandId: command.brandId, ownerId: command.ownerId, ...command.profile, createdBy: command.by, createdAt: command.now },
        },
      ];
    default:
      break;
  }
  if (state.status !== 'active') return BrandFailures.brandNotFound();
  const brandId = state.brandId;
  switch (command.type) {
    case 'UpdateBrand':
      if (sameProfile(state.profile, command.profile)) return [];
      return [{ type: 'BrandUpdated', data: { brandId, ...command.profile, updatedAt: command.now } }];
    case 'SetBrandPrestige':
      if (state.prestige === command.prestige) return [];
      return [{ type: 'BrandPrestigeSet', data: { brandId, prestige: command.prestige, setAt: command.now } }];
    case 'SetBrandLogo':
      if (sameLogo(state.logo, command.logo)) return [];
      return [{ type: 'BrandLogoSet', data: { brandId, logo: command.logo, at: command.now } }];
    case 'SetSizeChart': {
      const current = state.sizeCharts[command.categoryId] ?? null;
      const imported = command.origin === 'import';
      if (imported && state.chartedByHand.has(command.categoryId)) return [];
      if (command.chart) {
        const repeated = repeatedSize(command.chart);
        if (repeated !== null) return BrandFailures.sizeRepeated(repeated);
      }
      if (JSON.stringify(current) === JSON.stringify(command.chart)) return [];
      return [
        {
          type: 'BrandSizeChartSet',
          data: { brandId, categoryId: command.categoryId, chart: command.chart, ...(imported ? { origin: 'import' as const } : {}), at: command.now },
        },
      ];
    }
    case 'DeleteBrand':
      return [{ type: 'BrandDeleted', data: { brandId, deletedBy: command.by, deletedAt: command.now } }];
    case 'AssignOwner':
      if (state.ownerId === command.ownerId) return [];
      return [{ type: 'BrandOwnerAssigned', data: { brandId, ownerId: command.ownerId, by: command.by, at: command.now } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

const profileOf = (data: BrandProfile): BrandProfile => ({ name: data.name, brand: data.brand, description: data.description, location: data.location });

function evolve(state: BrandState, event: BrandEvent): BrandState {
  switch (event.type) {
    case 'BrandRegistered':
    case 'BrandCreated':
      return {
        status: 'active',
        brandId: event.data.brandId,
        ownerId: event.data.ownerId,
        profile: profileOf(event.data),
        prestige: 0,
        logo: null,
        sizeCharts: {},
        chartedByHand: new Set(),
      };
    case 'BrandUpdated':
      return state.status === 'none' ? state : { ...state, profile: profileOf(event.data) };
    case 'BrandPrestigeSet':
      return state.status === 'none' ? state : { ...state, prestige: event.data.prestige };
    case 'BrandLogoSet':
      return state.status === 'none' ? state : { ...state, logo: event.data.logo };
    case 'BrandSizeChartSet': {
      if (state.status === 'none') return state;
      const { categoryId, chart, origin } = event.data;
      const { [categoryId]: _replaced, ...others } = state.sizeCharts;
      const chartedByHand = origin === 'import' ? state.chartedByHand : new Set([...state.chartedByHand, categoryId]);
      return { ...state, sizeCharts: chart ? { ...others, [categoryId]: chart } : others, chartedByHand };
    }
    case 'BrandDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    case 'BrandOwnerAssigned':
      return state.status === 'none' ? state : { ...state, ownerId: event.data.ownerId };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

/** A brand's data, logo, size charts (each size once), prestige and life: registered by its owner or created by an admin; deleted by an admin. */
export const brandDecider: Decider<BrandCommand, BrandEvent, BrandState> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
