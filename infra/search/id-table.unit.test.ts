import { describe, expect, it } from 'vitest';
import { IdTable } from './id-table';

let seed = 11;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;

/** UUIDs mostly, some short, some with accents (Latin-1) and some beyond it (kept apart). */
function anId(): string {
  const roll = random();
  if (roll < 0.05) return `Ω-${Math.floor(random() * 500)}`;
  if (roll < 0.1) return `ñandú-${Math.floor(random() * 500)}`;
  if (roll < 0.2) return `c${Math.floor(random() * 500)}`;
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
}

describe('IdTable', () => {
  it('finds each id and each slot’s id as a Map and an array would, through growth, removals, moves and compaction', () => {
    const table = new IdTable();
    const bySlot = new Map<number, string>();
    const slotOf = new Map<string, number>();
    const check = () => {
      expect(table.size).toBe(bySlot.size);
      for (const [slot, id] of bySlot) expect(table.idAt(slot)).toBe(id);
      for (const [id, slot] of slotOf) expect(table.slotOf(id), id).toBe(slot);
      expect(table.slotOf('never-put')).toBeUndefined();
    };
    for (let step = 0; step < 20_000; step++) {
      const slot = Math.floor(random() * 3_000);
      const roll = random();
      const held = bySlot.get(slot);
      if (held !== undefined && roll < 0.3) {
        table.delete(slot);
        bySlot.delete(slot);
        if (slotOf.get(held) === slot) slotOf.delete(held);
      } else if (held !== undefined && roll < 0.35) {
        // Written again in its slot: still found there, nothing held twice.
        table.set(slot, held);
        expect(table.slotOf(held)).toBe(slot);
        expect(table.size).toBe(bySlot.size);
      } else if (held !== undefined && roll < 0.4) {
        // A document moved: put in a free slot before its old one is removed (as catching up with another process).
        const to = 3_000 + Math.floor(random() * 1_000);
        if (bySlot.has(to)) continue;
        table.set(to, held);
        bySlot.set(to, held);
        slotOf.set(held, to);
        expect(table.slotOf(held)).toBe(to);
        table.delete(slot);
        bySlot.delete(slot);
        expect(table.slotOf(held)).toBe(to);
      } else if (held === undefined) {
        const id = anId();
        if (slotOf.has(id)) continue;
        table.set(slot, id);
        bySlot.set(slot, id);
        slotOf.set(id, slot);
      }
      if (step % 4_000 === 0) check();
    }
    check();
    expect(table.has(5_000)).toBe(false);
    expect(table.idAt(5_000)).toBeUndefined();

    table.clear();
    expect(table.size).toBe(0);
    expect(table.slotOf([...slotOf.keys()][0]!)).toBeUndefined();
  });

  it('finds an id in the slot it was last given, written again where it was before a move', () => {
    const table = new IdTable();
    table.set(1, 'a');
    table.set(2, 'a');
    expect(table.slotOf('a')).toBe(2);
    table.set(1, 'a');
    expect(table.slotOf('a')).toBe(1);
    table.delete(2);
    expect(table.slotOf('a')).toBe(1);
    expect(table.size).toBe(1);
  });

  it('orders two slots as their ids compare as strings', () => {
    const table = new IdTable();
    const ids = ['b', 'a', 'ab', 'a\u00ff', 'a\u0100', '', 'Z', 'ñ', 'Ωmega', 'c10', 'c9'];
    ids.forEach((id, slot) => table.set(slot, id));
    for (let a = 0; a < ids.length; a++) {
      for (let b = 0; b < ids.length; b++) expect(table.before(a, b), `${ids[a]} < ${ids[b]}`).toBe(ids[a]! < ids[b]!);
    }
  });
});
