import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Issue 30's Lighthouse figures: the SEO and accessibility categories of /home, a search page, a cloth page and a
 * story page in the four languages, from Lighthouse on npm (pinned: 12.2.3 is the last that runs on Node 20) driving
 * the system Chromium. Point it at a running site with demo data (`npm start`, or LIGHTHOUSE_URL); the cloth and the
 * story are the first its sitemaps list. Not part of `npm test`: it fetches Lighthouse with npx and takes minutes.
 */
const BASE = (process.env.LIGHTHOUSE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = 'lighthouse@12.2.3';
const run = promisify(execFile);

async function firstIn(sitemap: string, pattern: RegExp): Promise<string> {
  const xml = await (await fetch(`${BASE}/sitemaps/${sitemap}`)).text();
  const found = pattern.exec(xml)?.[0];
  if (!found) throw new Error(`${sitemap} lists nothing like ${pattern}: does the site have demo data?`);
  return found;
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
}

async function audit(address: string): Promise<{ seo: number; accessibility: number; failing: string[] }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await run('npx', ['-y', LIGHTHOUSE, `${BASE}${address}`, '--only-categories=seo,accessibility', '--chrome-flags=--headless=new --no-sandbox', '--output=json', `--output-path=${output}`, '--quiet'], {
      env: { ...process.env, CHROME_PATH: CHROME },
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(readFileSync(output, 'utf8')) as { categories: Record<string, { score: number }>; audits: Record<string, Audit> };
    const failing = Object.values(report.audits)
      .filter((each) => each.score !== null && each.score < 1 && !['informative', 'manual', 'notApplicable'].includes(each.scoreDisplayMode))
      .map((each) => each.id);
    return { seo: Math.round(report.categories.seo!.score * 100), accessibility: Math.round(report.categories.accessibility!.score * 100), failing };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const cloth = await firstIn('clothes-es-1.xml', /\/cloth\/[0-9a-f-]{36}/);
  const story = await firstIn('stories-es-1.xml', /\/magazine\/[0-9a-f-]{36}/);
  const pages = { home: '/home', search: '/search?q=vestido', cloth, story };
  const rows: Array<Record<string, string | number>> = [];
  for (const prefix of ['', '/en', '/it', '/fr']) {
    for (const [page, address] of Object.entries(pages)) {
      const result = await audit(`${prefix}${address}`);
      rows.push({ page, language: prefix.slice(1) || 'es', SEO: result.seo, accessibility: result.accessibility, 'failing audits': result.failing.join(', ') || '—' });
      console.log(`${prefix}${address}: SEO ${result.seo}, accessibility ${result.accessibility}`);
    }
  }
  console.log('\nLighthouse (issue 30: SEO 100, accessibility ≥ 95)');
  console.table(rows);
  const missed = rows.filter((row) => Number(row.SEO) < 100 || Number(row.accessibility) < 95);
  process.exit(missed.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
