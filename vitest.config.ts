import { defineConfig } from 'vitest/config';

// Node-side tests (domain, infra, api, projector, worker, importer, and the web app's build). The web app has its
// own config (jsdom), and e2e runs under Playwright.
export default defineConfig({
  test: {
    include: ['{domain,infra,api,projector,worker,importer,scripts,bench}/**/*.test.ts', 'web/build/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'web/src/**', 'e2e/**'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
