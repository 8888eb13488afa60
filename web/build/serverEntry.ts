import path from 'node:path';
import { build, type Plugin } from 'vite';

export const SERVER_ENTRY = 'src/entry-server.tsx';

/**
 * After the browser's build, the server's render of the same app (src/entry-server.tsx, issue 47) into dist-server,
 * beside dist and outside what the server sends as files (api/web.ts loads it): one `vite build` makes both, with
 * the same plugins (the dictionaries compiled alike), the libraries left to Node's own resolution.
 */
export function serverEntry(): Plugin {
  let root = '';
  let configFile: string | false = false;
  let ssr = false;
  let mode = 'production';
  return {
    name: 'vitrina-server-entry',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile ?? false;
      ssr = Boolean(config.build.ssr);
      mode = config.mode;
    },
    async closeBundle() {
      if (ssr) return;
      await build({ root, configFile, mode, logLevel: 'warn', build: { ssr: path.join(root, SERVER_ENTRY), copyPublicDir: false } });
    },
  };
}
