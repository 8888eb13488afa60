import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * tsx's module API as a URL. Vitest's module runner has no import.meta.resolve; there, the ESM build sits beside
 * the CommonJS one that require finds (tsx's exports map names both).
 */
function tsxApi(): string {
  if (typeof import.meta.resolve === 'function') return import.meta.resolve('tsx/esm/api');
  return pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
}

/**
 * The code a worker thread or a child process starts with (evaluated as an ES module): the TypeScript loader the
 * api runs under registered, then the module `file`.
 */
export function tsBoot(file: URL): string {
  return `import(${JSON.stringify(tsxApi())}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); })`;
}

/**
 * A piscina pool's options for threads that run a TypeScript module, whose default export handles each task: they
 * start with ts-pool-thread.mjs (tsx's loader, then `file`, within `startTimeoutMs`), and with no execArgv, so a
 * parent run under `--import tsx` does not register the loader twice in each thread.
 */
export function tsPoolThreads(file: URL, startTimeoutMs: number) {
  const filename = fileURLToPath(new URL('./ts-pool-thread.mjs', import.meta.url));
  return { filename, execArgv: [] as string[], workerData: { module: file.href, startTimeoutMs } };
}
