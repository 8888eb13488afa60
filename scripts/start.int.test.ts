import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const config = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { config: { node_flags: string; malloc_arena_max: string } }).config;
const proc = (pid: number, file: string) => readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0').filter(Boolean);

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// `npm start` is these with every role, after building the web app (which the journeys run).
describe.skipIf(!existsSync('/proc/self/environ'))('npm run start:<role>', () => {
  it.each(['start:worker', 'start:projector', 'start:api'])(
    '%s runs one node process with the configured Node flags, two malloc arenas and tsx as a loader, and stops on SIGTERM',
    async (script) => {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'vitrina-start-'));
      folders.push(folder);
      const npm = spawn('npm', ['run', '--silent', script], {
        cwd: root,
        env: { ...process.env, DATA_DIR: folder, PORT: '0', DEMO_DATA: 'false', LOG_LEVEL: 'info', NODE_ENV: 'test', MALLOC_ARENA_MAX: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
      const pid = await new Promise<number>((resolve, reject) => {
        npm.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it started`)));
        createInterface({ input: npm.stdout! }).on('line', (line) => {
          if (line.includes('"msg":"started"')) resolve((JSON.parse(line) as { pid: number }).pid);
        });
      });
      try {
        const args = proc(pid, 'cmdline');
        expect(path.basename(args[0]!)).toBe('node');
        expect(args).toEqual(expect.arrayContaining([...config.node_flags.split(' '), '--import', 'tsx', 'scripts/start.ts']));
        // An empty MALLOC_ARENA_MAX is unset to the script's shell, which then takes package.json's.
        expect(proc(pid, 'environ')).toContain(`MALLOC_ARENA_MAX=${config.malloc_arena_max}`);
        // The server's parent is npm's shell, not a tsx process kept beside it.
        const parent = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
        expect(proc(parent, 'cmdline').join(' ')).not.toMatch(/tsx(\.mjs|\/dist\/cli)|node_modules\/\.bin\/tsx/);
      } finally {
        process.kill(pid, 'SIGTERM');
      }
      expect(await exited).toBe(0);
    },
  );
});
