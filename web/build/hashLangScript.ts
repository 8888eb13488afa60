import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Ships `public/lang.js` (the classic script that sets `<html lang>` before the app runs; a file, since the
 * Content-Security-Policy refuses inline scripts) under a name that carries its content's hash, in `assets/`, and
 * points index.html at it, so it is cached for a year like every other asset instead of an hour. Vite hashes only
 * module scripts; this one must run before them and stay classic.
 */
export function hashLangScript(): Plugin {
  let source = '';
  let fileName = '';
  let ssr = false;
  return {
    name: 'vitrina-hash-lang-script',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      source = readFileSync(path.join(config.publicDir, 'lang.js'), 'utf8');
      fileName = `assets/lang-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.js`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // Deferred: it never holds the first paint back (the server writes the address's language into the page; the
        // script only corrects a stored one before the app runs), and it still runs before the app's module scripts.
        const tag = '<script src="/lang.js" defer></script>';
        if (!html.includes(tag)) throw new Error(`index.html lacks ${tag}`);
        return html.replace(tag, `<script src="/${fileName}" defer></script>`);
      },
    },
    generateBundle() {
      // Only the browser's build ships it (not the server's render, built beside it).
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
