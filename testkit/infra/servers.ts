import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Finds a real server for the tests of an external adapter, in this order: a URL in the environment, a local
 * binary started on a free port, Docker through testcontainers. When none is there the suite is skipped and
 * says why, loudly, in its title and on stderr; it never pretends to pass.
 */
export type ServerLookup = { url: string; stop: () => Promise<void> } | { skip: string };

export interface ServerRecipe {
  /** Human name for messages: "MongoDB". */
  name: string;
  /** Environment variable holding the URL of a running server: TEST_MONGO_URL. */
  envVar: string;
  /** Starts a local binary on the given port and data folder, if the binary exists; returns the URL. */
  local?: { binary: string; start: (port: number, dataDir: string) => { args: string[]; url: string } };
  /** A Docker image for testcontainers and how to build the URL from the mapped host and port. */
  docker?: { image: string; port: number; command?: string[]; url: (host: string, port: number) => string };
}

export async function findServer(recipe: ServerRecipe): Promise<ServerLookup> {
  const fromEnv = process.env[recipe.envVar];
  if (fromEnv) return { url: fromEnv, stop: async () => {} };

  if (recipe.local && hasBinary(recipe.local.binary)) {
    return startLocal(recipe.local);
  }

  if (recipe.docker) {
    const reason = await startDocker(recipe.docker);
    if (typeof reason !== 'string') return reason;
    return skip(recipe, `no ${recipe.envVar}, no local ${recipe.local?.binary ?? 'binary'}, and Docker: ${reason}`);
  }
  return skip(recipe, `no ${recipe.envVar} and no local ${recipe.local?.binary ?? 'binary'}`);
}

function skip(recipe: ServerRecipe, why: string): ServerLookup {
  const message = `skipped: ${recipe.name} tests: ${why}`;
  process.stderr.write(`\n*** ${message} ***\n`);
  return { skip: message };
}

export function hasBinary(binary: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not open port ${port} within ${timeoutMs} ms`);
}

async function startLocal(local: NonNullable<ServerRecipe['local']>): Promise<ServerLookup> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vitrina-${local.binary}-`));
  const { args, url } = local.start(port, dataDir);
  const child = spawn(local.binary, args, { stdio: 'ignore', cwd: dataDir });
  await waitForPort(port, child);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startDocker(docker: NonNullable<ServerRecipe['docker']>): Promise<ServerLookup | string> {
  try {
    const { GenericContainer, getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    let container = new GenericContainer(docker.image).withExposedPorts(docker.port);
    if (docker.command) container = container.withCommand(docker.command);
    const started = await container.start();
    return {
      url: docker.url(started.getHost(), started.getMappedPort(docker.port)),
      stop: async () => {
        await started.stop();
      },
    };
  } catch (error) {
    return `no container runtime (${(error as Error).message.split('\n')[0]})`;
  }
}

/** Recipes for the engines the scaled mode uses. */
export const REDIS: ServerRecipe = {
  name: 'Redis',
  envVar: 'TEST_REDIS_URL',
  local: {
    binary: 'redis-server',
    start: (port, dataDir) => ({
      args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dataDir],
      url: `redis://127.0.0.1:${port}`,
    }),
  },
  docker: { image: 'redis:7-alpine', port: 6379, url: (host, port) => `redis://${host}:${port}` },
};

export const MONGO: ServerRecipe = {
  name: 'MongoDB',
  envVar: 'TEST_MONGO_URL',
  local: {
    binary: 'mongod',
    start: (port, dataDir) => ({
      args: ['--port', String(port), '--bind_ip', '127.0.0.1', '--dbpath', dataDir, '--replSet', 'rs0'],
      url: `mongodb://127.0.0.1:${port}/?replicaSet=rs0&directConnection=true`,
    }),
  },
  docker: {
    image: 'mongo:7',
    port: 27017,
    command: ['--replSet', 'rs0', '--bind_ip_all'],
    url: (host, port) => `mongodb://${host}:${port}/?replicaSet=rs0&directConnection=true`,
  },
};

export const EVENTSTOREDB: ServerRecipe = {
  name: 'EventStoreDB',
  envVar: 'TEST_ESDB_URL',
  docker: {
    image: 'docker.eventstore.com/eventstore/eventstoredb-ee:24.10',
    port: 2113,
    command: ['--insecure', '--run-projections=None', '--mem-db'],
    url: (host, port) => `esdb://${host}:${port}?tls=false`,
  },
};
