import sharp from 'sharp';
import { processImage } from '@vitrina/infra/images/process';
import type { ImageStore } from '@vitrina/infra/images/port';

/** Garment silhouettes for the demo catalogue, drawn here so nothing is fetched at run time. */
export type Shape = 'shirt' | 'trousers' | 'dress' | 'skirt' | 'coat' | 'shoe' | 'bag' | 'scarf' | 'necklace';

const PATHS: Record<Shape, string> = {
  shirt: 'M180 160 L250 140 L320 160 L420 230 L380 300 L340 270 L340 640 L160 640 L160 270 L120 300 L80 230 Z',
  trousers: 'M170 150 L330 150 L350 680 L270 680 L250 330 L230 680 L150 680 Z',
  dress: 'M205 140 L295 140 L310 250 L400 660 L100 660 L190 250 Z',
  skirt: 'M170 260 L330 260 L400 600 L100 600 Z',
  coat: 'M170 140 L250 200 L330 140 L420 240 L380 330 L350 300 L360 690 L140 690 L150 300 L120 330 L80 240 Z M246 215 L254 215 L254 690 L246 690 Z',
  shoe: 'M110 470 L140 360 L230 370 L300 450 L410 480 L420 540 L100 540 Z',
  bag: 'M140 330 L360 330 L390 640 L110 640 Z M190 330 C190 220 310 220 310 330 L290 330 C290 250 210 250 210 330 Z',
  scarf: 'M180 140 L320 140 L300 420 L340 680 L260 680 L240 440 L200 680 L140 680 L200 420 Z',
  necklace: 'M150 230 C150 480 350 480 350 230 L335 230 C335 455 165 455 165 230 Z M235 440 L265 440 L280 500 L250 540 L220 500 Z',
};

function svg(shape: Shape, color: string, ground: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="800" viewBox="0 0 500 800">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="#e9e1d6"/></linearGradient>
    <linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#000000" stop-opacity="0.2"/></linearGradient>
  </defs>
  <rect width="500" height="800" fill="url(#g)"/>
  <ellipse cx="250" cy="700" rx="180" ry="18" fill="#000" opacity="0.08"/>
  <path d="${PATHS[shape]}" fill="${color}" fill-rule="evenodd"/>
  <path d="${PATHS[shape]}" fill="url(#c)" fill-rule="evenodd"/>
</svg>`;
}

/** Renders, checks and stores one image per shape and colour, once; returns the stored names. */
export async function demoImage(store: ImageStore, cache: Map<string, { name: string; thumb: string }>, shape: Shape, color: string, ground: string) {
  const key = `${shape}:${color}:${ground}`;
  const known = cache.get(key);
  if (known) return known;
  const png = await sharp(Buffer.from(svg(shape, color, ground))).png().toBuffer();
  const processed = await processImage(png);
  const image = { name: await store.put(processed.main, 'webp'), thumb: await store.put(processed.thumb, 'webp') };
  cache.set(key, image);
  return image;
}
