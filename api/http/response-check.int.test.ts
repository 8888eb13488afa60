import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '@vitrina/infra/log/logger';
import { operations } from './openapi';
import { responseCheck } from './response-check';

// Not strict, as the contract's objects are (a client may ignore fields it does not know): the check is strict itself.
const Answer = z.object({ name: z.string(), at: z.iso.datetime(), tags: z.array(z.object({ id: z.string() })).optional() });
const api = operations([{ method: 'GET', path: '/things/:id', tag: 'test', summary: 'A thing', response: Answer }]);

let base = '';
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.use(responseCheck(api, createLogger('silent')));
  app.get('/things/:id', (req, res) => {
    if (req.params.id === 'good') res.json({ name: 'ok', at: new Date('2026-01-01T00:00:00Z') });
    else if (req.params.id === 'missing') res.status(404).json({ code: 'NOT_FOUND', message: 'Not found.' });
    else if (req.params.id === 'nested') res.json({ name: 'ok', at: '2026-01-01T00:00:00Z', tags: [{ id: 't1' }, { id: 't2', colour: 'red' }] });
    else res.json({ name: 'ok', at: '2026-01-01T00:00:00Z', extra: true });
  });
  app.get('/undeclared', (_req, res) => res.json({ anything: 1 }));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = async (path: string) => {
  const response = await fetch(base + path);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('the response check', () => {
  it('passes an answer matching its schema as the client reads it (a Date as its ISO string)', async () => {
    expect(await get('/things/good')).toEqual({ status: 200, body: { name: 'ok', at: '2026-01-01T00:00:00.000Z' } });
  });

  it('turns an answer outside its schema into a 500 naming the field', async () => {
    expect(await get('/things/bad')).toMatchObject({
      status: 500,
      body: { code: 'RESPONSE_SCHEMA_MISMATCH', fields: [{ path: 'extra', code: 'unrecognized_keys' }] },
    });
    expect(await get('/things/nested')).toMatchObject({
      status: 500,
      body: { code: 'RESPONSE_SCHEMA_MISMATCH', fields: [{ path: 'tags.1.colour', code: 'unrecognized_keys' }] },
    });
  });

  it('leaves errors and routes without a declared schema alone', async () => {
    expect((await get('/things/missing')).status).toBe(404);
    expect(await get('/undeclared')).toEqual({ status: 200, body: { anything: 1 } });
  });
});
