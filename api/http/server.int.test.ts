import type { IncomingMessage } from 'node:http';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { appServer, listenApp } from './server';

describe('appServer', () => {
  const app = express();
  app.get('/hello', (req, res) => res.set('X-Seen', String(req.query.name)).json({ hello: req.query.name, ip: req.ip }));
  const servers: Array<{ close: () => void }> = [];
  afterAll(() => servers.forEach((server) => server.close()));

  it("makes requests and responses with the app's prototypes, so Express need not re-parent them", async () => {
    const server = await listenApp(app, 0, '127.0.0.1');
    servers.push(server);
    let arrived: { req: object; res: object } | undefined;
    // Before the app's own listener: what Node made, before Express could touch it.
    server.prependListener('request', (req: IncomingMessage, res) => (arrived = { req: Object.getPrototypeOf(req), res: Object.getPrototypeOf(res) }));
    const address = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${address.port}/hello?name=ana`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-seen')).toBe('ana');
    expect(await response.json()).toEqual({ hello: 'ana', ip: '127.0.0.1' });
    expect(arrived?.req).toBe(app.request);
    expect(arrived?.res).toBe(app.response);
  });

  it('refuses a port already taken', async () => {
    const first = await listenApp(app, 0, '127.0.0.1');
    servers.push(first);
    await expect(listenApp(app, (first.address() as { port: number }).port, '127.0.0.1')).rejects.toThrow(/EADDRINUSE/);
    expect(appServer(app).listening).toBe(false);
  });
});
