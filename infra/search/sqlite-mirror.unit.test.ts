import { describe, expect, it, vi } from 'vitest';
import { CARDS_KEPT, SearchMirror } from './sqlite-mirror';
import type { SearchStatements } from './sqlite-schema';

describe('SearchMirror cards', () => {
  it('keeps the most recently shown, reading a card from the file only when it is not kept', () => {
    const doc = (slot: number) =>
      JSON.stringify({
        id: `cloth-${slot}`,
        names: { es: `Vestido ${slot}` },
        brandId: 'b',
        brandName: 'B',
        currency: 'EUR',
        listPrice: 100,
        discountedPrice: null,
        image: null,
      });
    const docAt = vi.fn((slot: number) => ({ slot, id: `cloth-${slot}`, doc: doc(slot), favourites: 0 }));
    const statements = { docAt: { get: docAt } } as unknown as SearchStatements;
    const mirror = new SearchMirror(() => statements);

    for (let slot = 0; slot < CARDS_KEPT; slot++) mirror.cardAt(slot, statements);
    expect(mirror.cardAt(0, statements)?.names.es).toBe('Vestido 0');
    expect(docAt).toHaveBeenCalledTimes(CARDS_KEPT);

    // A new card pushes out the one shown longest ago: slot 1, not slot 0, which was just shown again.
    mirror.cardAt(CARDS_KEPT, statements);
    mirror.cardAt(0, statements);
    expect(docAt).toHaveBeenCalledTimes(CARDS_KEPT + 1);
    mirror.cardAt(1, statements);
    expect(docAt).toHaveBeenCalledTimes(CARDS_KEPT + 2);
  });
});
