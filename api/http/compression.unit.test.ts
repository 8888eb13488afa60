import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { PreparedJson, sendPreparedJson } from './compression';

describe('PreparedJson', () => {
  it('keeps each compressed form in memory of its own size, made once', () => {
    const value = { items: Array.from({ length: 200 }, (_, i) => ({ id: `cloth-${i}`, name: `Vestido ${i}` })) };
    const prepared = new PreparedJson(value);
    const br = prepared.encodedAs('br');
    const gzip = prepared.encodedAs('gzip');
    expect(JSON.parse(brotliDecompressSync(br).toString())).toEqual(value);
    expect(JSON.parse(gunzipSync(gzip).toString())).toEqual(value);
    // zlib answers a slice of a 16 KB chunk: kept as it is, a 1 KB answer would hold all 16.
    expect(br.length).toBeLessThan(4096);
    expect(br.buffer.byteLength).toBe(br.length);
    expect(gzip.buffer.byteLength).toBe(gzip.length);
    expect(prepared.encodedAs('br')).toBe(br);
  });
});

describe('PreparedJson.compact', () => {
  const value = { items: Array.from({ length: 100 }, (_, i) => ({ id: `cloth-${i}`, name: `Vestido largo ${i}` })) };

  it('holds only the brotli form, and makes the JSON and gzip again from it', () => {
    const prepared = new PreparedJson(value);
    const plain = prepared.bytes;
    prepared.compact();
    expect(prepared.bytes).toBeLessThan(plain / 3);
    expect(JSON.parse(prepared.body.toString())).toEqual(value);
    expect(JSON.parse(gunzipSync(prepared.encodedAs('gzip')).toString())).toEqual(value);
    expect(JSON.parse(brotliDecompressSync(prepared.encodedAs('br')).toString())).toEqual(value);
  });

  it('leaves an answer too small to compress as it is', () => {
    const prepared = new PreparedJson({ items: [] }).compact();
    expect(prepared.body.toString()).toBe('{"items":[]}');
    expect(prepared.bytes).toBe(12);
  });
});

describe('sendPreparedJson', () => {
  it('sends a compacted answer to a brotli client as kept, without making the JSON again', () => {
    const prepared = new PreparedJson({ items: Array.from({ length: 100 }, (_, i) => ({ id: `cloth-${i}` })) }).compact();
    const body = vi.spyOn(prepared, 'body', 'get');
    const headers = new Map<string, string>();
    let sent: unknown;
    const res = {
      locals: {},
      vary: () => res,
      getHeader: (name: string) => headers.get(name),
      set: (name: string, value: string) => (headers.set(name, value), res),
      send: (value: unknown) => ((sent = value), res),
    };
    sendPreparedJson({ headers: { 'accept-encoding': 'gzip, br' } } as unknown as Request, res as unknown as Response, prepared);
    expect(headers.get('Content-Encoding')).toBe('br');
    expect(sent).toBe(prepared.encodedAs('br'));
    expect(body).not.toHaveBeenCalled();
  });
});
