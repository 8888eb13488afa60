import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the site started the way
 * `npm start` starts it (scripts/start.ts, all roles, embedded SQLite), on a fresh temporary data folder.
 */
const PORT = Number(process.env.E2E_PORT ?? 3199);
// E2E_DATA_DIR / E2E_OUTPUT_DIR (absolute paths): a run of its own beside another on another port, which would
// otherwise empty this data folder under it (tests/support.ts reads the same folder's outbox).
const DATA_DIR = process.env.E2E_DATA_DIR ?? 'e2e/.tmp/data';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './.tmp/results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI, a journey that fails is run once more and, if it then passes, listed as flaky (loudly, by name): two
  // journeys and their server share two cores there, and a wait that is ample alone can run out. A journey that
  // fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Two journeys at once on a two-core machine: a long journey (the news admin, the axe scans) can near 30 s there.
  timeout: 60_000,
  // A two-core CI machine runs two journeys and their server at once: a page may take longer than 5 s to settle.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The journeys run against the site as it serves by default, its public pages rendered on the server (issue 47), with
  // a render budget a loaded two-core machine keeps; SSR=0 runs them against the pages the browser renders alone.
  webServer: {
    // Runs from the repository root so web/dist and the workspaces resolve as they do for `npm start`.
    command: `rm -rf ${DATA_DIR} && tsx scripts/start.ts`,
    cwd: '..',
    url: `http://localhost:${PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${PORT}`,
      NODE_ENV: 'test',
      FREE_SEARCH_LIMIT: '3',
      DEMO_DATA: 'false',
      IMPORTER_ALLOW_ADDRESSES: '127.0.0.1',
      IMPORTER_DELAY_MS: '0',
      VITRINA_CHECK_RESPONSES: 'true',
      SSR: process.env.SSR ?? 'true',
      SSR_BUDGET_MS: '15000',
    },
  },
});
