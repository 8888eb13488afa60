import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderTask } from '@vitrina/contract/pages';
import { createLogger } from '@vitrina/infra/log/logger';
import { renderPool, type RenderPool } from './render-pool';

/**
 * The server's render threads (issue 47): a page is rendered off the event loop that answers requests, a render past
 * its budget is refused (its thread ended) without keeping the next one waiting, and a build without a server entry
 * has no pool. The entry here stands in for web/dist-server's: it answers which thread rendered, or never answers.
 */
let folder: string;
let pool: RenderPool;
const task = (url: string, budgetMs = 5_000): RenderTask => ({ url, language: 'es', budgetMs, origin: 'http://127.0.0.1:1', headers: {} });

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'render-pool-'));
  mkdirSync(path.join(folder, 'dist'));
  mkdirSync(path.join(folder, 'dist-server'));
  writeFileSync(
    path.join(folder, 'dist-server', 'entry-server.js'),
    `import { threadId } from 'node:worker_threads';
export default async function renderPage(task) {
  if (task.url === '/slow') await new Promise(() => {});
  if (task.url === '/asks') return { html: (await Promise.all([1, 2, 3, 4].map(async () => (await fetch(task.origin)).text()))).join(' '), state: {} };
  return { html: '<main>' + task.url + '</main>', state: { threadId, origin: task.origin } };
}
export const ready = () => null;`,
  );
  pool = renderPool(path.join(folder, 'dist'), createLogger('silent'), { threads: 1 })!;
});
afterAll(async () => {
  await pool?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the render threads', () => {
  it('render a page on a thread of their own', async () => {
    const rendered = await pool.render(task('/home'));
    expect(rendered.html).toBe('<main>/home</main>');
    expect((rendered.state as { threadId: number }).threadId).not.toBe(threadId);
  });

  it('render what waited behind a render refused past its budget', async () => {
    const slow = pool.render(task('/slow', 200));
    const waiting = pool.render(task('/story/1'));
    await expect(slow).rejects.toThrow();
    expect((await waiting).html).toBe('<main>/story/1</main>');
  });

  it('refuse a render past its budget, and render the next one', async () => {
    await expect(pool.render(task('/slow', 200))).rejects.toThrow();
    expect((await pool.render(task('/cloth/1'))).html).toBe('<main>/cloth/1</main>');
  });

  it("keep running between renders: connections the api closed meanwhile are not found dead by the next page's calls", async () => {
    // The api closes an idle connection after 5 s (Node's server); a thread frozen between renders (piscina's 'sync'
    // atomics) neither dropped its pooled ones itself (a second before) nor saw them close, and its next render's
    // calls failed ("other side closed"): the page was rendered without its answers.
    const api = http.createServer((_req, res) => res.end('answered'));
    api.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    try {
      expect((await pool.render({ ...task('/asks'), origin })).html).toBe('answered answered answered answered');
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect((await pool.render({ ...task('/asks'), origin })).html).toBe('answered answered answered answered');
    } finally {
      api.closeAllConnections();
      await new Promise((resolve) => api.close(resolve));
    }
  }, 15_000);

  it('are none when the build has no server entry', () => {
    expect(renderPool(path.join(tmpdir(), 'no-such-build', 'dist'), createLogger('silent'))).toBeNull();
  });
});
