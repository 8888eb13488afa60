import { Router } from 'express';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@vitrina/infra/config/config';
import { createLogger } from '@vitrina/infra/log/logger';
import { createApp } from './app';
import { parseInput } from './http/validate';
import { listen, WRITE_HEADERS } from '@vitrina/testkit/api/http';

let dependencyUp = true;
let server: Awaited<ReturnType<typeof listen>>;
const writes: unknown[] = [];

beforeAll(async () => {
  const probe = Router();
  probe.get('/probe/language', (req, res) => {
    res.json({ language: req.language });
  });
  probe.post('/probe/echo', (req, res) => {
    const body = parseInput(z.object({ name: z.string().min(1).max(50) }).strict(), req.body);
    writes.push(body);
    res.status(201).json(body);
  });
  probe.get('/probe/boom', () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  const app = createApp({
    logger: createLogger('silent'),
    bodyLimit: '1kb',
    publicUrl: 'http://localhost:3000',
    checks: {
      eventStore: async () => {},
      readStore: async () => {
        if (!dependencyUp) throw new Error('connection refused');
      },
    },
    routers: [probe],
  });
  server = await listen(app);
});

afterAll(() => server.close());

describe('api skeleton', () => {
  it('answers /api/health', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('says which dependency is down on /api/ready', async () => {
    let res = await fetch(`${server.url}/api/ready`);
    expect(res.status).toBe(200);
    dependencyUp = false;
    res = await fetch(`${server.url}/api/ready`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { dependencies: Record<string, unknown> };
    expect(body.dependencies.readStore).toMatchObject({ status: 'down', error: 'connection refused' });
    expect(body.dependencies.eventStore).toMatchObject({ status: 'up' });
    dependencyUp = true;
  });

  it('sends helmet headers and hides the framework', async () => {
    const res = await fetch(`${server.url}/api/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/.{8,}/);
  });

  it('sends no HSTS over plain http, where it means nothing and would hold local development to https', async () => {
    for (const path of ['/api/health', '/api/nope', '/nowhere']) {
      expect((await fetch(`${server.url}${path}`)).headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it.each(['https://vitrina.example', 'HTTPS://Vitrina.Example/'])(
    'sends HSTS on every answer when PUBLIC_URL is %s (a year, subdomains, no preload: OWASP HSTS cheat sheet)',
    async (publicUrl) => {
      const https = await listen(
        createApp({ logger: createLogger('silent'), bodyLimit: '1kb', publicUrl: loadConfig({ PUBLIC_URL: publicUrl }).PUBLIC_URL, checks: {} }),
      );
      try {
        for (const path of ['/api/health', '/api/nope', '/nowhere']) {
          expect((await fetch(`${https.url}${path}`)).headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
        }
      } finally {
        await https.close();
      }
    },
  );

  it.each([
    [undefined, 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['de,fr;q=0.5', 'fr'],
    ['it', 'it'],
  ])('reads Accept-Language %s as %s', async (header, expected) => {
    const res = await fetch(`${server.url}/api/probe/language`, { headers: header ? { 'Accept-Language': header } : {} });
    expect(await res.json()).toEqual({ language: expected });
  });

  it('accepts a well-formed write', async () => {
    const res = await fetch(`${server.url}/api/probe/echo`, { method: 'POST', headers: WRITE_HEADERS, body: '{"name":"Ana"}' });
    expect(res.status).toBe(201);
  });

  it.each([
    ['a cross-site write', { ...WRITE_HEADERS, 'Sec-Fetch-Site': 'cross-site' }, '{"name":"x"}', 403, 'CROSS_SITE_REQUEST'],
    ['a write without the custom header', { 'Content-Type': 'application/json' }, '{"name":"x"}', 403, 'CSRF_HEADER_MISSING'],
    ['a form post', { 'X-Requested-With': 'vitrina', 'Content-Type': 'application/x-www-form-urlencoded' }, 'name=x', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['malformed JSON', WRITE_HEADERS, '{"name":', 400, 'MALFORMED_JSON'],
    ['an oversized body', WRITE_HEADERS, JSON.stringify({ name: 'x'.repeat(5000) }), 413, 'PAYLOAD_TOO_LARGE'],
    ['an unknown field', WRITE_HEADERS, '{"name":"x","type":"ADMIN"}', 400, 'VALIDATION_FAILED'],
    ['a wrong type', WRITE_HEADERS, '{"name":5}', 400, 'VALIDATION_FAILED'],
    ['a JSON array', WRITE_HEADERS, '[1,2]', 400, 'VALIDATION_FAILED'],
  ])('refuses %s with a stable code and writes nothing', async (_what, headers, body, status, code) => {
    const before = writes.length;
    const res = await fetch(`${server.url}/api/probe/echo`, { method: 'POST', headers, body });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { code: string }).code).toBe(code);
    expect(writes.length).toBe(before);
  });

  it('answers unknown api routes with a JSON 404', async () => {
    const res = await fetch(`${server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('never leaks internals on a 500', async () => {
    const res = await fetch(`${server.url}/api/probe/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text).code).toBe('INTERNAL');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('.ts');
  });
});
