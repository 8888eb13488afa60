import { MAIN_SIZE, MIDDLE_SIZE, THUMB_SIZE } from '@vitrina/infra/images/process';
import { loadSharp } from '@vitrina/infra/images/sharp';
import type { ImageStore } from '@vitrina/infra/images/port';

/**
 * The demo catalogue's pictures, drawn here as SVG so nothing is fetched at run time: one drawing per category,
 * in the cloth's colour, its material suggested by a texture (knit ribs, denim twill, linen slub, leather sheen,
 * silk gloss, cotton plain, wool heather, metal shine), on a soft shadow. A cloth gets a front view and, for most
 * categories, a close-up of its telling detail (a collar, a buckle, a fringe).
 */
export type Texture = 'knit' | 'denim' | 'linen' | 'leather' | 'silk' | 'cotton' | 'wool' | 'metal';
export type View = 'front' | 'detail';

/** One drawing: its shapes (drawn in the cloth's colour and texture), details on top, and where its close-up looks. */
interface Drawing {
  /** Paths filled with the colour and the texture. */
  body: string[];
  /** Marks over the body: seams, buttons, stitching, drawn in `ink` (a darker or lighter shade of the colour). */
  details: (ink: string, light: string) => string;
  /** The close-up's view box (x y width height, 5:8). */
  detail: [number, number, number, number];
  /** Where the soft shadow lies under it (y). */
  floor: number;
}

