import type { Server } from 'node:http';
import type { Express } from 'express';
import { listenApp } from '@vitrina/api/http/server';

/** Starts an app on a free loopback port for a test and gives fetch helpers that act like the web app. */
export async function listen(app: Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = await listenApp(app, 0, '127.0.0.1');
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('server has no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Headers the web app sends on every write. */
export const WRITE_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'vitrina' } as const;
