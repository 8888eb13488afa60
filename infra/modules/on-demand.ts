/**
 * A module loaded on first use and kept: `load` runs once, and every caller shares its promise. A load that fails
 * (a missing native build, a file being replaced during a deploy) is forgotten, so the next caller tries again
 * rather than meeting the same rejection for the life of the process.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
