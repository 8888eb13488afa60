import type { EventRegistry } from '@vitrina/domain/core/events';
import { analyticsProjection } from './analytics';
import { catalogueProjection } from './catalogue';
import { favouritesProjection } from './favourites';
import { followingProjection } from './following';
import { historyProjection } from './history';
import { importerProjection } from './importer';
import { logStatsProjection } from './log-stats';
import { magazineProjection } from './magazine';
import { newsProjection } from './news';
import { popularSearchesProjection } from './popular-searches';
import { assertValidProjections, type Projection } from './projection';
import { subscriptionsProjection } from './subscriptions';
import { taxonomyProjection } from './taxonomy';
import { usersProjection } from './users';

/** Every read model the product builds. Each feature slice adds its projection here as it arrives. */
export function productProjections(registry: EventRegistry, options: { timeZone: string }): Projection[] {
  const projections = [
    logStatsProjection(registry.types()),
    usersProjection,
    taxonomyProjection,
    catalogueProjection,
    historyProjection,
    favouritesProjection,
    followingProjection(options.timeZone),
    magazineProjection,
    newsProjection,
    subscriptionsProjection,
    analyticsProjection(options.timeZone),
    popularSearchesProjection,
    importerProjection,
  ];
  assertValidProjections(projections);
  return projections;
}
