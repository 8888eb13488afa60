import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// STYLE.md rule 9: a feature imports only itself, lib/ and components/; shared code imports no feature; app/ composes.
const webLayers = [
  ...webFeatures.map((name) => ({
    target: `./web/src/features/${name}`,
    from: './web/src/features',
    except: [`./${name}`],
    message: 'Features do not import each other: move shared code to web/src/lib or components, or compose in web/src/app.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features do not import the app; the app composes them.' },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code depends on no feature and not on the app.',
  },
];

// Test support lives in testkit/ (README, layout): production code never imports it, only tests and testkit do.
const noTestkit = {
  target: ['./domain', './infra', './api', './projector', './worker', './importer', './scripts', './web/src'],
  from: './testkit',
  message: 'Production code does not import testkit/: it is test support. Only *.test.ts files (and testkit) may.',
};

// STYLE.md rule 8c: api feature folders import the shared ground, never the composition that imports them all.
const apiFeatures = readdirSync(new URL('./api', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `./api/${entry.name}`);
const apiComposition = {
  target: apiFeatures,
  from: ['./api/server.ts', './api/app.ts', './api/routes.ts', './api/runtime.ts'],
  message:
    "A feature folder does not import the server, app, routes or runtime: they compose the features. Take what you need as a parameter (the feature's context), or test it through testkit's startTestVitrina.",
};

const testFiles = ['**/*.test.ts', '**/*.test.tsx'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/dist-server/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayers }],
    },
  },
  {
    files: ['{domain,infra,api,projector,worker,importer,scripts}/**/*.ts'],
    ignores: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [noTestkit, apiComposition] }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...webLayers, noTestkit] }] },
  },
);
