import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { magazineStream, type MagazineEntryFields } from '@vitrina/domain/magazine/events';
import { magazineDecider } from '@vitrina/domain/magazine/magazine';
import { sampleMp4 } from '../infra/images/video-samples';
import { catalogueFixture } from './catalogue';
import { imageStoreFor } from '@vitrina/api/catalogue/images';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { TestVitrina } from './vitrina';
import { videoStoreFor } from '@vitrina/api/magazine/videos';

/** A small real WebP put straight into the running system's image store; `seed` varies its colour (and name). */
export async function storedImage(vitrina: TestVitrina, seed = 0): Promise<string> {
  const bytes = await sharp({ create: { width: 8, height: 12, channels: 3, background: { r: seed % 256, g: 90, b: 120 } } })
    .webp()
    .toBuffer();
  return imageStoreFor(vitrina.vitrina.runtime.config).put(bytes, 'webp');
}

export async function storedVideo(vitrina: TestVitrina, seed = 1): Promise<string> {
  return videoStoreFor(vitrina.vitrina.runtime.config).put(sampleMp4(500, seed), 'mp4');
}

/**
 * An entry body as the admin form sends it. `url` is null on purpose: the robustness test feeds null into every
 * field, and a valid null must not turn that probe into an accepted request.
 */
export function entryBody(media: string, overrides: Record<string, unknown> = {}) {
  return { descriptions: { es: 'Lino para el verano', en: 'Linen for the summer' }, contentType: 'image', media, url: null, ...overrides };
}

export interface MagazineFixture {
  brandId: string;
  entryId: string;
  /** A second entry, for the DELETE row to remove. */
  spareEntryId: string;
  image: string;
}

const fixtures = new WeakMap<TestVitrina, Promise<MagazineFixture>>();

/** Two entries of the catalogue fixture's brand, made once per running test system, for the route table's rows. */
export function magazineFixture(vitrina: TestVitrina): Promise<MagazineFixture> {
  let fixture = fixtures.get(vitrina);
  if (!fixture) {
    fixture = (async () => {
      const { brandId } = await catalogueFixture(vitrina);
      const image = await storedImage(vitrina);
      return { brandId, image, entryId: await publishDirectly(vitrina, brandId, image), spareEntryId: await publishDirectly(vitrina, brandId, image) };
    })();
    fixtures.set(vitrina, fixture);
  }
  return fixture;
}

/** Written straight to the event store, as an operator would, so no test spends a request on it. */
async function publishDirectly(vitrina: TestVitrina, brandId: string, image: string): Promise<string> {
  const entryId = randomUUID();
  const now = new Date();
  const fields = { ...entryBody(image), posterName: null } as MagazineEntryFields;
  const { position } = await runCommand(
    vitrina.vitrina.runtime.eventStore,
    magazineStream(brandId),
    magazineDecider,
    { type: 'PublishEntry', brandId, entryId, fields, now: now.toISOString() },
    { correlationId: 'test-fixture', now },
  );
  await vitrina.vitrina.runner!.waitFor(position!, ['magazine']);
  return entryId;
}

/** A POST /admin/magazine body naming the fixture's brand (what an admin sends). */
export async function newEntryBody(vitrina: TestVitrina) {
  const { brandId, image } = await magazineFixture(vitrina);
  return { ...entryBody(image), brandId };
}
