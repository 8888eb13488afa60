import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin, UserConfig } from 'vite';

const DICTIONARY = /\/src\/i18n\/(es|en|it|fr)\.json$/;

/**
 * The dictionaries compiled at build time: each message becomes the syntax tree react-intl would otherwise parse in
 * the browser, and the app is built against the message parser's no-parser entry, so ICU's parser (a quarter of
 * the main chunk's libraries, some 25 KB gzip) never ships. The formatjs way (its CLI's `compile --ast`), done in
 * the build because the dictionaries stay the JSON people edit. Tests run on the JSON as written.
 */
export function compileMessages(): Plugin {
  return {
    name: 'vitrina-compile-messages',
    apply: 'build',
    enforce: 'pre',
    config(): UserConfig {
      return { resolve: { alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser' } } };
    },
    transform(code, id) {
      if (!DICTIONARY.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
