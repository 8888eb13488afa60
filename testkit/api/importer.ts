import type { ImporterConfig } from '@vitrina/domain/importer/config';
import { importerConfig } from '@vitrina/importer/testing';
import { startHttpServer, type TestServer } from '@vitrina/infra/fetch/test-servers';
import type { Client } from './vitrina';

/** A config that passes every check, for a shop under .invalid (no resolver answers it), unless overridden. */
export const importerConfigBody = (overrides: Partial<ImporterConfig> = {}): ImporterConfig => ({ ...importerConfig({ url: 'https://tienda.invalid/coleccion' }), ...overrides });

/** A shop that answers nothing until released: a slow shop whose readings hold their slots as long as a test wants. */
export interface HeldShop extends TestServer {
  /** Resolves once the shop has been asked for something (a reading holds its slot from then on). */
  asked: Promise<void>;
  /** From now on the shop answers, those waiting first: robots.txt allows all, every page is an empty one. */
  release(): void;
}

export async function heldShop(): Promise<HeldShop> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  const server = await startHttpServer((req, res) => {
    asked();
    void released.then(() => {
      if (req.url === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      else if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><p>Nada por aquí</p></body></html>');
      else res.writeHead(404).end();
    });
  });
  return { ...server, asked: wasAsked, release };
}

/** A run as GET /importer answers it (the fields the tests read; each test may name its own shape). */
export interface RunAnswer {
  runId: string;
  status: string;
  trigger: string;
  dueAt: string;
  reason: string | null;
  counts: Record<string, number>;
  problems: unknown[];
}

/** Asks the brand's importer for a run now (202) and waits, up to 30 s, for it to finish; answers its report. */
export async function runAndWait<R extends { runId: string; status: string } = RunAnswer>(client: Client): Promise<R> {
  const asked = await client.post<{ runId: string }>('/importer/runs', {});
  // No vitest here: the benches use this file too.
  if (asked.status !== 202) throw new Error(`the run was not asked for: ${asked.status} ${JSON.stringify(asked.body)}`);
  for (let i = 0; i < 600; i++) {
    const run = (await client.get<{ runs: R[] }>('/importer')).body.runs.find((candidate) => candidate.runId === asked.body.runId);
    if (run && run.status !== 'queued' && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the run did not finish');
}
