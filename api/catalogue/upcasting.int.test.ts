import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDecider } from '@vitrina/domain/brands/brand';
import { brandStream } from '@vitrina/domain/brands/events';
import { catalogueStream } from '@vitrina/domain/catalogue/events';
import { productEventRegistry } from '@vitrina/domain/registry';
import { subscriptionStream } from '@vitrina/domain/subscriptions/events';
import { subscriptionDecider } from '@vitrina/domain/subscriptions/subscription';
import { DEFAULT_TAXONOMY } from '@vitrina/domain/taxonomy/defaults';
import { TAXONOMY_STREAM } from '@vitrina/domain/taxonomy/events';
import { taxonomyDecider } from '@vitrina/domain/taxonomy/taxonomy';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import { openEventStore } from '@vitrina/infra/eventstore/factory';
import { SqliteEventStore } from '@vitrina/infra/eventstore/sqlite';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { FIXTURE_IMAGE } from '@vitrina/testkit/api/fixture-images';
import { eventually } from '@vitrina/testkit/api/eventually';

/**
 * A site whose log was written before colours and styles were taxonomy terms: its taxonomy has neither kind and its
 * clothes carry free colour words, a free style and no description. Started on today's code, it reads them through
 * the upcasters into today's read models and search index.
 */
let vitrina: TestVitrina;
const brandId = randomUUID();
const clothId = randomUUID();
const at = '2026-03-01T10:00:00.000Z';

/** A ClothAdded/ClothUpdated in the old shape, appended raw, past the validation today's shape would refuse. */
const oldCloth = (colors: string[], style: string | null) => ({
  brandId,
  clothId,
  names: { es: 'Abrigo de paño', en: 'Wool coat' },
  typeId: '1',
  categoryId: 'abrigos',
  seasons: ['invierno'],
  eventIds: [],
  gender: 'mujer',
  sizes: ['M'],
  weather: [],
  tags: ['paño'],
  colors,
  colorTemperature: 'warm',
  style,
  url: null,
  currency: 'ARS',
  price: 90_000,
  discountedPrice: null,
  discountEnabled: false,
  visible: true,
  images: [FIXTURE_IMAGE],
});

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-upcast-'));
  const file = path.join(dataDir, 'events.sqlite');
  const context = { correlationId: 'old-site', now: new Date(at) };
  const current = await openEventStore({ kind: 'sqlite', file }, productEventRegistry());
  const older = DEFAULT_TAXONOMY.filter((term) => term.kind !== 'color' && term.kind !== 'style' && term.kind !== 'material');
  await runCommand(current, TAXONOMY_STREAM, taxonomyDecider, { type: 'SeedTaxonomy', terms: older }, context);
  const profile = { name: 'Paños S.A.', brand: 'Paños', description: 'Abrigos', location: 'Córdoba' };
  await runCommand(current, brandStream(brandId), brandDecider, { type: 'CreateBrand', brandId, ownerId: null, profile, by: randomUUID(), now: at }, context);
  await runCommand(
    current,
    subscriptionStream(brandId),
    subscriptionDecider,
    { type: 'GrantPlan', brandId, tier: 'ULTIMATE', expiresAt: null, by: randomUUID(), now: at },
    context,
  );
  await current.close();

  const bare = new SqliteEventStore(file);
  const metadata = { correlationId: 'old-site', at };
  await bare.append(
    catalogueStream(brandId),
    [
      { id: randomUUID(), type: 'ClothAdded', data: { ...oldCloth(['Negro'], null), addedAt: at }, metadata },
      { id: randomUUID(), type: 'ClothUpdated', data: { ...oldCloth(['Rojo', 'verde oliva', 'Verde pistacho'], 'Clásico'), updatedAt: at }, metadata },
    ],
    'no_stream',
  );
  await bare.close();

  vitrina = await startTestVitrina({ DATA_DIR: dataDir });
  await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['catalogue', 'taxonomy']);
});
afterAll(() => vitrina?.close());

describe('a log written before colours, styles and materials were terms', () => {
  it('replays into the read models as term ids, words matching nothing kept as their slug, with no description', async () => {
    const cloth = await vitrina.client().get<{ colors: string[]; style: string | null; description: unknown; revision: number }>(`/clothes/${clothId}`);
    expect(cloth.status).toBe(200);
    expect(cloth.body).toMatchObject({ colors: ['rojo', 'oliva', 'verde-pistacho'], style: 'clasico', description: null, revision: 1 });
  });

  it('reads the materials its tags and names name ("paño", "Wool coat")', async () => {
    const cloth = await vitrina.client().get<{ materials: string[] }>(`/clothes/${clothId}`);
    expect(cloth.body.materials).toEqual(['lana']);
  });

  it('gets the colour, style and material defaults once on its first start on today’s code, the kinds it had left as they were', async () => {
    const data = await vitrina
      .client()
      .call<Record<string, Array<{ id: string; name: string }>>>('GET', '/categories/data/', undefined, { 'Accept-Language': 'it' });
    expect(data.body.colors?.find((color) => color.id === 'oliva')?.name).toBe('Verde oliva');
    expect(data.body.styles?.find((style) => style.id === 'clasico')?.name).toBe('Classico');
    expect(data.body.materials?.find((material) => material.id === 'cuero')?.name).toBe('Pelle');
    expect(data.body.types).toHaveLength(5);
  });

  it('is found by its colours’ names in any language', async () => {
    const shopper = (await vitrina.signedIn('USER')).client;
    const found = async (q: string) =>
      (await shopper.get<{ items: Array<{ id: string }> }>(`/search?q=${encodeURIComponent(q)}`)).body.items.map((item) => item.id);
    // The index follows the read models; wait until it has the cloth.
    await eventually(
      () => found('abrigo'),
      (ids) => ids.length > 0,
      { what: 'the search index has the cloth' },
    );
    for (const q of ['rosso', 'olive', 'classique']) expect(await found(q), q).toEqual([clothId]);
  });
});
