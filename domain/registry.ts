import { accountEventSchemas, accountPersonalData } from './accounts/events';
import { accountUpcasters } from './accounts/upcasters';
import { analyticsEventSchemas, analyticsPersonalData } from './analytics/events';
import { brandEventSchemas, brandPersonalData } from './brands/events';
import { catalogueEventSchemas, cataloguePersonalData } from './catalogue/events';
import { catalogueUpcasters } from './catalogue/upcasters';
import { EventRegistry } from './core/events';
import { favouriteEventSchemas, favouritePersonalData } from './favourites/events';
import { followingEventSchemas, followingPersonalData } from './following/events';
import { historyEventSchemas, historyPersonalData } from './history/events';
import { importerEventSchemas, importerPersonalData } from './importer/events';
import { magazineEventSchemas, magazinePersonalData } from './magazine/events';
import { newsEventSchemas, newsPersonalData } from './news/events';
import { subscriptionEventSchemas, subscriptionPersonalData } from './subscriptions/events';
import { taxonomyEventSchemas, taxonomyPersonalData } from './taxonomy/events';

/** Every event type the product knows, the upcasters that read its older shapes, and which of its fields are personal. Each feature slice adds its schemas here as it arrives. */
export function productEventRegistry(): EventRegistry {
  return new EventRegistry(
    accountEventSchemas,
    brandEventSchemas,
    subscriptionEventSchemas,
    taxonomyEventSchemas,
    catalogueEventSchemas,
    historyEventSchemas,
    favouriteEventSchemas,
    followingEventSchemas,
    magazineEventSchemas,
    newsEventSchemas,
    analyticsEventSchemas,
    importerEventSchemas,
  )
    .withUpcasters(catalogueUpcasters, accountUpcasters)
    .withPersonalData(
      accountPersonalData,
      brandPersonalData,
      subscriptionPersonalData,
      taxonomyPersonalData,
      cataloguePersonalData,
      historyPersonalData,
      favouritePersonalData,
      followingPersonalData,
      magazinePersonalData,
      newsPersonalData,
      analyticsPersonalData,
      importerPersonalData,
    );
}
