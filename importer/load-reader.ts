import { onDemand } from '@vitrina/infra/modules/on-demand';
import type * as Reader from './reader';

/**
 * The importer's HTML side, loaded with the first page or config a process reads: cheerio with its parsers and
 * undici hold ~8 MB of heap and ~29 MB of RSS once loaded, which a server that never imports a shop is spared.
 */
export const loadReader: () => Promise<typeof Reader> = onDemand(() => import('./reader'));
