import { EventRegistry } from './core/events';

/** Every event type the product knows. Each feature slice adds its schemas here as it arrives. */
export function productEventRegistry(): EventRegistry {
  return new EventRegistry();
}
