import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config';

const composeFile = fileURLToPath(new URL('../../docker-compose.yml', import.meta.url));
const ENGINE_SERVICES = new Set(['eventstore', 'mongo', 'redis']);

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, string> }>;
  };
  const vitrinaServices = Object.entries(compose.services).filter(([name]) => !ENGINE_SERVICES.has(name));

  it('runs api, projector and worker', () => {
    expect(vitrinaServices.map(([name]) => name).sort()).toEqual(['api', 'projector', 'worker']);
  });

  it.each(vitrinaServices)('%s sets only variables the config knows, and valid ones', (_name, service) => {
    const environment = service.environment ?? {};
    const unknown = Object.keys(environment).filter((key) => !CONFIG_VARIABLES.includes(key));
    expect(unknown).toEqual([]);
    const config = loadConfig(Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, String(v)])));
    expect(config.eventStore.kind).toBe('esdb');
    expect(config.readStore.kind).toBe('mongodb');
    expect(config.REDIS_URL).toMatch(/^redis:/);
  });
});
