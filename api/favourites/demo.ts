import type { ClothAdded } from '@vitrina/domain/catalogue/events';
import { favouritesStream } from '@vitrina/domain/favourites/events';
import { favouritesDecider } from '@vitrina/domain/favourites/favourites';
import type { MagazineEntryPublished } from '@vitrina/domain/magazine/events';
import type { z } from 'zod';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { ApiContext } from '../context';

/** What the demo influencer says of the clothes she recommends, in her language and in English. */
const REVIEWS = [
  { es: 'La uso de día y de noche: cae perfecto y no se arruga.', en: 'I wear it day and night: it falls perfectly and never creases.' },
  { es: 'El color es todavía más lindo en persona. Pedí tu talle habitual.', en: 'The colour is even lovelier in person. Order your usual size.' },
  { es: 'Mi básico de la temporada; combina con todo.', en: 'My staple of the season; it goes with everything.' },
  { es: 'Tela de muy buena calidad, vale cada peso.', en: 'Really good fabric, worth every peso.' },
];

/**
 * Demo favourites through the same decider the api runs: the influencer favourites and recommends a few visible
 * clothes (so /home shows "what influencers wear"), and the demo shopper keeps clothes and a magazine entry.
 */
export async function seedDemoFavourites(context: ApiContext, people: { influencerId: string; shopperId: string }): Promise<void> {
  const now = context.now();
  const at = now.toISOString();
  const command = { correlationId: 'demo-data', now };
  const added = await context.eventStore.readAll({ from: 'start', maxCount: 10_000, filter: { eventTypes: ['ClothAdded', 'MagazineEntryPublished'] } });
  const clothes = added
    .filter((event) => event.type === 'ClothAdded')
    .map((event) => event.data as z.infer<typeof ClothAdded>)
    .filter((cloth) => cloth.visible);
  const entries = added.filter((event) => event.type === 'MagazineEntryPublished').map((event) => event.data as z.infer<typeof MagazineEntryPublished>);
  const step = Math.max(1, Math.floor(clothes.length / 12));
  const pick = (i: number) => clothes[(i * step + 5) % clothes.length]!.clothId;

  const run = (userId: string, body: Parameters<typeof favouritesDecider.decide>[0]) =>
    runCommand(context.eventStore, favouritesStream(userId), favouritesDecider, body, { ...command, actor: userId });
  if (clothes.length === 0) return;
  for (const [i, review] of REVIEWS.entries()) {
    const clothId = pick(i);
    await run(people.influencerId, { type: 'AddFavourite', userId: people.influencerId, itemId: clothId, itemType: 'cloth', now: at });
    await run(people.influencerId, { type: 'RecommendCloth', userId: people.influencerId, clothId, review, now: at });
  }
  for (let i = 4; i < 8; i++) {
    await run(people.shopperId, { type: 'AddFavourite', userId: people.shopperId, itemId: pick(i), itemType: 'cloth', now: at });
  }
  const entry = entries[0];
  if (entry) await run(people.shopperId, { type: 'AddFavourite', userId: people.shopperId, itemId: entry.entryId, itemType: 'magazine', now: at });
}
