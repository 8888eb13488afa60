import { randomUUID } from 'node:crypto';
import { NEWS_STREAM } from '@vitrina/domain/news/events';
import { newsDecider } from '@vitrina/domain/news/news';
import type { NewsSlideDoc } from '@vitrina/projector/news';
import { catalogueFixture } from './catalogue';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import { storedImage } from './magazine';
import type { TestVitrina } from './vitrina';

export interface NewsFixture {
  slideId: string;
  /** A second slide, for the DELETE row to remove. */
  spareSlideId: string;
  clothId: string;
  image: string;
}

const fixtures = new WeakMap<TestVitrina, Promise<NewsFixture>>();

/** Two slides on the catalogue fixture's cloth, made once per running test system, for the route table's rows. */
export function newsFixture(vitrina: TestVitrina): Promise<NewsFixture> {
  let fixture = fixtures.get(vitrina);
  if (!fixture) {
    fixture = (async () => {
      const { clothId } = await catalogueFixture(vitrina);
      const image = await storedImage(vitrina);
      return { clothId, image, slideId: await addDirectly(vitrina, clothId, image), spareSlideId: await addDirectly(vitrina, clothId, image) };
    })();
    fixtures.set(vitrina, fixture);
  }
  return fixture;
}

/** Every slide id in the current order: the one body PUT /admin/news/order accepts. */
export async function currentOrder(vitrina: TestVitrina): Promise<string[]> {
  await newsFixture(vitrina);
  return (await slides(vitrina).find({}, { sort: { order: 1 } })).map((slide) => slide._id);
}

const slides = (vitrina: TestVitrina) => vitrina.vitrina.runtime.readModels.collection<NewsSlideDoc>('newsSlides');

/** Written straight to the event store, as an operator would, so no test spends a request on it. */
async function addDirectly(vitrina: TestVitrina, clothId: string, image: string): Promise<string> {
  const slideId = randomUUID();
  const now = new Date();
  const { position } = await runCommand(
    vitrina.vitrina.runtime.eventStore,
    NEWS_STREAM,
    newsDecider,
    { type: 'AddSlide', slideId, fields: { clothId, image, visible: true }, now: now.toISOString() },
    { correlationId: 'test-fixture', now },
    { retries: 5 },
  );
  await vitrina.vitrina.runner!.waitFor(position!, ['news']);
  return slideId;
}

/** A slide body on the fixture's cloth and image. */
export async function slideBody(vitrina: TestVitrina) {
  const { clothId, image } = await newsFixture(vitrina);
  return { clothId, image, visible: true };
}
