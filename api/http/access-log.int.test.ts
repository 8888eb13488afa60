import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '@vitrina/testkit/api/http';
import { accessLog } from './access-log';

describe('accessLog', () => {
  const lines: Array<Record<string, unknown>> = [];
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = express();
    app.use(accessLog(pino({ level: 'info' }, sink), { ignore: (path) => path === '/health' }));
    app.get('/clothes/:id', (req, res) => res.json({ id: req.params.id, requestId: req.id }));
    app.get('/health', (_req, res) => res.json({ ok: true }));
    app.get('/broken', (_req, res) => res.status(503).end());
    server = await listen(app);
  });
  afterAll(() => server.close());

  it('writes one line an answer, with its route and status but no query and no header', async () => {
    const answer = await fetch(`${server.url}/clothes/c1?q=secret+words`, {
      headers: { Cookie: 'vitrina_session=abc', Authorization: 'Bearer xyz', 'X-Request-Id': 'given-id-123' },
    });
    expect(answer.headers.get('x-request-id')).toBe('given-id-123');
    expect(await answer.json()).toEqual({ id: 'c1', requestId: 'given-id-123' });
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'given-id-123',
      method: 'GET',
      path: '/clothes/c1',
      route: '/clothes/:id',
      status: 200,
      msg: 'request completed',
    });
    expect(JSON.stringify(lines[0])).not.toMatch(/secret|abc|xyz/);
  });

  it('makes an id when the caller gives none or a strange one, logs a server error at error level, and skips what it is told to', async () => {
    const made = await fetch(`${server.url}/clothes/c2`, { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${server.url}/health`);
    await fetch(`${server.url}/broken`);
    await expect.poll(() => lines.length).toBe(3);
    expect(lines.map((line) => [line.path, line.level])).toEqual([
      ['/clothes/c1', 30],
      ['/clothes/c2', 30],
      ['/broken', 50],
    ]);
  });
});
