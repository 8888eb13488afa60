import { randomUUID } from 'node:crypto';
import { brandDecider } from '@vitrina/domain/brands/brand';
import { brandStream } from '@vitrina/domain/brands/events';
import { catalogueDecider } from '@vitrina/domain/catalogue/catalogue';
import { catalogueStream, type ClothFields } from '@vitrina/domain/catalogue/events';
import { subscriptionStream } from '@vitrina/domain/subscriptions/events';
import { subscriptionDecider } from '@vitrina/domain/subscriptions/subscription';
import type { SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import { freshIp } from './security/harness';
import { registeredBrand } from './subscriptions';
import { startTestVitrina, type Client, type TestVitrina } from './vitrina';
import { FIXTURE_IMAGE } from './fixture-images';

/**
 * A cloth body that passes validation and the price rules, naming terms of the starting taxonomy and stored images.
 * Its price is 42 on purpose: the robustness test puts 42 into every field, and a valid price must not turn that
 * probe into an accepted request.
 */
export function clothBody(overrides: Record<string, unknown> = {}) {
  return {
    names: { es: 'Camisa de lino', en: 'Linen shirt' },
    typeId: '1',
    categoryId: 'camisas',
    gender: 'mujer',
    price: 42,
    images: [FIXTURE_IMAGE],
    ...overrides,
  };
}

/** A brand of `tier` registered, signed in and paid for from an address of its own (registeredBrand). */
export function signedInBrand(
  vitrina: TestVitrina,
  tier: SubscriptionTier,
  options: { paid?: boolean } = {},
): Promise<{ client: Client; brandId: string; userId: string }> {
  return registeredBrand(vitrina, tier, freshIp(), options);
}

/** A fresh system with a paid brand of `tier` signed in on it: the set-up of the suites that act as one brand. */
export async function startWithBrand(tier: SubscriptionTier): Promise<{ vitrina: TestVitrina; client: Client; brandId: string; userId: string }> {
  const vitrina = await startTestVitrina();
  return { vitrina, ...(await signedInBrand(vitrina, tier)) };
}

export interface CatalogueFixture {
  brandId: string;
  clothId: string;
}

const fixtures = new WeakMap<TestVitrina, Promise<CatalogueFixture>>();

/**
 * An admin-created ULTIMATE brand with one cloth, made once per running test system, for the route table's rows:
 * written straight to the event store, as an operator would, so no test spends a request on it.
 */
export function catalogueFixture(vitrina: TestVitrina): Promise<CatalogueFixture> {
  let fixture = fixtures.get(vitrina);
  if (!fixture) {
    fixture = makeFixture(vitrina);
    fixtures.set(vitrina, fixture);
  }
  return fixture;
}

async function makeFixture(vitrina: TestVitrina): Promise<CatalogueFixture> {
  const { eventStore } = vitrina.vitrina.runtime;
  const brandId = randomUUID();
  const clothId = randomUUID();
  const operator = randomUUID();
  const now = new Date();
  const at = now.toISOString();
  const context = { correlationId: 'test-fixture', actor: operator, now };
  const profile = { name: 'Fixture S.A.', brand: 'Fixture', description: 'Prendas de prueba', location: 'Rosario' };
  await runCommand(eventStore, brandStream(brandId), brandDecider, { type: 'CreateBrand', brandId, ownerId: null, profile, by: operator, now: at }, context);
  await runCommand(
    eventStore,
    subscriptionStream(brandId),
    subscriptionDecider,
    { type: 'GrantPlan', brandId, tier: 'ULTIMATE', expiresAt: null, by: operator, now: at },
    context,
  );
  const fields = {
    ...clothBody(),
    seasons: [],
    eventIds: [],
    sizes: [],
    stock: { soldOut: false, soldOutSizes: [] },
    weather: [],
    tags: [],
    colors: ['rojo'],
    colorTemperature: null,
    style: 'clasico',
    materials: ['algodon'],
    description: null,
    url: null,
    currency: 'ARS',
    discountedPrice: null,
    discountEnabled: false,
    visible: true,
  } as ClothFields;
  const { position } = await runCommand(
    eventStore,
    catalogueStream(brandId),
    catalogueDecider,
    { type: 'AddCloth', brandId, clothId, fields, tier: 'ULTIMATE', now: at },
    context,
  );
  await vitrina.vitrina.runner!.waitFor(position!, ['catalogue']);
  return { brandId, clothId };
}