const line = (d: string, stroke: string, width = 3, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`;
const dots = (points: Array<[number, number]>, r: number, fill: string) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');
/** Points in rows, row by row: each y with every x (buttons down a placket, holes along a belt). */
const grid = (xs: number[], ys: number[]) => ys.flatMap((y) => xs.map((x): [number, number] => [x, y]));
const ribs = (x0: number, x1: number, y0: number, y1: number, stroke: string, step = 9) => {
  let out = '';
  for (let x = x0 + step / 2; x < x1; x += step)
    out += `<line x1="${x}" y1="${y0}" x2="${x}" y2="${y1}" stroke="${stroke}" stroke-width="2.5" opacity="0.55"/>`;
  return out;
};
const stitch = 'stroke-dasharray="7 5"';

const SHIRT_BODY = 'M150 170 L205 138 L250 158 L295 138 L350 170 L432 420 L392 436 L345 290 L345 570 Q250 610 155 570 L155 290 L108 436 L68 420 Z';
const TEE_BODY = 'M160 160 L210 140 Q250 170 290 140 L340 160 L420 250 L372 292 L340 260 L340 620 L160 620 L160 260 L128 292 L80 250 Z';
const JUMPER_BODY = 'M158 170 L212 146 Q250 172 288 146 L342 170 L430 440 L388 456 L340 300 L342 640 L158 640 L160 300 L112 456 L70 440 Z';
const COAT_BODY = 'M160 160 L215 140 L250 210 L285 140 L340 160 L425 470 L385 484 L345 320 L360 720 L140 720 L155 320 L115 484 L75 470 Z';
const BLAZER_BODY = 'M160 165 L212 144 L250 250 L288 144 L340 165 L424 450 L384 464 L344 310 L350 600 L150 600 L156 310 L116 464 L76 450 Z';

const DRAWINGS: Record<string, Drawing> = {
  camisas: {
    body: [SHIRT_BODY],
    details: (ink, light) =>
      `<path d="M205 138 L250 158 L226 206 Z M295 138 L250 158 L274 206 Z" fill="${light}" stroke="${ink}" stroke-width="2"/>` +
      line('M250 160 L250 590', ink, 2) +
      dots(grid([250], [230, 300, 370, 440, 510]), 6, light) +
      line('M400 410 L420 402 M80 402 L100 410', ink, 3) +
      line('M170 300 L215 300 L215 345 L170 345 Z', ink, 2, stitch),
    detail: [170, 120, 160, 256],
    floor: 600,
  },
  camisetas: {
    body: [TEE_BODY],
    details: (ink) =>
      line('M210 140 Q250 190 290 140', ink, 6) + line('M130 285 L160 255 M370 285 L340 255', ink, 2, stitch) + line('M160 600 L340 600', ink, 2, stitch),
    detail: [175, 120, 150, 240],
    floor: 625,
  },
  jerseis: {
    body: [JUMPER_BODY],
    details: (ink) =>
      `<path d="M212 146 Q250 200 288 146 L280 142 Q250 182 220 142 Z" fill="${ink}" opacity="0.35"/>` +
      ribs(158, 342, 600, 640, ink) +
      `<g transform="rotate(-17 410 448)">${ribs(390, 432, 420, 460, ink, 7)}</g><g transform="rotate(17 90 448)">${ribs(68, 110, 420, 460, ink, 7)}</g>` +
      line('M158 600 L342 600', ink, 3),
    detail: [150, 470, 170, 272],
    floor: 645,
  },
  pantalones: {
    body: ['M165 140 L335 140 L356 690 L268 690 L250 300 L232 690 L144 690 Z'],
    details: (ink) =>
      line('M165 168 L335 168', ink, 3) +
      line('M185 170 Q200 220 170 235 M315 170 Q300 220 330 235', ink, 2.5) +
      line('M250 168 L250 290', ink, 2.5) +
      line('M206 220 L188 690 M294 220 L312 690', ink, 1.5, 'opacity="0.5"') +
      dots([[250, 154]], 5, ink),
    detail: [150, 120, 200, 320],
    floor: 695,
  },
  vaqueros: {
    body: ['M168 140 L332 140 L352 690 L270 690 L250 310 L230 690 L148 690 Z'],
    details: (ink) => {
      const thread = '#d9a441';
      return (
        line('M168 170 L332 170', ink, 3) +
        line('M172 158 L328 158 M172 176 L328 176', thread, 2, stitch) +
        line('M188 178 Q204 226 172 240 M312 178 Q296 226 328 240', thread, 2.5, stitch) +
        line('M258 176 L258 270 Q258 290 244 296', thread, 2.5, stitch) +
        line('M160 420 L156 690 M340 420 L344 690', thread, 2, stitch) +
        line('M152 670 L228 670 M272 670 L348 670', thread, 2, stitch) +
        dots(
          [
            [190, 182],
            [310, 182],
            [250, 156],
          ],
          5,
          '#b8944a',
        )
      );
    },
    detail: [150, 120, 200, 320],
    floor: 695,
  },
  vestidos: {
    body: ['M198 128 L214 128 L226 196 L274 196 L286 128 L302 128 L318 300 L300 330 L412 676 Q250 712 88 676 L200 330 L182 300 Z'],
    details: (ink, light) =>
      line('M200 330 L300 330', ink, 4) +
      line('M226 196 Q250 214 274 196', ink, 2) +
      line('M230 340 L170 680 M270 340 L330 680 M250 340 L250 694', ink, 1.5, 'opacity="0.45"') +
      `<path d="M286 330 L310 356 L296 366 Z" fill="${light}" opacity="0.8"/>`,
    detail: [170, 110, 160, 256],
    floor: 700,
  },
  faldas: {
    body: ['M170 250 L330 250 L336 284 L410 622 Q250 656 90 622 L164 284 Z'],
    details: (ink) =>
      line('M166 284 L334 284', ink, 3) +
      line('M200 286 L160 636 M233 286 L222 646 M267 286 L278 646 M300 286 L340 636', ink, 2, 'opacity="0.5"') +
      dots([[318, 268]], 5, ink),
    detail: [150, 230, 200, 320],
    floor: 645,
  },
  abrigos: {
    body: [COAT_BODY],
    details: (ink, light) =>
      `<path d="M215 140 L250 210 L236 330 L196 250 L222 222 L200 190 Z M285 140 L250 210 L264 330 L304 250 L278 222 L300 190 Z" fill="${light}" stroke="${ink}" stroke-width="2"/>` +
      line('M250 210 L252 720', ink, 2) +
      dots(grid([228, 272], [380, 450, 520]), 7, ink) +
      line('M170 560 L220 560 M280 560 L330 560', ink, 4) +
      line('M155 330 L345 330', ink, 1.5, 'opacity="0.3"'),
    detail: [165, 120, 170, 272],
    floor: 725,
  },
  chaquetas: {
    body: ['M160 170 L215 146 L250 176 L285 146 L340 170 L424 440 L384 454 L344 300 L344 540 L156 540 L156 300 L116 454 L76 440 Z'],
    details: (ink, light) =>
      `<path d="M215 146 L250 176 L285 146 L292 176 L250 206 L208 176 Z" fill="${light}" stroke="${ink}" stroke-width="2"/>` +
      line('M250 200 L250 540', ink, 3) +
      line('M250 210 L250 530', light, 1.5, 'stroke-dasharray="3 3"') +
      line('M176 300 L226 300 L226 350 L176 350 Z M274 300 L324 300 L324 350 L274 350 Z', ink, 2, stitch) +
      `<rect x="156" y="510" width="188" height="30" fill="${ink}" opacity="0.3"/>` +
      `<circle cx="250" cy="212" r="7" fill="${light}" stroke="${ink}" stroke-width="2"/>`,
    detail: [160, 130, 180, 288],
    floor: 545,
  },
  trajes: {
    body: [BLAZER_BODY],
    details: (ink, light) =>
      `<path d="M212 144 L250 250 L288 144 L268 144 L250 200 L232 144 Z" fill="#f4f1ea"/>` +
      `<path d="M244 176 L256 176 L260 240 L250 262 L240 240 Z" fill="${ink}"/>` +
      `<path d="M212 144 L250 262 L234 372 L192 262 L214 240 L196 196 Z M288 144 L250 262 L266 372 L308 262 L286 240 L304 196 Z" fill="${light}" stroke="${ink}" stroke-width="2" opacity="0.95"/>` +
      dots(grid([250], [410, 470]), 7, ink) +
      line('M176 500 L224 500 M276 500 L324 500 M280 300 L322 300', ink, 3) +
      `<path d="M290 296 L300 280 L310 296 Z" fill="#f4f1ea"/>`,
    detail: [160, 120, 180, 288],
    floor: 605,
  },
  zapatillas: {
    body: ['M88 470 C88 420 110 372 150 366 L236 362 C262 396 300 420 352 432 C398 442 424 460 424 500 L424 520 L88 520 Z'],
    details: (ink) =>
      `<path d="M80 512 L432 512 Q436 548 410 552 L96 552 Q76 548 80 512 Z" fill="#f4f1ea" stroke="#cfc8bb" stroke-width="2"/>` +
      line('M84 532 L428 532', '#cfc8bb', 2) +
      line('M200 380 L228 404 M216 372 L246 398 M232 366 L264 394', '#f4f1ea', 5) +
      line('M140 480 C200 470 260 430 320 450', '#f4f1ea', 9) +
      line('M352 432 C380 470 400 490 424 500', ink, 2, stitch) +
      `<path d="M88 470 C88 430 104 396 130 380 L136 470 Z" fill="${ink}" opacity="0.25"/>`,
    detail: [160, 300, 180, 288],
    floor: 555,
  },
  botas: {
    body: ['M170 170 L290 170 L294 430 C300 470 360 470 400 490 C430 505 436 530 432 560 L150 560 L160 440 Z'],
    details: (ink) =>
      `<path d="M144 556 L438 556 L436 590 L144 590 Z" fill="#2b2420"/><path d="M150 590 L214 590 L214 626 L156 626 Z" fill="#2b2420"/>` +
      line('M170 196 L290 196', ink, 3) +
      line('M280 200 L284 420', ink, 2, stitch) +
      `<path d="M270 160 L300 160 L300 212 L270 212 Z" fill="${ink}" opacity="0.4"/>` +
      line('M296 440 C330 470 380 480 420 500', ink, 2, stitch),
    detail: [200, 330, 200, 320],
    floor: 628,
  },
  sandalias: {
    body: ['M160 170 C120 180 112 280 128 400 C140 520 150 640 210 660 C270 670 300 600 318 480 C334 360 352 220 300 176 C260 150 200 158 160 170 Z'],
    details: (ink, light) =>
      `<path d="M150 172 C114 186 106 282 122 402 C134 522 146 650 210 668" fill="none" stroke="#2b2420" stroke-width="10"/>` +
      `<path d="M118 290 C180 250 280 250 338 292 L332 330 C280 296 184 296 124 334 Z" fill="${ink}"/>` +
      `<path d="M128 470 C190 440 260 440 320 468 L316 506 C260 480 192 480 132 508 Z" fill="${ink}"/>` +
      `<rect x="300" y="462" width="26" height="26" rx="4" fill="none" stroke="${light}" stroke-width="5"/>` +
      line('M246 294 L246 258', light, 4),
    detail: [130, 200, 220, 352],
    floor: 665,
  },
  'zapatos-de-vestir': {
    body: ['M96 486 C96 450 118 420 160 414 L250 404 C290 414 320 440 370 452 C410 460 430 474 432 500 L432 512 L96 512 Z'],
    details: (ink, light) =>
      `<path d="M90 508 L438 508 L436 530 L92 530 Z" fill="#2b2420"/><path d="M96 530 L150 530 L150 556 L100 556 Z" fill="#2b2420"/>` +
      line('M250 404 C262 432 292 446 330 446', ink, 2) +
      line('M232 418 L262 412 M238 428 L270 422 M244 438 L278 432', light, 3) +
      line('M330 446 C350 470 380 478 430 482', ink, 2, stitch) +
      `<ellipse cx="330" cy="460" rx="60" ry="10" fill="#fff" opacity="0.25"/>`,
    detail: [160, 300, 180, 288],
    floor: 556,
  },
  cinturones: {
    body: ['M138 370 L430 370 Q452 400 430 430 L138 430 Z'],
    details: (ink, light) =>
      `<rect x="70" y="350" width="84" height="100" rx="12" fill="none" stroke="#c9a54a" stroke-width="14"/>` +
      line('M90 400 L200 400', '#c9a54a', 8) +
      `<rect x="168" y="364" width="20" height="72" fill="${ink}" opacity="0.6"/>` +
      dots(grid([262, 294, 326, 358, 390], [400]), 6, ink) +
      line('M150 380 L426 380 M150 420 L426 420', light, 2, stitch),
    detail: [60, 270, 160, 256],
    floor: 452,
  },
  gorros: {
    body: ['M130 470 C130 300 190 230 250 230 C310 230 370 300 370 470 Z', 'M118 460 L382 460 L382 560 L118 560 Z'],
    details: (ink, light) =>
      `<circle cx="250" cy="210" r="46" fill="${light}"/>` +
      ribs(118, 382, 460, 560, ink, 12) +
      line('M118 460 L382 460', ink, 3) +
      line('M190 440 C190 330 220 270 250 250 M310 440 C310 330 280 270 250 250', ink, 2, 'opacity="0.5"'),
    detail: [150, 380, 200, 320],
    floor: 565,
  },
  bufandas: {
    body: [
      'M150 140 C200 120 300 120 350 140 L350 210 C300 230 200 230 150 210 Z',
      'M180 200 L262 206 L250 650 L176 650 Z',
      'M262 210 L330 190 L340 600 L276 612 Z',
    ],
    details: (ink) => {
      let fringe = '';
      for (let x = 180; x <= 248; x += 8) fringe += line(`M${x} 650 L${x + 2} 700`, ink, 3);
      for (let x = 280; x <= 336; x += 8) fringe += line(`M${x} 608 L${x + 2} 656`, ink, 3);
      return fringe + line('M176 250 L256 250 M176 560 L252 560 M272 240 L334 232 M274 540 L338 534', ink, 6, 'opacity="0.5"');
    },
    detail: [150, 470, 200, 320],
    floor: 705,
  },
  'bolsos-de-mano': {
    body: ['M120 360 L380 360 L410 640 Q410 656 394 656 L106 656 Q90 656 90 640 Z'],
    details: (ink, light) =>
      `<path d="M180 362 C180 230 320 230 320 362" fill="none" stroke="${ink}" stroke-width="16"/>` +
      `<path d="M120 360 L380 360 L392 470 Q250 510 108 470 Z" fill="${ink}" opacity="0.25"/>` +
      `<rect x="234" y="470" width="32" height="26" rx="4" fill="#c9a54a"/>` +
      line('M128 376 L372 376', light, 2, stitch),
    detail: [150, 330, 200, 320],
    floor: 660,
  },
  mochilas: {
    body: ['M150 240 Q150 180 250 180 Q350 180 350 240 L362 640 Q362 664 338 664 L162 664 Q138 664 138 640 Z'],
    details: (ink, light) =>
      `<path d="M226 180 C226 140 274 140 274 180" fill="none" stroke="${ink}" stroke-width="10"/>` +
      `<path d="M170 430 L330 430 L336 620 L164 620 Z" fill="${ink}" opacity="0.3"/>` +
      line('M160 260 Q250 230 340 260', light, 3, 'stroke-dasharray="4 4"') +
      line('M172 446 L328 446', light, 3, 'stroke-dasharray="4 4"') +
      `<rect x="244" y="436" width="12" height="26" rx="3" fill="#c9a54a"/>` +
      line('M146 280 C110 380 116 520 150 600 M354 280 C390 380 384 520 350 600', ink, 12, 'opacity="0.6"'),
    detail: [150, 340, 200, 320],
    floor: 668,
  },
  collares: {
    body: ['M218 520 L282 520 L304 580 L250 640 L196 580 Z'],
    details: (_ink, light) => {
      const chain: Array<[number, number]> = [];
      for (let t = 0; t <= 1.0001; t += 0.04) {
        const angle = Math.PI * t;
        chain.push([250 - 130 * Math.cos(angle), 180 + 330 * Math.sin(angle)]);
      }
      return (
        dots(chain, 6, light) + `<path d="M218 520 L282 520 L250 560 Z" fill="${light}" opacity="0.6"/>` + `<circle cx="250" cy="512" r="10" fill="${light}"/>`
      );
    },
    detail: [150, 430, 200, 320],
    floor: 645,
  },
  pendientes: {
    body: [
      'M160 380 C190 380 210 430 210 480 C210 540 110 540 110 480 C110 430 130 380 160 380 Z',
      'M340 380 C370 380 390 430 390 480 C390 540 290 540 290 480 C290 430 310 380 340 380 Z',
    ],
    details: (_ink, light) =>
      line('M160 380 L160 330 C160 290 200 290 200 320', light, 5) +
      line('M340 380 L340 330 C340 290 380 290 380 320', light, 5) +
      dots(grid([160, 340], [380]), 9, light) +
      `<ellipse cx="145" cy="450" rx="14" ry="22" fill="${light}" opacity="0.6"/><ellipse cx="325" cy="450" rx="14" ry="22" fill="${light}" opacity="0.6"/>`,
    detail: [80, 270, 200, 320],
    floor: 535,
  },
};

/** The categories that have a drawing: every category of the demo catalogue must be one of them. */
export const DRAWN_CATEGORIES = Object.keys(DRAWINGS);

const TEXTURES: Record<Texture, string> = {
  knit: `<pattern id="t" width="12" height="14" patternUnits="userSpaceOnUse"><path d="M0 0 L6 7 L12 0 M0 7 L6 14 L12 7" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="2"/><path d="M6 0 L6 14" stroke="#fff" stroke-opacity="0.1" stroke-width="2"/></pattern>`,
  denim: `<pattern id="t" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="8" height="8" fill="#fff" fill-opacity="0.04"/><line x1="0" y1="0" x2="0" y2="8" stroke="#fff" stroke-opacity="0.2" stroke-width="2.5"/><line x1="5" y1="0" x2="5" y2="8" stroke="#000" stroke-opacity="0.12" stroke-width="1.5"/></pattern>`,
  linen: `<pattern id="t" width="64" height="22" patternUnits="userSpaceOnUse"><line x1="0" y1="3" x2="40" y2="3" stroke="#fff" stroke-opacity="0.2" stroke-width="2"/><line x1="22" y1="11" x2="64" y2="11" stroke="#000" stroke-opacity="0.1" stroke-width="2.5"/><line x1="8" y1="18" x2="30" y2="18" stroke="#fff" stroke-opacity="0.16" stroke-width="3"/><line x1="44" y1="18" x2="60" y2="18" stroke="#000" stroke-opacity="0.08" stroke-width="1.5"/><line x1="10" y1="0" x2="10" y2="22" stroke="#000" stroke-opacity="0.05" stroke-width="1"/></pattern>`,
  leather: `<pattern id="t" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="4" cy="5" r="1.3" fill="#000" fill-opacity="0.12"/><circle cx="13" cy="12" r="1.1" fill="#000" fill-opacity="0.1"/><circle cx="9" cy="16" r="0.9" fill="#fff" fill-opacity="0.1"/></pattern>`,
  silk: `<pattern id="t" width="500" height="800" patternUnits="userSpaceOnUse"><rect width="500" height="800" fill="url(#gloss)"/></pattern>`,
  cotton: `<pattern id="t" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 3 L6 3 M3 0 L3 6" stroke="#000" stroke-opacity="0.05" stroke-width="1"/></pattern>`,
  wool: `<pattern id="t" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="3" cy="4" r="1.8" fill="#fff" fill-opacity="0.14"/><circle cx="11" cy="9" r="1.6" fill="#000" fill-opacity="0.12"/><circle cx="6" cy="13" r="1.4" fill="#fff" fill-opacity="0.1"/><path d="M12 2 q2 2 0 4" fill="none" stroke="#000" stroke-opacity="0.1"/></pattern>`,
  metal: `<pattern id="t" width="500" height="800" patternUnits="userSpaceOnUse"><rect width="500" height="800" fill="url(#gloss)"/></pattern>`,
};

