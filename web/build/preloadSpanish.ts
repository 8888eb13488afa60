import type { Plugin } from 'vite';

/**
 * Adds a `<link rel="modulepreload">` for the Spanish dictionary's chunk to index.html: the app loads it before
 * its first render (src/i18n/messages.ts), and without the hint the browser would learn of it only once the main
 * chunk had run.
 */
export function preloadSpanish(): Plugin {
  return {
    name: 'vitrina-preload-spanish',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/i18n/es.json'));
        if (!chunk) throw new Error('the build has no chunk for src/i18n/es.json');
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
