import type { SharpConstructor } from 'sharp';
import { onDemand } from '@vitrina/infra/modules/on-demand';

/**
 * sharp (libvips), loaded with the first image a process handles: loading it costs ~27 MB of RSS and 60 ms at start,
 * which a server that is not handed an image (most starts after the first) is spared.
 */
export const loadSharp: () => Promise<SharpConstructor> = onDemand(() => import('sharp').then((module) => module.default));
