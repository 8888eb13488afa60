import { randomUUID } from 'node:crypto';
import type { ClothAdded } from '@vitrina/domain/catalogue/events';
import { NEWS_STREAM } from '@vitrina/domain/news/events';
import { newsDecider } from '@vitrina/domain/news/news';
import type { ImageStore } from '@vitrina/infra/images/port';
import type { z } from 'zod';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { ApiContext } from '../context';
import { editorialImage } from '../magazine/demo';

/**
 * Visible news slides on visible demo clothes spread over the catalogue, through the same decider the api runs.
 * The pictures are the magazine's editorial ones (stored once), so the seed stays fast.
 */
export async function seedDemoNews(context: ApiContext, images: ImageStore, count = 4): Promise<void> {
  const added = await context.eventStore.readAll({ from: 'start', maxCount: 10_000, filter: { eventTypes: ['ClothAdded'] } });
  const visible = added.map((event) => event.data as z.infer<typeof ClothAdded>).filter((cloth) => cloth.visible);
  if (visible.length === 0) return;
  const step = Math.max(1, Math.floor(visible.length / count));
  const now = context.now();
  for (let i = 0; i < Math.min(count, visible.length); i++) {
    const cloth = visible[i * step]!;
    const fields = { clothId: cloth.clothId, image: await editorialImage(images, i), visible: true };
    await runCommand(
      context.eventStore,
      NEWS_STREAM,
      newsDecider,
      { type: 'AddSlide', slideId: randomUUID(), fields, now: now.toISOString() },
      { correlationId: 'demo-data', now },
    );
  }
}