/** A shade of a #rrggbb colour: amount < 0 darkens towards black, > 0 lightens towards white. */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The SVG of one cloth: its category's drawing in a colour and texture, whole or as its close-up. */
export function clothSvg(categoryId: string, colour: string, texture: Texture, view: View = 'front'): string {
  const drawing = DRAWINGS[categoryId];
  if (!drawing) throw new Error(`No drawing for category ${categoryId}`);
  const dark = shade(colour, -0.45);
  const light = shade(colour, 0.35);
  const ink = Number.parseInt(colour.slice(1, 3), 16) + Number.parseInt(colour.slice(3, 5), 16) < 120 ? light : dark;
  const box = view === 'detail' ? drawing.detail.join(' ') : '0 0 500 800';
  const sheen = texture === 'leather' || texture === 'metal' ? 0.45 : texture === 'silk' ? 0.3 : 0.18;
  const shapes = drawing.body.map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="800" viewBox="${box}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f2ec"/><stop offset="1" stop-color="#e6ded2"/></linearGradient>
    <linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0.15" stop-color="#fff" stop-opacity="0"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="0.62" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.75" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <radialGradient id="light" cx="0.35" cy="0.25" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="${sheen}"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>
    <radialGradient id="floor"><stop offset="0" stop-color="#3a2f25" stop-opacity="0.22"/><stop offset="1" stop-color="#3a2f25" stop-opacity="0"/></radialGradient>
    ${TEXTURES[texture]}
  </defs>
  <rect x="-500" y="-500" width="1500" height="1800" fill="url(#g)"/>
  <ellipse cx="258" cy="${drawing.floor}" rx="230" ry="46" fill="url(#floor)"/>
  <g transform="translate(10 14)" fill="#3a2f25" opacity="0.07">${shapes}</g>
  <g transform="translate(5 7)" fill="#3a2f25" opacity="0.08">${shapes}</g>
  <g fill="${colour}">${shapes}</g>
  <g fill="url(#t)">${shapes}</g>
  <g fill="url(#light)">${shapes}</g>
  ${drawing.details(ink, light)}
</svg>`;
}

export type DemoImage = { name: string; middle: string; thumb: string };

/** Renders and stores one picture per category, colour, texture and view, once (per seeding); returns the stored names. */
export async function demoImage(
  store: ImageStore,
  cache: Map<string, Promise<DemoImage>>,
  categoryId: string,
  colour: string,
  texture: Texture,
  view: View = 'front',
): Promise<DemoImage> {
  const key = `${categoryId}:${colour}:${texture}:${view}`;
  let image = cache.get(key);
  if (!image) {
    image = (async () => {
      // Drawn here at the stored sizes, so the upload pipeline's checks and crop (processImage) have nothing to do:
      // encoding straight to WebP keeps a first start's seeding quick.
      const sharp = await loadSharp();
      const raw = await sharp(Buffer.from(clothSvg(categoryId, colour, texture, view)))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const encode = (size: { width: number; height: number }) =>
        sharp(raw.data, { raw: raw.info }).resize(size.width, size.height).webp({ quality: 82, effort: 1 }).toBuffer();
      const [main, middle, thumb] = await Promise.all([encode(MAIN_SIZE), encode(MIDDLE_SIZE), encode(THUMB_SIZE)]);
      return { name: await store.put(main, 'webp'), middle: await store.put(middle, 'webp'), thumb: await store.put(thumb, 'webp') };
    })();
    cache.set(key, image);
  }
  return image;
}
