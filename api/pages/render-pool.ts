import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { RenderedPage, RenderTask } from '@vitrina/contract/pages';
import type { Logger } from '@vitrina/infra/log/logger';

export interface RenderPool {
  /** The page rendered on a render thread, or an error (past the task's `budgetMs` the render is refused). */
  render(task: RenderTask): Promise<RenderedPage>;
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  /** Render threads at most (each holds the app's server build: ~40 MB). */
  threads?: number;
  /** A thread with nothing to render for this long ends, giving its memory back. */
  idleMs?: number;
  /** Each thread's heap (V8's old generation); a render that needs more ends its thread. */
  heapMb?: number;
  /** Renders waiting for a thread at most: past it a page is served as without SSR rather than queued. */
  maxQueue?: number;
}

const DEFAULTS: Required<RenderPoolOptions> = { threads: 2, idleMs: 60_000, heapMb: 256, maxQueue: 64 };

/**
 * The server's render of the public pages (issue 47) on threads of their own, never on the event loop that answers the
 * site's requests: React renders a page several times while it gathers its queries' answers (tens of milliseconds of
 * CPU). A pool of piscina (a well-kept thread pool: queueing, idle threads ended, heap limits, abort on a budget) runs
 * the build's server entry (web/dist-server/entry-server.js, whose default export renders one page). Null, logged,
 * when the build has no server entry: pages are then served as without SSR.
 */
export function renderPool(webDist: string, logger: Logger, options: RenderPoolOptions = {}): RenderPool | null {
  const entry = path.join(path.resolve(webDist), '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) {
    logger.warn({ entry }, 'SSR is on but the build has no server entry: pages are served as today');
    return null;
  }
  const { threads, idleMs, heapMb, maxQueue } = { ...DEFAULTS, ...options };
  // The entry is built JavaScript: its threads run plain Node, without the TypeScript loader the api may run under
  // (tsx's resolution in a thread loaded react-router twice, and React's hooks found no router), and React's
  // production build whatever NODE_ENV the api has (its development build rendered a page ~3× slower, for warnings
  // only the browser's hydration shows). Between renders a thread's event loop keeps running (atomics 'async', not
  // piscina's default 'sync', which froze it): the keep-alive connections its queries' calls hold see the api close
  // them, where a frozen thread found them dead on its next page ("other side closed") and rendered it empty.
  const pool = new Piscina({
    filename: pathToFileURL(entry).href,
    execArgv: [],
    env: { ...process.env, NODE_ENV: 'production' },
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: idleMs,
    maxQueue,
    atomics: 'async',
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
  // piscina ends the thread of a render aborted in hand and, keeping no threads at least, starts none for the renders
  // waiting behind it (they waited out their own budgets): one is started for them, asked only to be ready.
  const replace = () => void pool.run(null, { name: 'ready' }).catch(() => undefined);
  return {
    render: async (task) => {
      try {
        return (await pool.run(task, { signal: AbortSignal.timeout(task.budgetMs) })) as RenderedPage;
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') replace();
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
