import { randomUUID } from 'node:crypto';
import type { BrandRegistered } from '@vitrina/domain/brands/events';
import { magazineStream, type MagazineDescriptions } from '@vitrina/domain/magazine/events';
import { magazineDecider } from '@vitrina/domain/magazine/magazine';
import type { ImageStore } from '@vitrina/infra/images/port';
import { processImage } from '@vitrina/infra/images/process';
import { loadSharp } from '@vitrina/infra/images/sharp';
import type { z } from 'zod';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { ApiContext } from '../context';
import { catalogueStream } from '@vitrina/domain/catalogue/events';
import { STORIES, type Story } from './stories';

/** An editorial still: a sky, a sun, an arch and a figure's long coat, in a brand's colours; no text, no network. */
function editorialSvg(sky: string, sun: string, arch: string, coat: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="800" viewBox="0 0 500 800">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f4efe8"/></linearGradient></defs>
  <rect width="500" height="800" fill="url(#s)"/>
  <circle cx="360" cy="190" r="90" fill="${sun}" opacity="0.85"/>
  <path d="M60 800 L60 330 C60 180 300 180 300 330 L300 800 Z" fill="${arch}" opacity="0.9"/>
  <path d="M180 320 C180 290 220 290 220 320 L224 360 L262 380 L290 700 L110 700 L138 380 L176 360 Z" fill="${coat}"/>
  <circle cx="200" cy="300" r="24" fill="${coat}"/>
  <rect x="0" y="700" width="500" height="100" fill="#000" opacity="0.06"/>
</svg>`;
}

const PALETTES: Array<[string, string, string, string]> = [
  ['#e9d8c4', '#d9894a', '#b4573a', '#232021'],
  ['#cfdbe3', '#f2c14e', '#2e4a6b', '#a87c4f'],
  ['#e4e0d3', '#c96f4a', '#5d6b4a', '#d9cbb2'],
];

const drawn = new WeakMap<ImageStore, Map<number, Promise<string>>>();

/** Draws, checks and stores one editorial picture, once per store: the magazine and the news slides share them. */
export function editorialImage(images: ImageStore, palette: number): Promise<string> {
  const index = palette % PALETTES.length;
  let known = drawn.get(images);
  if (!known) drawn.set(images, (known = new Map()));
  let name = known.get(index);
  if (!name) {
    const [sky, sun, arch, coat] = PALETTES[index]!;
    name = loadSharp()
      .then((sharp) =>
        sharp(Buffer.from(editorialSvg(sky, sun, arch, coat)))
          .png()
          .toBuffer(),
      )
      .then(async (png) => images.put((await processImage(png)).main, 'webp'));
    known.set(index, name);
  }
  return name;
}

/** The brand's visible clothes a story features: those of its categories or materials, at most four, in order. */
function featured(story: Story, clothes: Array<{ clothId: string; categoryId: string; tags: string[] }>): string[] {
  const { categories = [], tags = [] } = story.features;
  return clothes
    .filter((cloth) => categories.includes(cloth.categoryId) || cloth.tags.some((tag) => tags.includes(tag)))
    .slice(0, 4)
    .map((cloth) => cloth.clothId);
}

/**
 * A few magazine entries for every brand registered so far (the demo brands, on a first start), through the same
 * decider the api runs; each an hour older than the last, so the magazine has a clear newest-first order. Each
 * brand gets its own stories (the ninth brand starts them over), featuring clothes it has added.
 */
export async function seedDemoMagazine(context: ApiContext, images: ImageStore, perBrand = 3): Promise<void> {
  const registered = await context.eventStore.readAll({ from: 'start', maxCount: 10_000, filter: { eventTypes: ['BrandRegistered'] } });
  const pictures = await Promise.all(PALETTES.map((_, i) => editorialImage(images, i)));
  const start = context.now().getTime();
  let n = 0;
  for (const [b, event] of registered.entries()) {
    const { brandId, ownerId, brand } = event.data as z.infer<typeof BrandRegistered>;
    const slug = brand.toLowerCase().replace(/[^a-z0-9]+/g, '');
    // The brand's clothes as its own stream has them: the read models may not have caught up on a first start.
    const clothes = new Map<string, { clothId: string; categoryId: string; tags: string[]; visible: boolean }>();
    for (const recorded of await context.eventStore.readStream(catalogueStream(brandId))) {
      const data = recorded.data as { clothId: string; categoryId: string; tags: string[]; visible: boolean };
      if (recorded.type === 'ClothAdded' || recorded.type === 'ClothUpdated') clothes.set(data.clothId, { ...data });
      else if (recorded.type === 'ClothVisibilitySet') clothes.set(data.clothId, { ...clothes.get(data.clothId)!, visible: data.visible });
      else if (recorded.type === 'ClothRemoved') clothes.delete(data.clothId);
    }
    const visible = [...clothes.values()].filter((cloth) => cloth.visible);
    for (let i = 0; i < perBrand; i++, n++) {
      const now = new Date(start - n * 3600_000);
      const story = STORIES[(b * perBrand + i) % STORIES.length]!;
      const text = (language: 'es' | 'en' | 'it' | 'fr') => story[language].replaceAll('{brand}', brand);
      const descriptions: MagazineDescriptions = { es: text('es'), en: text('en'), it: text('it'), fr: text('fr') };
      const clothIds = featured(story, visible);
      const fields = {
        descriptions,
        contentType: 'image' as const,
        media: pictures[(i + n) % pictures.length]!,
        posterName: null,
        url: `https://${slug}.example/revista/${i + 1}`,
        clothIds: clothIds.length > 0 ? clothIds : visible.slice(0, 3).map((cloth) => cloth.clothId),
      };
      await runCommand(
        context.eventStore,
        magazineStream(brandId),
        magazineDecider,
        { type: 'PublishEntry', brandId, entryId: randomUUID(), fields, now: now.toISOString() },
        { correlationId: 'demo-data', actor: ownerId, now },
      );
    }
  }
}
