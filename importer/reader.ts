/** What reads a shop's HTML (cheerio and its parsers): loaded on demand through `loadReader` (load-reader.ts). */
export { detect } from './detect';
export { extractPage } from './extract';
export { configProblems } from './validate';
