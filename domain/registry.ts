import { accountEventSchemas } from './accounts/events';
import { analyticsEventSchemas } from './analytics/events';
import { brandEventSchemas } from './brands/events';
import { catalogueEventSchemas } from './catalogue/events';
import { catalogueUpcasters } from './catalogue/upcasters';
import { EventRegistry } from './core/events';
import { favouriteEventSchemas } from './favourites/events';
import { historyEventSchemas } from './history/events';
import { importerEventSchemas } from './importer/events';
import { magazineEventSchemas } from './magazine/events';
import { newsEventSchemas } from './news/events';
import { subscriptionEventSchemas } from './subscriptions/events';
import { taxonomyEventSchemas } from './taxonomy/events';

/** Every event type the product knows, and the upcasters that read its older shapes. Each feature slice adds its schemas here as it arrives. */
export function productEventRegistry(): EventRegistry {
  return new EventRegistry(accountEventSchemas, brandEventSchemas, subscriptionEventSchemas, taxonomyEventSchemas, catalogueEventSchemas, historyEventSchemas, favouriteEventSchemas, magazineEventSchemas, newsEventSchemas, analyticsEventSchemas, importerEventSchemas).withUpcasters(catalogueUpcasters);
}
