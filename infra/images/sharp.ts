import type { SharpConstructor } from 'sharp';
import { onDemand } from '@vitrina/infra/modules/on-demand';

/**
 * sharp (libvips), loaded with the first image a process handles: loading it costs ~27 MB of RSS and 60 ms at start,
 * which a server that is not handed an image (most starts after the first) is spared.
 */
export const loadSharp: () => Promise<SharpConstructor> = onDemand(() =>
  import('sharp').then((module) => {
    // libvips' operation cache (up to 50 MB of decoded pixels by default) pays off when the same file is read again;
    // here every image is read once, so it only held memory: an import of 300 products peaked ~40 MB higher with it.
    module.default.cache(false);
    return module.default;
  }),
);
