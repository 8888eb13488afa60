import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin, UserConfig } from 'vite';
import { messageAreas } from './messageAreas';

const DICTIONARY = /\/src\/i18n\/(es|en|it|fr)\.json(\?admin)?$/;
const SOURCES = fileURLToPath(new URL('../src', import.meta.url));

/**
 * The dictionaries compiled at build time: each message becomes the syntax tree react-intl would otherwise parse in
 * the browser, and the app is built against the message parser's no-parser entry, so ICU's parser (a quarter of
 * the main chunk's libraries, some 25 KB gzip) never ships. The formatjs way (its CLI's `compile --ast`), done in
 * the build because the dictionaries stay the JSON people edit. Tests run on the JSON as written.
 * Each dictionary is built in two parts: the shop's (`es.json`) and the admin area's (`es.json?admin`), the ids only
 * the admin's modules name (./messageAreas.ts), so a shop page's first view does not carry them.
 */
export function compileMessages(): Plugin {
  let adminIds: Set<string> | undefined;
  const adminOnly = () => (adminIds ??= messageAreas(SOURCES, Object.keys(JSON.parse(readFileSync(`${SOURCES}/i18n/es.json`, 'utf8')) as object)).admin);
  return {
    name: 'vitrina-compile-messages',
    apply: 'build',
    enforce: 'pre',
    config(): UserConfig {
      return { resolve: { alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser' } } };
    },
    buildStart() {
      adminIds = undefined;
    },
    transform(code, id) {
      const dictionary = DICTIONARY.exec(id);
      if (!dictionary) return null;
      const admin = dictionary[2] !== undefined;
      const messages = Object.entries(JSON.parse(code) as Record<string, string>).filter(([key]) => adminOnly().has(key) === admin);
      const compiled = Object.fromEntries(messages.map(([key, message]) => [key, parse(message)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
