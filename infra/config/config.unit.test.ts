import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded mode', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.eventStore).toEqual({ kind: 'sqlite', file: 'data/events.sqlite' });
    expect(config.readStore).toEqual({ kind: 'sqlite', file: 'data/read.sqlite' });
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.ROLES).toEqual(['api', 'projector', 'worker']);
  });

  it('chooses adapters by URL', () => {
    const config = loadConfig({
      EVENT_STORE_URL: 'kurrentdb://localhost:2113?tls=false',
      READ_STORE_URL: 'mongodb://localhost:27017/vitrina?replicaSet=rs0',
      REDIS_URL: 'redis://localhost:6379',
      SMTP_URL: 'smtp://mail:25',
    });
    expect(config.eventStore).toEqual({ kind: 'esdb', connectionString: 'esdb://localhost:2113?tls=false' });
    expect(config.readStore.kind).toBe('mongodb');
  });

  it('writes PUBLIC_URL as URLs are written (lower-case scheme and host, no trailing slash), so https is told by its prefix', () => {
    expect(loadConfig({ PUBLIC_URL: 'HTTPS://Vitrina.Example/' }).PUBLIC_URL).toBe('https://vitrina.example');
    expect(loadConfig({ PUBLIC_URL: ' https://vitrina.example:443/shop// ' }).PUBLIC_URL).toBe('https://vitrina.example/shop');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).PUBLIC_URL).toBe('http://127.0.0.1:3000');
  });

  it('takes SQLite paths and sqlite: URLs', () => {
    expect(loadConfig({ EVENT_STORE_URL: '/tmp/e.sqlite' }).eventStore).toEqual({ kind: 'sqlite', file: '/tmp/e.sqlite' });
    expect(loadConfig({ READ_STORE_URL: 'sqlite:/tmp/r.sqlite' }).readStore).toEqual({ kind: 'sqlite', file: '/tmp/r.sqlite' });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['REDIS_URL', 'http://localhost'],
    ['EVENT_STORE_URL', 'postgres://db'],
    ['READ_STORE_URL', 'redis://x'],
    ['PUBLIC_URL', 'ftp://x'],
    ['ROLES', 'api,cook'],
    ['LOG_LEVEL', 'loud'],
  ])('stops at start naming %s when it is %s', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [variable]: value });
    } catch (error) {
      expect((error as Error).message).toContain(variable);
    }
  });

  it('bills in test mode in development only unless a provider is chosen by name, and asks for its keys', () => {
    expect(loadConfig({}).PAYMENTS_PROVIDER).toBe('test');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_PROVIDER/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'test' }).PAYMENTS_PROVIDER).toBe('test');
    // The importer's loopback allowance is for tests and local demos only.
    expect(loadConfig({ IMPORTER_ALLOW_ADDRESSES: '127.0.0.1, ::1' }).IMPORTER_ALLOW_ADDRESSES).toEqual(['127.0.0.1', '::1']);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'test', IMPORTER_ALLOW_ADDRESSES: '127.0.0.1' })).toThrow(/IMPORTER_ALLOW_ADDRESSES/);
    expect(() => loadConfig({ IMPORTER_ALLOW_ADDRESSES: 'localhost' })).toThrow(/IMPORTER_ALLOW_ADDRESSES/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'x' })).toThrow(/MERCADOPAGO_WEBHOOK_SECRET/);
    expect(loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).PAYMENTS_PROVIDER).toBe('stripe');
    expect(loadConfig({}).SUBSCRIPTION_GRACE_DAYS).toBe(7);
  });

  it('reads METRICS_ALLOW as addresses and subnets (loopback by default, none for the token only) and OPERATOR_TOKEN of 32 characters or more', () => {
    expect(loadConfig({}).METRICS_ALLOW).toEqual(['loopback']);
    expect(loadConfig({ METRICS_ALLOW: 'none' }).METRICS_ALLOW).toEqual([]);
    expect(loadConfig({ METRICS_ALLOW: 'loopback, 10.1.0.0/16,192.168.1.7' }).METRICS_ALLOW).toEqual(['loopback', '10.1.0.0/16', '192.168.1.7']);
    for (const bad of ['everyone', '10.0.0.0/33', '*']) expect(() => loadConfig({ METRICS_ALLOW: bad }), bad).toThrow(/METRICS_ALLOW/);
    expect(loadConfig({}).OPERATOR_TOKEN).toBeUndefined();
    expect(loadConfig({ OPERATOR_TOKEN: 'o'.repeat(32) }).OPERATOR_TOKEN).toBe('o'.repeat(32));
    expect(() => loadConfig({ OPERATOR_TOKEN: 'short' })).toThrow(/OPERATOR_TOKEN/);
  });

  it('reads TRUST_PROXY as false, a hop count or addresses and subnets, refusing anything else', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,192.168.1.7, fd00::/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
    for (const bad of ['true', '11', '-1', '10.0.0.0/33', 'fd00::/129', 'proxy.internal', '10.0.0.1,', '10.0.0.0/8/8']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('brakes guest searches per address at ten times the per-guest limit unless told, never below it', () => {
    expect(loadConfig({}).FREE_SEARCH_ADDRESS_LIMIT).toBe(100);
    expect(loadConfig({ FREE_SEARCH_LIMIT: '3' }).FREE_SEARCH_ADDRESS_LIMIT).toBe(30);
    expect(loadConfig({ FREE_SEARCH_LIMIT: '3', FREE_SEARCH_ADDRESS_LIMIT: '500' }).FREE_SEARCH_ADDRESS_LIMIT).toBe(500);
    expect(() => loadConfig({ FREE_SEARCH_LIMIT: '10', FREE_SEARCH_ADDRESS_LIMIT: '5' })).toThrow(/FREE_SEARCH_ADDRESS_LIMIT/);
  });
});
