/** A module (or what is made from it) loaded on first use; `started` is its load if one has begun. */
export interface OnDemand<T> {
  (): Promise<T>;
  readonly started: Promise<T> | undefined;
}

/**
 * A module loaded on first use and kept: `load` runs once, and every caller shares its promise. A load that fails
 * (a missing native build, a file being replaced during a deploy) is forgotten, so the next caller tries again
 * rather than meeting the same rejection for the life of the process.
 */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.defineProperty(get, 'started', { get: () => loading }) as OnDemand<T>;
}
