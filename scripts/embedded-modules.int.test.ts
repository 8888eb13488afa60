import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A module hook (Node's `register`) that writes each package a process imports to `list`, one name a line. */
function packageRecorder(folder: string, list: string): string {
  const hooks = path.join(folder, 'hooks.mjs');
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  const name = resolved.url.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)/)?.[1];
  if (name) appendFileSync(${JSON.stringify(list)}, name + '\\n');
  return resolved;
}
`,
  );
  const register = path.join(folder, 'register.mjs');
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
  return register;
}

describe('the embedded default', () => {
  it('starts without loading the scaled mode’s packages or the importer’s HTML parser (each loads when first needed)', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'vitrina-modules-'));
    folders.push(folder);
    const list = path.join(folder, 'packages.txt');
    writeFileSync(list, '');
    const server = spawn(process.execPath, ['--import', packageRecorder(folder, list), '--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: path.join(folder, 'data'), PORT: '0', DEMO_DATA: 'false', SERVE_WEB: 'false', LOG_LEVEL: 'info', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it started`)));
      createInterface({ input: server.stdout! }).on('line', (line) => {
        if (line.includes('"msg":"started"')) resolve();
      });
    });
    server.kill('SIGTERM');
    expect(await exited).toBe(0);

    const loaded = new Set(readFileSync(list, 'utf8').split('\n').filter(Boolean));
    // What it runs on: seen, so the recorder is known to work.
    expect([...loaded]).toEqual(expect.arrayContaining(['better-sqlite3', 'express', 'zod']));
    // BullMQ, Redis and Bull Board (scaled mode), cheerio (an import), sharp (an image), nodemailer (a mail), the
    // other engines' clients.
    for (const name of [
      'bullmq',
      'ioredis',
      '@bull-board/api',
      '@bull-board/express',
      'cheerio',
      'undici',
      'sharp',
      'nodemailer',
      'mongodb',
      '@eventstore/db-client',
      'stripe',
    ]) {
      expect(loaded, name).not.toContain(name);
    }
  });
});
