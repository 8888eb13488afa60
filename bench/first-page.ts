import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';

// The functions given to page.evaluate and addInitScript run in the browser; this project's types are Node's, so
// they reach the browser's globals through these shapes.
interface BrowserGlobals {
  localStorage: { setItem(key: string, value: string): void };
  performance: { getEntriesByType(type: string): Array<{ name: string; transferSize: number }> };
  PerformanceObserver: new (callback: (list: { getEntries(): Array<{ startTime: number; value?: number; hadRecentInput?: boolean }> }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
  };
  __vitals?: { lcp: number; cls: number };
}

/** What a guest's browser fetches for a page with nothing cached, and how quickly the page settles. */
const TRANSFER_PAGES = ['/', '/magazine'];
const VITALS_PAGES = ['/home', '/search'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts the whole site (scripts/start.ts) on a fresh data folder; resolves once it says it is running. */
async function startSite(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Vitrina is running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the site stopped before it was ready (exit ${code})`)));
  });
  return { url: `http://localhost:${port}`, stop: () => child.kill('SIGTERM') };
}

async function transfer(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => (globalThis as unknown as BrowserGlobals).localStorage.setItem('cookie-consent', 'accepted'));
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const sizes = await page.evaluate(() => {
    const { performance } = globalThis as unknown as BrowserGlobals;
    const total = { js: 0, css: 0, html: 0, json: 0, images: 0, other: 0 };
    const [navigation] = performance.getEntriesByType('navigation');
    total.html += navigation?.transferSize ?? 0;
    for (const entry of performance.getEntriesByType('resource')) {
      const file = new URL(entry.name).pathname;
      const kind = file.endsWith('.js')
        ? 'js'
        : file.endsWith('.css')
          ? 'css'
          : file.startsWith('/api/')
            ? 'json'
            : file.startsWith('/images/') || /\.(svg|webp|png|jpe?g)$/.test(file)
              ? 'images'
              : 'other';
      total[kind] += entry.transferSize;
    }
    return total;
  });
  await context.close();
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return {
    js_kb: kb(sizes.js),
    css_kb: kb(sizes.css),
    html_kb: kb(sizes.html),
    json_kb: kb(sizes.json),
    images_kb: kb(sizes.images),
    other_kb: kb(sizes.other),
  };
}

async function vitals(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => {
    const browser = globalThis as unknown as BrowserGlobals;
    browser.localStorage.setItem('cookie-consent', 'accepted');
    const seen = { lcp: 0, cls: 0 };
    browser.__vitals = seen;
    new browser.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new browser.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) seen.cls += entry.value ?? 0;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const seen = await page.evaluate(() => (globalThis as unknown as BrowserGlobals).__vitals ?? { lcp: 0, cls: 0 });
  await context.close();
  return { lcp_s: Math.round(seen.lcp) / 1000, cls: Math.round(seen.cls * 1000) / 1000 };
}

/** `npm run bench` "first page": needs the built web app (npm run build:web). */
export async function firstPageBench(): Promise<void> {
  if (!existsSync('web/dist/index.html')) {
    console.log('(skipped: run `npm run build:web` first)');
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-site-'));
  const site = await startSite(Number(process.env.BENCH_SITE_PORT ?? 3470), dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const sizes: Record<string, unknown>[] = [];
    for (const page of TRANSFER_PAGES) {
      const measured = await transfer(browser, site.url + page);
      sizes.push({ page, ...measured, js_met: measured.js_kb <= 150 });
    }
    console.log('Transfer as a guest with a cold cache (KB on the wire; target JS ≤ 150)');
    console.table(sizes);
    const rows: Record<string, unknown>[] = [];
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      for (const page of VITALS_PAGES) {
        const measured = await vitals(browser, site.url + page, viewport);
        rows.push({ page, width: viewport.width, ...measured, met: measured.lcp_s <= 1.5 && measured.cls <= 0.05 });
      }
    }
    console.log('LCP and CLS in Chromium (targets LCP ≤ 1.5 s, CLS ≤ 0.05)');
    console.table(rows);
  } finally {
    await browser.close();
    site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
