import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Resolver } from '@vitrina/infra/fetch/guarded-fetch';

/**
 * Real local servers for the guarded fetcher's tests (and for the importer's and the api's, which fetch pages and
 * images from 127.0.0.1 with `allowAddressesForTests: ['127.0.0.1']`). Closing one also ends the sockets a
 * stalled test left open, so a suite never hangs on close.
 */
export interface TestServer {
  port: number;
  /** http://127.0.0.1:<port> (or https://). */
  origin: string;
  close(): Promise<void>;
}

type Listener = http.Server | https.Server | net.Server;

async function listen(server: Listener, scheme: string): Promise<TestServer> {
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    origin: `${scheme}://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export function startHttpServer(handler: http.RequestListener): Promise<TestServer> {
  return listen(http.createServer(handler), 'http');
}

export function startHttpsServer(tls: { key: string; cert: string }, handler: http.RequestListener): Promise<TestServer> {
  return listen(https.createServer(tls, handler), 'https');
}

/** A TCP server that writes whatever the test wants, for answers no well-behaved HTTP server would give. */
export function startRawServer(onSocket: (socket: net.Socket) => void): Promise<TestServer> {
  return listen(net.createServer(onSocket), 'http');
}

/** A resolver that answers from a table and counts its calls; unknown names fail as ENOTFOUND does. */
export function tableResolver(table: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolver = async (hostname: string) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses;
  };
  return Object.assign(resolver, { calls });
}

/** A self-signed certificate for the given DNS names, made with the openssl binary; undefined when there is none. */
export function selfSignedCertificate(names: string[]): { key: string; cert: string } | undefined {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-cert-'));
  try {
    const san = names.map((name) => `DNS:${name}`).join(',');
    const result = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${names[0]}`,
        '-addext',
        `subjectAltName=${san}`,
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    if (result.status !== 0) return undefined;
    return { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
