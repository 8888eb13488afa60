import type { EventUpcasters } from '../core/events';
import { defaultColorOf, defaultMaterialOf, defaultStyleOf, slugOf, termsNamedIn } from '../taxonomy/words';

type Data = Record<string, unknown>;

/** A free colour or style word as a term id: the default it names, else its own slug (kept, shown as written). */
const idOf = (word: unknown, match: (word: string) => string | undefined): string | null => {
  if (typeof word !== 'string') return null;
  return match(word) ?? (slugOf(word) || null);
};

/**
 * Clothes written before colours and styles were taxonomy terms (v1: `colors` free words, `style` a free string,
 * no `description`) read as today's shape: words become colour and style term ids, the description is null. A v1
 * event is told by its missing `description`; current events pass through untouched.
 */
export function clothFieldsV1toV2(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || 'description' in data) return data;
  const old = data as Data;
  const words = Array.isArray(old.colors) ? (old.colors as unknown[]) : [];
  const colors = [...new Set(words.map((word) => idOf(word, defaultColorOf)).filter((id): id is string => id !== null))].slice(0, 10);
  return { ...old, colors, style: idOf(old.style, defaultStyleOf), description: null };
}

/**
 * Clothes written before materials were taxonomy terms (v2: no `materials`) read the materials their tags and names
 * name, in any of the four languages ("Camisa de lino", a tag "cuero"), else none. Current events pass through.
 */
export function clothFieldsV2toV3(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || 'materials' in data) return data;
  const old = data as Data;
  const tags = Array.isArray(old.tags) ? (old.tags as unknown[]) : [];
  const names = typeof old.names === 'object' && old.names !== null ? Object.values(old.names) : [];
  const texts = [...tags, ...names].filter((text): text is string => typeof text === 'string');
  return { ...old, materials: termsNamedIn(texts, defaultMaterialOf).slice(0, 5) };
}

/** Clothes written before stock was kept (v3: no `stock`) had every size in stock. Current events pass through. */
export function clothFieldsV3toV4(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || 'stock' in data) return data;
  return { ...(data as Data), stock: { soldOut: false, soldOutSizes: [] } };
}

export const catalogueUpcasters: EventUpcasters = {
  ClothAdded: [clothFieldsV1toV2, clothFieldsV2toV3, clothFieldsV3toV4],
  ClothUpdated: [clothFieldsV1toV2, clothFieldsV2toV3, clothFieldsV3toV4],
};
