import { onDemand } from '@vitrina/infra/modules/on-demand';
import type { Proposal } from './detect';
import type { ExtractionConfig, PageExtraction } from './extract';
import { ReadPool } from './pool';
import type { ConfigProblem } from './validate';
import type { ImporterConfig } from '@vitrina/domain/importer/config';

/** What reads a shop's HTML, as the api and the worker use it. */
export interface Reader {
  /** Auto-detect (detect.ts), on a reader thread: PageTooComplexError when the page is too deep, large or slow. */
  detect(html: string): Promise<Proposal | null>;
  /** The items a config reads on a page (extract.ts), on a reader thread, refused the same way. */
  extractPage(html: string, pageUrl: string, config: ExtractionConfig): Promise<PageExtraction>;
  /** What a config's selectors and patterns cannot do (validate.ts): small work, done here. */
  configProblems(config: ImporterConfig): ConfigProblem[];
}

let pool: ReadPool | undefined;

/** The process's reader threads (pool.ts), made with the first page read. */
export function readPool(): ReadPool {
  return (pool ??= new ReadPool());
}

/**
 * The importer's HTML side, loaded with the first page or config a process reads: cheerio with its parsers and
 * undici hold ~8 MB of heap and ~29 MB of RSS once loaded, which a server that never imports a shop is spared.
 * Pages are parsed on the reader threads (pool.ts), never on this event loop: a page of 8,000 siblings or 20,000
 * nested elements costs its own request, and the site goes on answering.
 */
export const loadReader: () => Promise<Reader> = onDemand(async () => {
  const { configProblems } = await import('./validate');
  return {
    detect: (html) => readPool().run({ kind: 'detect', html }),
    extractPage: (html, pageUrl, config) => readPool().run({ kind: 'extract', html, url: pageUrl, config }),
    configProblems,
  };
});
