import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * tsx's module API as a URL. Vitest's module runner has no import.meta.resolve; there, the ESM build sits beside
 * the CommonJS one that require finds (tsx's exports map names both).
 */
function tsxApi(): string {
  if (typeof import.meta.resolve === 'function') return import.meta.resolve('tsx/esm/api');
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
}

/**
 * The code a worker thread or a child process starts with (evaluated as an ES module): the TypeScript loader the
 * api runs under registered, then the module `file`.
 */
export function tsBoot(file: URL): string {
  return `import(${JSON.stringify(tsxApi())}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); })`;
}
